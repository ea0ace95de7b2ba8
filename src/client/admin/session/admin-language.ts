import { createContext, useContext } from 'react';
import { DEFAULT_LANGUAGE, isLanguageId, type LanguageId } from '../../../shared/i18n/languages';

const KEY = 'admin-lang';

/**
 * The language the administrator works in: the admin's texts and the `Lang` header, so a form
 * reads and saves that language's translation. It is not in the /cms paths, so it is kept here.
 */
export function readAdminLang(): LanguageId {
  try {
    const stored = Number(localStorage.getItem(KEY));
    return isLanguageId(stored) ? stored : DEFAULT_LANGUAGE.id;
  } catch {
    return DEFAULT_LANGUAGE.id;
  }
}

export function rememberAdminLang(lang: LanguageId): void {
  try {
    localStorage.setItem(KEY, String(lang));
  } catch {
    // Not kept: the next visit starts in the default language.
  }
}

export const SetAdminLangContext = createContext<(lang: LanguageId) => void>(() => undefined);

/** Switches the admin's language: texts, and every request from now on. */
export function useSetAdminLang(): (lang: LanguageId) => void {
  return useContext(SetAdminLangContext);
}
