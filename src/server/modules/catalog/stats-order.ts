/** The admin's catalogue lists in a statistics order. */
import { pickAny } from '../../lib/translate';

export type StatsOrder = 'NAME' | 'VIEWS' | 'WISHLIST' | 'PRODUCTS' | 'NEWEST';

/** Names compared as the language sorts them, numbers by value ("Frižideri 2" before "Frižideri 10"). */
export const collatorFor = (lang: number) => new Intl.Collator(lang === 1 ? 'en' : 'sr-Latn', { numeric: true, sensitivity: 'base' });

/**
 * A list in the order asked for: NAME A to Z, VIEWS, WISHLIST and PRODUCTS most first (then by
 * name), NEWEST by `newest`; no order keeps the list's own. Each row's count is taken once.
 */
export function orderStats<T extends { id: number; names: readonly string[] }>(
  lang: number,
  list: T[],
  order: StatsOrder | null | undefined,
  counters: { views: (row: T) => number; wishlist: (row: T) => number; products: (row: T) => number },
  newest: (a: T, b: T) => number,
): T[] {
  const collator = collatorFor(lang);
  const byName = (a: T, b: T) => collator.compare(pickAny(a.names, lang), pickAny(b.names, lang));
  const by = (count: (row: T) => number) => {
    const cache = new Map(list.map((row) => [row.id, count(row)]));
    return [...list].sort((a, b) => cache.get(b.id)! - cache.get(a.id)! || byName(a, b));
  };
  switch (order) {
    case 'NAME':
      return [...list].sort(byName);
    case 'VIEWS':
      return by(counters.views);
    case 'WISHLIST':
      return by(counters.wishlist);
    case 'PRODUCTS':
      return by(counters.products);
    case 'NEWEST':
      return [...list].sort(newest);
    default:
      return list;
  }
}
