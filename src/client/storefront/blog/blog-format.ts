import { SHOP_QUERY_PARAMS } from '../../../shared/filter-query';
import type { LanguageId } from '../../../shared/languages';

/** Posts on one page of the blog list: two rows of four on a desktop. */
export const BLOG_POSTS_PER_PAGE = 8;

/** Locales dates are written in, by language index. */
const DATE_LOCALES: Record<LanguageId, string> = { 0: 'sr-Latn-RS', 1: 'en-GB' };

/** A post's publication day as its readers write dates: "5. decembar 2025." / "5 December 2025"; empty for a bad date. */
export function formatPostDate(iso: string, lang: LanguageId): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(DATE_LOCALES[lang], { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

/** The list page in a query string (the shop's page parameter); 1 for anything that is not a whole number above 0. */
export function blogPageFrom(search: string, lang: LanguageId): number {
  const value = new URLSearchParams(search).get(SHOP_QUERY_PARAMS.page[lang]);
  const page = value !== null && /^\d+$/.test(value) ? Number(value) : 1;
  return page >= 1 ? page : 1;
}

/** The query string of a list page, empty for the first. */
export function blogPageSearch(page: number, lang: LanguageId): string {
  return page > 1 ? `?${SHOP_QUERY_PARAMS.page[lang]}=${page}` : '';
}

/** An image address as link previews need it: absolute. */
export function absoluteUrl(url: string | null | undefined, origin: string): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, origin).href;
  } catch {
    return undefined;
  }
}
