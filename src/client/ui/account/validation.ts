import { MIN_PASSWORD_LENGTH } from '../../../shared/constants';
import { isEmail } from '../../../shared/rules/email';
import type { Translate } from '../../lib/i18n/useT';

/** What a shopper may type, checked before anything is sent; each check answers a message key or undefined. */

/** A form's problems by field name: message keys. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;


export function checkRequired(value: string): string | undefined {
  return value.trim() ? undefined : 'form.required';
}

export function checkEmail(value: string): string | undefined {
  return checkRequired(value) ?? (isEmail(value) ? undefined : 'rule.invalidEmail');
}

/** A new password and its repetition: long enough, and the same twice. */
export function checkNewPassword(password: string, confirmation: string): FieldErrors<'password' | 'confirmation'> {
  const errors: FieldErrors<'password' | 'confirmation'> = {};
  if (!password) errors.password = 'form.required';
  else if (password.length < MIN_PASSWORD_LENGTH) errors.password = 'rule.passwordTooShort';
  if (!confirmation) errors.confirmation = 'form.required';
  else if (confirmation !== password) errors.confirmation = 'form.passwordMismatch';
  return errors;
}

/** Only the fields that have a problem; empty when the form may be sent. */
export function withoutEmpty<Field extends string>(errors: Partial<Record<Field, string | undefined>>): FieldErrors<Field> {
  return Object.fromEntries(Object.entries(errors).filter(([, key]) => key !== undefined)) as FieldErrors<Field>;
}

/** The problems as the shopper reads them, in the current language. */
export function errorTexts<Field extends string>(problems: FieldErrors<Field>, t: Translate): FieldErrors<Field> {
  const texts: FieldErrors<Field> = {};
  for (const [field, key] of Object.entries(problems) as [Field, string][]) {
    texts[field] = t(key);
  }
  return texts;
}
