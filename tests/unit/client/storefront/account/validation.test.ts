import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH } from '../../../../../src/shared/constants';
import {
  checkEmail,
  checkNewPassword,
  checkRequired,
  errorTexts,
  withoutEmpty,
} from '../../../../../src/client/storefront/account/validation';
import { fillPlaceholders } from '../../../../../src/client/lib/i18n/translate';

describe('account form checks', () => {
  it('accepts one plain e-mail address, trimmed (the shared rule, tests/unit/shared/email.test.ts)', () => {
    expect(checkEmail(' marko.petrovic@izlog.rs ')).toBeUndefined();
    expect(checkEmail('a@b.rs,c@d.rs')).toBe('account.error.email');
    expect(checkEmail('')).toBe('account.error.required');
    expect(checkEmail('marko@')).toBe('account.error.email');
    expect(checkEmail('marko@izlog.rs')).toBeUndefined();
  });

  it('treats blank text as missing', () => {
    expect(checkRequired('   ')).toBe('account.error.required');
    expect(checkRequired('Ana')).toBeUndefined();
  });

  it('wants a new password long enough and repeated exactly', () => {
    const short = 'a'.repeat(MIN_PASSWORD_LENGTH - 1);
    const enough = 'a'.repeat(MIN_PASSWORD_LENGTH);
    expect(checkNewPassword('', '')).toEqual({ password: 'account.error.required', confirmation: 'account.error.required' });
    expect(checkNewPassword(short, short)).toEqual({ password: 'account.error.passwordShort' });
    expect(checkNewPassword(enough, `${enough}b`)).toEqual({ confirmation: 'account.error.passwordMismatch' });
    expect(checkNewPassword(enough, enough)).toEqual({});
  });

  it('keeps only the fields with a problem and words them with the rule filled in', () => {
    const problems = withoutEmpty({ email: undefined, password: 'account.error.passwordShort' });
    expect(problems).toEqual({ password: 'account.error.passwordShort' });
    expect(withoutEmpty({ email: undefined })).toEqual({});
    expect(errorTexts(problems, (_key, params) => fillPlaceholders('At least {min} characters.', params ?? {}))).toEqual({ password: `At least ${MIN_PASSWORD_LENGTH} characters.` });
  });
});
