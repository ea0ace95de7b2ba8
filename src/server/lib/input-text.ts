/** Input checks and text helpers the users and orders modules share (./field-input, ./translate). */
export { checkNewPassword, fieldError, isIsoDate, optionalText, requiredEmail, requiredText } from './field-input';
export { pick, pickOrNull, withTranslation } from './translate';
import { foldText } from './search';

export { foldText };

/** The folded text a `search_text` column keeps: lower case, no diacritics, one line per part. */
export function searchText(...parts: (string | null | undefined)[]): string {
  return parts
    .filter((part): part is string => !!part)
    .map(foldText)
    .join('\n');
}

/** A LIKE pattern that finds `needle` anywhere, with LIKE's wildcards in it taken literally. */
export function containsPattern(needle: string): string {
  return `%${escapeLike(needle)}%`;
}

/** `text` with LIKE's own characters (\\, %, _) escaped, to match literally inside a pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The shop's e-mails are compared trimmed and lower case. */
export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}
