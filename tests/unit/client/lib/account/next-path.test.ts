import { describe, expect, it } from 'vitest';
import { loginPathFor, returnPath, safeLocalPath, withNext } from '../../../../../src/client/lib/account/next-path';

describe('where the login returns to', () => {
  it('follows only paths inside the shop', () => {
    expect(safeLocalPath('/korisnik/porudzbine?page=2')).toBe('/korisnik/porudzbine?page=2');
    for (const outside of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '', null, 42]) {
      expect(safeLocalPath(outside)).toBeNull();
    }
  });

  it('follows ?next= only inside the shop, else nothing', () => {
    expect(returnPath('?next=%2Fplacanje')).toBe('/placanje');
    expect(returnPath('?next=%2Fuser%2Forders%3Fpage%3D2')).toBe('/user/orders?page=2');
    expect(returnPath('?next=https%3A%2F%2Fevil.example')).toBeNull();
    expect(returnPath('?next=%2F%2Fevil.example')).toBeNull();
    expect(returnPath('')).toBeNull();
  });

  it('builds the login path of each language, carrying next only when it is safe', () => {
    expect(loginPathFor(0, '/korisnik')).toBe('/nalog/login?next=%2Fkorisnik');
    expect(loginPathFor(1, '/user/orders?page=2')).toBe('/account/login?next=%2Fuser%2Forders%3Fpage%3D2');
    expect(loginPathFor(1, '//evil.example')).toBe('/account/login');
    expect(loginPathFor(0)).toBe('/nalog/login');
    expect(withNext('/account/register', '/checkout')).toBe('/account/register?next=%2Fcheckout');
    expect(withNext('/account/register', null)).toBe('/account/register');
  });
});
