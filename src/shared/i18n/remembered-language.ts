import { LANGUAGE_COOKIE } from '../constants';
import { readCookie } from '../session/cookies';
import { DEFAULT_LANGUAGE, isLanguageId, type LanguageId } from './languages';

/** The remembered language in a Cookie header or `document.cookie`; the default language when none (or a foreign value) is there. */
export function rememberedLanguageIn(cookies: string): LanguageId {
  const stored = Number(readCookie(cookies, LANGUAGE_COOKIE) ?? Number.NaN);
  return isLanguageId(stored) ? stored : DEFAULT_LANGUAGE.id;
}

/** The cookie that remembers `lang` for this browser session, for every path of the shop. */
export function rememberedLanguageCookie(lang: LanguageId, { secure }: { secure: boolean }): string {
  return `${LANGUAGE_COOKIE}=${lang}; path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
