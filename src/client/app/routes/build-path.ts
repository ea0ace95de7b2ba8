import type { LanguageId } from '../../../shared/languages';
import type { PageLink, RouteMatch, RouteParams } from './match-route';
import { routeOf, type StaticScreen } from './route-table';

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

/**
 * The path of the same screen in another language: static segments translated, a CMS page found by
 * id among that language's pages (GetPages asked in that language). Anything else goes to that
 * language's home. Undefined while the pages the answer needs are not loaded.
 */
export function translatePath(match: RouteMatch, lang: LanguageId, pagesOfLang: readonly PageLink[] | undefined): string | undefined {
  switch (match.kind) {
    case 'static':
      return pathFor(match.screen, lang, match.params);
    case 'page': {
      if (!pagesOfLang) return undefined;
      const page = pagesOfLang.find((candidate) => candidate.id === match.page.id && candidate.active);
      return page ? pagePath(page, match.params.categories) : pathFor('home', lang);
    }
    case 'admin':
    case 'pending':
    case 'notFound':
      return pathFor('home', lang);
  }
}
