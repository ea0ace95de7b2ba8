import { PAGE_TYPE_SHOP } from '../../../shared/constants';
import type { LanguageId } from '../../../shared/i18n/languages';
import type { RouteParams } from '../../../shared/routing/build-path';
import { ADMIN_ROOT, ROUTE_TABLE, SHOP_CATEGORY_LEVELS, isLanguageNeutral, type ParamSpec, type StaticScreen } from '../../../shared/routing/route-table';

/** What GetPages tells about a page, as far as routes care. */
export interface PageLink {
  id: string;
  slug: string;
  /** The schema's PageType ('PAGE' | 'SHOP') or the spec's number (2 = shop template). */
  type: string | number;
  active: boolean;
}

/** Pages by language index; undefined while a language's list is still loading. */
export type PagesByLang = readonly [readonly PageLink[] | undefined, readonly PageLink[] | undefined];

export type RouteMatch =
  | { kind: 'static'; screen: StaticScreen; lang: LanguageId; params: RouteParams }
  | { kind: 'page'; page: PageLink; lang: LanguageId; shop: boolean; params: { categories: readonly string[] } }
  | { kind: 'admin' }
  /** The path may be a CMS page of a language whose pages have not loaded yet. */
  | { kind: 'pending'; lang: LanguageId }
  | { kind: 'notFound'; lang: LanguageId };

export function pathSegments(pathname: string): string[] {
  return pathname
    .split(/[?#]/)[0]!
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

/** Fills the parameters from the segments left after the static ones; null when they do not fit. */
export function matchParams(specs: readonly ParamSpec[], segments: readonly string[]): Record<string, string | string[]> | null {
  const [spec, ...rest] = specs;
  if (!spec) return segments.length === 0 ? {} : null;
  if (spec.kind === 'many') {
    // Longest first, so optional parameters after it stay empty only when they must.
    for (let count = Math.min(spec.max, segments.length); count >= 0; count -= 1) {
      const tail = matchParams(rest, segments.slice(count));
      if (tail) return { [spec.name]: segments.slice(0, count), ...tail };
    }
    return null;
  }
  if (segments.length > 0) {
    const tail = matchParams(rest, segments.slice(1));
    if (tail) return { [spec.name]: segments[0]!, ...tail };
  }
  if (spec.optional) return matchParams(rest, segments);
  return null;
}

const isShopPage = (page: PageLink) => page.type === 'SHOP' || page.type === PAGE_TYPE_SHOP;

const otherLang = (lang: LanguageId): LanguageId => (lang === 0 ? 1 : 0);

/** The language whose route names start a path (/shop/… is English even where nothing matches), if only one's do. */
function langOfFirstSegment(first: string | undefined): LanguageId | undefined {
  const names = ([0, 1] as const).filter((lang) => ROUTE_TABLE.some((spec) => spec.segments[lang][0] === first));
  return names.length === 1 ? names[0] : undefined;
}

/**
 * Which screen a path shows, and in which language. `currentLang` decides paths that are the same in
 * both languages and is tried first for page slugs.
 */
export function matchRoute(pathname: string, pages: PagesByLang, currentLang: LanguageId): RouteMatch {
  const segments = pathSegments(pathname);
  if (segments[0] === ADMIN_ROOT) return { kind: 'admin' };
  const langs = [currentLang, otherLang(currentLang)] as const;

  for (const spec of ROUTE_TABLE) {
    for (const lang of langs) {
      const staticSegments = spec.segments[lang];
      if (!staticSegments.every((segment, index) => segments[index] === segment)) continue;
      const params = matchParams(spec.params, segments.slice(staticSegments.length));
      if (params) return { kind: 'static', screen: spec.screen, lang: isLanguageNeutral(spec) ? currentLang : lang, params };
    }
  }

  const [first, ...rest] = segments;
  if (first !== undefined) {
    for (const lang of langs) {
      const page = pages[lang]?.find((candidate) => candidate.active && candidate.slug !== '' && candidate.slug === first);
      if (!page) continue;
      const shop = isShopPage(page);
      if (rest.length === 0 || (shop && rest.length <= SHOP_CATEGORY_LEVELS)) {
        return { kind: 'page', page, lang, shop, params: { categories: rest } };
      }
    }
    if (langs.some((lang) => pages[lang] === undefined)) return { kind: 'pending', lang: currentLang };
  }
  return { kind: 'notFound', lang: langOfFirstSegment(first) ?? currentLang };
}
