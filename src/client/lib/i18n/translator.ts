import { useCallback } from 'react';
import type { LanguageId } from '../../../shared/languages';
import { useSession } from '../session/useSession';

/** Values for a text's `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** An app's texts by language index: the storefront's, or the admin's (loaded only with /cms). */
export type Dictionaries = Readonly<Record<LanguageId, Readonly<Record<string, string>>>>;

/** `t(key)` or `t(key, { name: value })` in the current language. */
export type Translate = (key: string, params?: MessageParams) => string;

/**
 * The one lookup of the storefront and the admin: a text in a language with its `{name}`
 * placeholders filled; a missing text shows its key after an asterisk (spec §8) so it is spotted,
 * not hidden.
 */
export function translateWith(dictionaries: Dictionaries, lang: LanguageId, key: string, params?: MessageParams): string {
  const text = dictionaries[lang][key];
  if (text === undefined) return `*${key}`;
  return params ? fillPlaceholders(text, params) : text;
}

/** `{name}` replaced by its value; a placeholder without a value stays as it is. */
export function fillPlaceholders(text: string, params: MessageParams): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** `t` over an app's dictionaries in the session's language. */
export function useTranslator(dictionaries: Dictionaries): Translate {
  const { lang } = useSession();
  return useCallback((key: string, params?: MessageParams) => translateWith(dictionaries, lang, key, params), [dictionaries, lang]);
}
