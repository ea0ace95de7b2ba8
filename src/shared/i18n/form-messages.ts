import { MIN_PASSWORD_LENGTH } from '../constants';

/**
 * What the storefront's and the admin's forms say beside a field for a rule they check before
 * sending, where the server's refusal names the field instead (`required`) or the server has no
 * refusal (two password fields that differ). Shown as `form.<key>`; [Serbian, English].
 */
export const formMessages = {
  required: ['Ovo polje je obavezno.', 'This field is required.'],
  passwordHint: [`Najmanje ${MIN_PASSWORD_LENGTH} znakova.`, `At least ${MIN_PASSWORD_LENGTH} characters.`],
  passwordMismatch: ['Lozinke se ne poklapaju.', 'The passwords do not match.'],
} as const satisfies Record<string, readonly [string, string]>;
