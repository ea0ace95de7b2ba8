import type { LanguageId } from '../i18n/languages';
import { routeOf, type StaticScreen } from './route-table';

/** A screen's path parameters: one segment, or several (a category path). */
export type RouteParams = Readonly<Record<string, string | readonly string[] | undefined>>;

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
export function pagePath(page: { slug: string }, categories: readonly string[] = []): string {
  return joinPath([page.slug, ...categories]);
}
