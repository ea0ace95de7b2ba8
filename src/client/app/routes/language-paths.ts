import type { LanguageId } from '../../../shared/languages';
import { alternateParamsIn, type AlternateParams } from './alternate-params';
import { translatePath } from './translate-path';
import type { PagesByLang, RouteMatch } from './match-route';
import { translateSearch } from './translate-search';

/**
 * This page's path in each language, for the language switch and the hreflang links: the path itself
 * in its own language, the translated one in the other (undefined while the screen has not said
 * what its slugs are there).
 */
export function languagePathsOf(
  match: RouteMatch,
  pages: PagesByLang,
  alternates: Iterable<AlternateParams>,
  location: { pathname: string; search: string },
  lang: LanguageId,
): [string | undefined, string | undefined] {
  const given = [...alternates];
  const inLang = (target: LanguageId) => {
    const path = translatePath(match, target, pages[target], alternateParamsIn(given, location.pathname, target));
    return path === undefined ? undefined : path + translateSearch(match, location.search, lang, target);
  };
  const paths: [string | undefined, string | undefined] = [inLang(0), inLang(1)];
  paths[lang] = location.pathname;
  return paths;
}
