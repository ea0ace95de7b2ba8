import type { LanguageId } from '../../../shared/languages';
import { pagePath, pathFor, type RouteParams } from '../../../shared/routing/build-path';
import { SHOP_CATEGORIES_PARAM, routeOf, type ParamSpec } from '../../../shared/routing/route-table';
import type { PageLink, RouteMatch } from './match-route';

const isEmpty = (value: RouteParams[string]) => value === undefined || value.length === 0;

/**
 * The parameters in another language: those that are words of the path's language (slugs, a
 * category path) taken from `inLang`, what the screen says they are there; null while it has not
 * said so for one the path carries.
 */
function paramsIn(specs: readonly ParamSpec[], params: RouteParams, inLang: RouteParams | undefined): RouteParams | null {
  const translated: Record<string, RouteParams[string]> = { ...params };
  for (const spec of specs) {
    if (!spec.translated || isEmpty(params[spec.name])) continue;
    const value = inLang?.[spec.name];
    if (isEmpty(value)) return null;
    translated[spec.name] = value;
  }
  return translated;
}

/**
 * The path of the same screen in another language: static segments translated, a CMS page found by
 * id among that language's pages (GetPages asked in that language), and every segment that names
 * an entity (category path, product, brand, post slug) as the screen gives it in that language
 * (`paramsInLang`, from useAlternateParams). Anything else goes to that language's home. Undefined
 * while the pages or the screen's entities the answer needs are not loaded.
 */
export function translatePath(
  match: RouteMatch,
  lang: LanguageId,
  pagesOfLang: readonly PageLink[] | undefined,
  paramsInLang?: RouteParams,
): string | undefined {
  switch (match.kind) {
    case 'static': {
      const params = paramsIn(routeOf(match.screen).params, match.params, paramsInLang);
      return params ? pathFor(match.screen, lang, params) : undefined;
    }
    case 'page': {
      if (!pagesOfLang) return undefined;
      const page = pagesOfLang.find((candidate) => candidate.id === match.page.id && candidate.active);
      if (!page) return pathFor('home', lang);
      const params = paramsIn([SHOP_CATEGORIES_PARAM], match.params, paramsInLang);
      const categories = params?.categories;
      return params ? pagePath(page, typeof categories === 'string' ? [categories] : categories) : undefined;
    }
    case 'admin':
    case 'pending':
    case 'notFound':
      return pathFor('home', lang);
  }
}
