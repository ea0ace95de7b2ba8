import type { LanguageId } from './languages';

/** Values for a text's `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** Texts by language index (0 Serbian, 1 English), each language with the same keys. */
export type Dictionaries = Readonly<Record<LanguageId, Readonly<Record<string, string>>>>;

/**
 * The one lookup of the server, the storefront and the admin: a text in a language with its
 * `{name}` placeholders filled; a missing text shows its key after an asterisk (spec §8) so it is
 * spotted, not hidden.
 */
export function translateWith(dictionaries: Dictionaries, lang: LanguageId, key: string, params?: MessageParams): string {
  const text = dictionaries[lang][key];
  if (text === undefined) return `*${key}`;
  return params ? fillPlaceholders(text, params) : text;
}

/** `{name}` replaced by its value; a placeholder without a value stays as it is. */
export function fillPlaceholders(text: string, params: MessageParams): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    return value === undefined ? whole : String(value);
  });
}

/** The names of a text's placeholders, in order (the catalogue's test compares the two languages'). */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

const PLACEHOLDER = /\{(\w+)\}/g;
