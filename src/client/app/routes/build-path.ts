import type { LanguageId } from '../../../shared/languages';
import type { PageLink, RouteMatch, RouteParams } from './match-route';
import { SHOP_CATEGORIES_PARAM, routeOf, type ParamSpec, type StaticScreen } from './route-table';

function joinPath(segments: readonly string[]): string {
  return `/${segments.filter((segment) => segment !== '').map(encodeURIComponent).join('/')}`;
}

/** A screen's path in a language: pathFor('product', 1, { categories: ['phones'], id: '5', slug: 'x' }) → /product/phones/5/x. */
export function pathFor(screen: StaticScreen, lang: LanguageId, params: RouteParams = {}): string {
  const spec = routeOf(screen);
  const segments: string[] = [...spec.segments[lang]];
  for (const param of spec.params) {
    const value = params[param.name];
    if (value === undefined) continue;
    if (typeof value === 'string') segments.push(value);
    else segments.push(...value.slice(0, param.kind === 'many' ? param.max : 1));
  }
  return joinPath(segments);
}

/** A CMS page's path: its slug, then (shop templates) the category path. */
export function pagePath(page: Pick<PageLink, 'slug'>, categories: readonly string[] = []): string {
  return joinPath([page.slug, ...categories]);
}

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
