import { DEFAULT_LANGUAGE, isLanguageId, type LanguageId } from '../../../shared/languages';

const KEY = 'lang';

/**
 * The language of the last path that told it. Paths that are the same in both languages (/akcija)
 * keep it, also across a reload in the same tab.
 */
export function readRememberedLang(): LanguageId {
  try {
    const stored = Number(sessionStorage.getItem(KEY));
    return isLanguageId(stored) ? stored : DEFAULT_LANGUAGE.id;
  } catch {
    return DEFAULT_LANGUAGE.id;
  }
}

export function rememberLang(lang: LanguageId): void {
  try {
    sessionStorage.setItem(KEY, String(lang));
  } catch {
    // Not kept: the next neutral path falls back to the default language.
  }
}
