import type { LanguageId } from '../../../shared/i18n/languages';
import { withLanguageParam } from '../../../shared/routing/language-param';
import { alternateListingIn, alternateParamsIn, type AlternateParams } from './alternate-params';
import { translatePath } from './translate-path';
import type { PagesByLang, RouteMatch } from './match-route';
import { translateSearch } from './translate-search';

const pathnameOf = (path: string) => path.split('?')[0];

/**
 * This page's address in each language, for the language switch and the hreflang links: its own
 * path in its own language, the translated one in the other (undefined while the screen has not
 * said what its slugs are there), each with the query string the screen keeps (a listing's page,
 * sort, brands, filters and price range, translated as the listing says). Where both languages'
 * paths are the same (/akcija, a CMS slug both share) each names its language (`?lang=`), since
 * the path alone would show the language the visitor last browsed.
 */
export function languagePathsOf(
  match: RouteMatch,
  pages: PagesByLang,
  alternates: Iterable<AlternateParams>,
  location: { pathname: string; search: string },
  lang: LanguageId,
): [string | undefined, string | undefined] {
  const given = [...alternates];
  const selection = alternateListingIn(given, location.pathname, location.search);
  const inLang = (target: LanguageId) => {
    const path = target === lang ? location.pathname : translatePath(match, target, pages[target], alternateParamsIn(given, location.pathname, target));
    return path === undefined ? undefined : path + translateSearch(match, location.search, lang, target, false, selection);
  };
  const paths: [string | undefined, string | undefined] = [inLang(0), inLang(1)];
  const [sr, en] = paths;
  if (sr === undefined || en === undefined || pathnameOf(sr) !== pathnameOf(en)) return paths;
  return [withLanguageParam(sr, 0), withLanguageParam(en, 1)];
}
