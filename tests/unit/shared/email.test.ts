import { describe, expect, it } from 'vitest';
import { isEmail, isEmailList } from '../../../src/shared/rules/email';

describe('the shop’s e-mail rule (every form and the server)', () => {
  it('takes one address with a dot in its domain, spaces around it ignored', () => {
    for (const good of ['ana@primer.rs', ' marko.petrovic@izlog.rs ', 'a+b@mail.example.com', 'kupac@prodavnica.срб', 'x@primer.xn--90a3ac']) {
      expect(isEmail(good), good).toBe(true);
    }
  });

  it('refuses a name, a missing domain or top-level domain, spaces, lists, brackets and quotes', () => {
    for (const bad of ['ana', 'ana@', 'ana@primer', 'ana @primer.rs', 'a@b.c', 'a,b@primer.rs', 'a@b.rs;c@d.rs', '<a@b.rs>', '"a"@b.rs', 'a@b.r$']) {
      expect(isEmail(bad), bad).toBe(false);
    }
  });

  it('takes a comma-separated list of addresses, each valid', () => {
    expect(isEmailList('prodaja@izlog.rs, magacin@izlog.rs')).toBe(true);
    expect(isEmailList('prodaja@izlog.rs,')).toBe(false);
    expect(isEmailList('prodaja@izlog.rs, magacin')).toBe(false);
  });
});
