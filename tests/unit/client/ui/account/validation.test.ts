import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH } from '../../../../../src/shared/constants';
import {
  checkEmail,
  checkNewPassword,
  checkRequired,
  errorTexts,
  withoutEmpty,
} from '../../../../../src/client/ui/account/validation';
import { translate } from '../../../../../src/client/lib/i18n/translate';
// The account forms' texts (with the shared form texts), added as loading their screens does.
import '../../../../../src/client/ui/account/messages';

describe('account form checks', () => {
  it('accepts one plain e-mail address, trimmed (the shared rule, tests/unit/shared/email.test.ts)', () => {
    expect(checkEmail(' marko.petrovic@izlog.rs ')).toBeUndefined();
    expect(checkEmail('a@b.rs,c@d.rs')).toBe('rule.invalidEmail');
    expect(checkEmail('')).toBe('form.required');
    expect(checkEmail('marko@')).toBe('rule.invalidEmail');
    expect(checkEmail('marko@izlog.rs')).toBeUndefined();
  });

  it('treats blank text as missing', () => {
    expect(checkRequired('   ')).toBe('form.required');
    expect(checkRequired('Ana')).toBeUndefined();
  });

  it('wants a new password long enough and repeated exactly', () => {
    const short = 'a'.repeat(MIN_PASSWORD_LENGTH - 1);
    const enough = 'a'.repeat(MIN_PASSWORD_LENGTH);
    expect(checkNewPassword('', '')).toEqual({ password: 'form.required', confirmation: 'form.required' });
    expect(checkNewPassword(short, short)).toEqual({ password: 'rule.passwordTooShort' });
    expect(checkNewPassword(enough, `${enough}b`)).toEqual({ confirmation: 'form.passwordMismatch' });
    expect(checkNewPassword(enough, enough)).toEqual({});
  });

  it('keeps only the fields with a problem and words them in the server\'s words for the rule', () => {
    const problems = withoutEmpty({ email: undefined, password: 'rule.passwordTooShort' });
    expect(problems).toEqual({ password: 'rule.passwordTooShort' });
    expect(withoutEmpty({ email: undefined })).toEqual({});
    expect(errorTexts(problems, (key, params) => translate(1, key, params))).toEqual({
      password: `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`,
    });
  });
});
