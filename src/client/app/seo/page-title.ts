import { SHOP_QUERY_PARAMS } from '../../../shared/catalog/filter-query';
import { fillPlaceholders } from '../../../shared/i18n/translate-with';
import { PAGED_TITLE } from '../../../shared/i18n/page-title-texts';
import type { LanguageId } from '../../../shared/i18n/languages';

/** The shop's name where the settings give none. */
export const DEFAULT_SHOP_NAME = 'Izlog';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A page's title ending with the shop's name: "Brendovi | Izlog". A title that already ends with it
 * stays as it is, and so does one that begins with it ("Izlog – elektronika …", a home page's
 * usual title): a name said twice reads as a mistake.
 */
export function withShopName(title: string | null | undefined, shopName: string | null | undefined): string | undefined {
  const text = title?.trim();
  const name = shopName?.trim();
  if (!text) return name || undefined;
  if (!name) return text;
  const named = new RegExp(`(^${escapeRegExp(name)}\\s*[–—|:-]|[–—|:-]\\s*${escapeRegExp(name)}$)`, 'iu');
  return text.toLowerCase() === name.toLowerCase() || named.test(text) ? text : `${text} | ${name}`;
}

/** The title of a page of a paged list: the first page's as it is, a later one's with its number. */
export function pagedTitle(title: string | null | undefined, page: number | undefined, lang: LanguageId): string | null | undefined {
  if (!title || !page || page <= 1) return title;
  return fillPlaceholders(PAGED_TITLE[lang], { title, page });
}

/**
 * A page's canonical address with its page when it is not the first, so a crawler keeps every page
 * of a list. The address comes without the shopper's choices (filters, sort: the same products in
 * another order or fewer of them); what else it names is kept.
 */
export function pagedCanonical(address: string, page: number | undefined): string {
  const [path, query = ''] = address.split('#')[0]!.split('?');
  const params = new URLSearchParams(query);
  // The page's parameter is the same word in both languages.
  const name = SHOP_QUERY_PARAMS.page[0];
  params.delete(name);
  if (page && page > 1) params.set(name, String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path!;
}
