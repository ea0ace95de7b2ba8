import { describe, expect, it } from 'vitest';
import { readCookie } from '../../../../src/shared/session/cookies';

describe('readCookie', () => {
  it('reads the user token from ustokjwt among other cookies', () => {
    expect(readCookie('a=1; ustokjwt=eyJ.x%3D; b=2', 'ustokjwt')).toBe('eyJ.x=');
  });

  it('is null when the cookie is missing or empty', () => {
    expect(readCookie('a=1', 'ustokjwt')).toBeNull();
    expect(readCookie('ustokjwt=', 'ustokjwt')).toBeNull();
    expect(readCookie('', 'ustokjwt')).toBeNull();
  });
});
