import { describe, expect, it } from 'vitest';
import { expiredUserTokenCookie, userTokenCookie } from '../../../../../src/client/lib/account/token-cookie';

describe('the ustokjwt cookie', () => {
  it('is site-wide and Lax, Secure only on https', () => {
    expect(userTokenCookie('abc', { secure: false })).toBe('ustokjwt=abc; path=/; SameSite=Lax');
    expect(userTokenCookie('abc', { secure: true })).toBe('ustokjwt=abc; path=/; SameSite=Lax; Secure');
  });

  it('encodes a token that has cookie-breaking characters', () => {
    expect(userTokenCookie('a;b=c', { secure: false })).toBe('ustokjwt=a%3Bb%3Dc; path=/; SameSite=Lax');
  });

  it('is deleted with an empty value and no lifetime', () => {
    expect(expiredUserTokenCookie({ secure: false })).toBe('ustokjwt=; path=/; max-age=0; SameSite=Lax');
  });
});
