import { langByCode, LANGUAGES, type LanguageId } from '../i18n/languages';

/**
 * The language a path names in its query string (`?lang=en`). A path the same in both languages
 * (/akcija, a CMS slug both share) is otherwise shown in the language the visitor last browsed
 * (the `izlog_lang` cookie): the language switch and the hreflang links add it there, so each
 * language's version has its own address and the switch always switches.
 */
export const LANGUAGE_PARAM = 'lang';

/** The language `?lang=sr|en` names; undefined without one or for another value. */
export function languageOfSearch(search: string): LanguageId | undefined {
  const code = new URLSearchParams(search).get(LANGUAGE_PARAM);
  return code === null ? undefined : langByCode(code)?.id;
}

/** A path with its query string, naming `lang` in it (in place of a language it named). */
export function withLanguageParam(path: string, lang: LanguageId): string {
  const [pathname, search = ''] = path.split('?', 2) as [string, string?];
  const kept = search.split('&').filter((part) => part !== '' && !part.startsWith(`${LANGUAGE_PARAM}=`));
  return `${pathname}?${[...kept, `${LANGUAGE_PARAM}=${LANGUAGES[lang].code}`].join('&')}`;
}

/** Only the language a path names, the rest of its query string left out (the canonical address). */
export function withOnlyLanguageParam(path: string): string {
  const [pathname, search = ''] = path.split('?', 2) as [string, string?];
  const lang = languageOfSearch(search);
  return lang === undefined ? pathname : withLanguageParam(pathname, lang);
}
