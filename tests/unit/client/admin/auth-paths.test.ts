import { describe, expect, it } from 'vitest';
import { afterLoginPath, loginPathFor } from '../../../../src/client/admin/admin-paths';
import { adminTokenCookie } from '../../../../src/client/admin/session/admin-token-cookie';
import { ADMIN_TOKEN_COOKIE } from '../../../../src/shared/constants';

describe('admin login paths', () => {
  it('comes back to the admin path the administrator was going to', () => {
    const login = loginPathFor('/cms/products?search=lg&page=2');
    expect(afterLoginPath(login.slice(login.indexOf('?')))).toBe('/cms/products?search=lg&page=2');
  });

  it('never leaves the admin area nor returns to the login after it', () => {
    for (const next of ['https://evil.test/cms/', '//evil.test', '/prodavnica', '/cms/auth/password', '']) {
      expect(afterLoginPath(`?next=${encodeURIComponent(next)}`)).toBe('/cms/products');
    }
  });
});

describe('admin token cookie', () => {
  it('lasts 30 days with remember-me and the browser session without it', () => {
    expect(adminTokenCookie('abc', true, false)).toBe(`${ADMIN_TOKEN_COOKIE}=abc; path=/; samesite=lax; max-age=2592000`);
    expect(adminTokenCookie('abc', false, true)).toBe(`${ADMIN_TOKEN_COOKIE}=abc; path=/; samesite=lax; secure`);
  });
});
