/** Input checks of the users and orders modules, with the form fields' names in both languages. */
import { MIN_PASSWORD_LENGTH } from '../../shared/constants';
import { isEmail } from '../../shared/rules/email';
import { fieldLabelOf, SHOPPER_FORM } from '../../shared/i18n/field-labels';
import { userError, type MessageKey } from '../errors';

/**
 * A refusal about one argument, naming it in the message by its form label (the shared table,
 * src/shared/i18n/field-labels.ts): as the shopper's forms label it unless `rootField` names the form.
 */
export function fieldError(lang: number, key: MessageKey, field: string, params: Record<string, string | number> = {}, rootField = SHOPPER_FORM) {
  const label = fieldLabelOf(lang, field, rootField);
  return userError(lang, key, { field, params: { field: label, ...params } });
}

/** The trimmed text of a required argument; refuses an empty one with `required`. */
export function requiredText(lang: number, field: string, value: string | null | undefined, rootField = SHOPPER_FORM): string {
  const text = value?.trim() ?? '';
  if (!text) throw fieldError(lang, 'required', field, {}, rootField);
  return text;
}

/** The trimmed text of an optional argument, null when empty. */
export function optionalText(value: string | null | undefined): string | null {
  return value?.trim() || null;
}


/** A required, valid e-mail address, trimmed and lower case. */
export function requiredEmail(lang: number, value: string | null | undefined, field = 'email'): string {
  const email = requiredText(lang, field, value).toLowerCase();
  if (!isEmail(email)) throw userError(lang, 'invalidEmail', { field });
  return email;
}

/** A new password: at least MIN_PASSWORD_LENGTH characters. */
export function checkNewPassword(lang: number, password: string, field = 'password'): string {
  if (password.length < MIN_PASSWORD_LENGTH) throw userError(lang, 'passwordTooShort', { field });
  return password;
}

/** A calendar date as YYYY-MM-DD that exists. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
