import type { LanguageId } from '../../../shared/i18n/languages';
import { pagePath, pathFor, type RouteParams } from '../../../shared/routing/build-path';
import { SHOP_CATEGORIES_PARAM, routeOf, type ParamSpec, type StaticScreen } from '../../../shared/routing/route-table';
import type { PageLink, RouteMatch } from './match-route';

const isEmpty = (value: RouteParams[string]) => value === undefined || value.length === 0;
/** A translated value with no word in a language ('' where the entity is not named there). */
const isMissing = (value: RouteParams[string]) => isEmpty(value) || (Array.isArray(value) && value.some((segment) => segment === ''));

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
    if (isMissing(value)) return null;
    translated[spec.name] = value;
  }
  return translated;
}

/**
 * The path of the same screen in another language: static segments translated, a CMS page found by
 * id among that language's pages (GetPages asked in that language), and every segment that names
 * an entity (category path, product, brand, post slug) as the screen gives it in that language
 * (`paramsInLang`, from useAlternateParams). Anything else goes to that language's home. Undefined
 * while the pages or the screen's entities the answer needs are not loaded, and where the page or
 * entity has no version in that language (a page missing from its pages, a slug given as ''): the
 * switch then leads to nearestPathIn's page, and the head names no alternate there.
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
      if (!page) return undefined;
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

/** Where a screen's kind of content is listed: the nearest page in a language without this one. */
const NEAREST: Partial<Record<StaticScreen, StaticScreen>> = { post: 'blog', product: 'shop', shop: 'shop', brand: 'brands' };

/**
 * The language switch's target where this page has no address in that language (yet): a post
 * written in one language only leads to the other's blog list, a product or category to its shop,
 * a brand to its brands, a CMS page and anything else to its home.
 */
export function nearestPathIn(match: RouteMatch, lang: LanguageId): string {
  return pathFor((match.kind === 'static' && NEAREST[match.screen]) || 'home', lang);
}
