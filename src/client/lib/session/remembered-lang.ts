import type { LanguageId } from '../../../shared/i18n/languages';
import { getRequestContext } from '../graphql';
import { rememberedLanguageCookie, rememberedLanguageIn } from '../../../shared/i18n/remembered-language';

/**
 * The language of the last path that told it. Paths that are the same in both languages (/akcija)
 * keep it, also across a reload; it is a cookie so that the server renders them in it too.
 */
export function readRememberedLang(): LanguageId {
  // On the server the request's cookie chose the page's language (src/client/entry-server.tsx).
  if (typeof document === 'undefined') return getRequestContext().lang;
  return rememberedLanguageIn(document.cookie);
}

export function rememberLang(lang: LanguageId): void {
  if (typeof document === 'undefined' || readRememberedLang() === lang) return;
  document.cookie = rememberedLanguageCookie(lang, { secure: location.protocol === 'https:' });
}
