/**
 * A listing counted from the listing index (listing-index.ts), as listing-summary.ts's statement and
 * productPage count it: its products marked (marked-listing.ts); each facet counted with every
 * selection but its own; the page in the sort's order. The rows are the statement's own
 * (listing-summary.ts summarises them either way). Facet values are counted by their numbers
 * (indexed-products.ts's Keys) in arrays.
 */
import type { IndexedShop, IndexSort } from './listing-index';
import { markListing, type IndexedQuery, type MarkedListing } from './marked-listing';

export type { IndexedQuery, IndexedSelection } from './marked-listing';

/** A row as listing-summary.ts's statement gives it (part 1: a brand's group, 2: a filter's value, 4: an option's value). */
export interface CountedRow {
  part: number;
  key: number | null;
  low: string | null;
  high: string | null;
  count: number;
  listed: number | null;
}

export interface CountedParts {
  total: boolean;
  brands: boolean;
  price: boolean;
  filters: boolean;
  options: boolean;
}

const lower = (a: string | undefined, b: string) => (a === undefined || b < a ? b : a);

/** The total, and the rows of the parts asked, as listing-summary.ts's statement groups them. */
export function countListing(shop: IndexedShop, query: IndexedQuery, parts: CountedParts): { total: number; rows: CountedRow[] } {
  const listing = markListing(shop, query);
  const rows: CountedRow[] = [];
  if (parts.total || parts.brands || parts.price) rows.push(...brandRows(listing));
  if (parts.filters) rows.push(...filterRows(shop, listing, query));
  if (parts.options) rows.push(...optionRows(shop, listing, query));
  return { total: listing.held.size, rows };
}

/** Per brand: its price bounds with its selection, its facet count without it, and how many the listing holds. */
function brandRows(listing: MarkedListing): CountedRow[] {
  const groups = new Map<number | null, { low: number | null; high: number | null; count: number; listed: number }>();
  listing.products.forEach((product, at) => {
    const group = groups.get(product.brand) ?? groups.set(product.brand, { low: null, high: null, count: 0, listed: 0 }).get(product.brand)!;
    if (listing.met[at] !== listing.full) return;
    const price = product.price;
    if (listing.inBrands[at] && price != null) {
      group.low = group.low == null ? price : Math.min(group.low, price);
      group.high = group.high == null ? price : Math.max(group.high, price);
    }
    if (listing.inPrice[at]) group.count += 1;
    if (listing.inBrands[at] && listing.inPrice[at]) group.listed += 1;
  });
  return [...groups].map(([key, group]) => ({ part: 1, key, low: group.low == null ? null : String(group.low), high: group.high == null ? null : String(group.high), count: group.count, listed: group.listed }));
}

/** Per number, the selections' bits that group owns (a filter of a selected name; an option of a selected name). */
function ownedBits(selections: IndexedQuery['selections'], owns: (selection: IndexedQuery['selections'][number]) => Iterable<number>): Map<number, number> {
  const bits = new Map<number, number>();
  selections.forEach((selection, bit) => {
    for (const owner of owns(selection)) bits.set(owner, (bits.get(owner) ?? 0) | (1 << bit));
  });
  return bits;
}

/** Per filter and folded value: the products with it, every selection applied but its own name's. */
function filterRows(shop: IndexedShop, listing: MarkedListing, query: IndexedQuery): CountedRow[] {
  const { lang } = query;
  const keys = shop.keys.specifications.values;
  const counts = new Uint32Array(keys.length);
  const values: (string | undefined)[] = [];
  const touched: number[] = [];
  // A product counts for a value of a selected name's filter whatever it has of that name.
  const own = ownedBits(query.selections, (selection) => selection.filterIds);
  listing.products.forEach((product, at) => {
    if (!listing.inBrands[at] || !listing.inPrice[at]) return;
    const met = listing.met[at]!;
    for (const specification of product.specifications) {
      const key = specification.key[lang];
      if (!specification.counted[lang] || (met !== listing.full && (met | (own.get(specification.filter) ?? 0)) !== listing.full)) continue;
      if (counts[key] === 0) touched.push(key);
      counts[key] = counts[key]! + 1;
      // Written one way by every product: nothing to compare.
      if (keys[key]!.only == null) values[key] = lower(values[key], specification.value[lang]);
    }
  });
  return touched.map((key) => ({ part: 2, key: keys[key]!.filter, low: keys[key]!.folded, high: values[key] ?? keys[key]!.only!, count: counts[key]!, listed: null }));
}

/** Per option name and value offered: the products offering it, every selection applied but its name's. */
function optionRows(shop: IndexedShop, listing: MarkedListing, query: IndexedQuery): CountedRow[] {
  const { lang } = query;
  const keys = shop.keys.optionValues.values;
  const counts = new Uint32Array(keys.length);
  const shown: { name: string; value: string; position: number; valuePosition: number; swatch: string | undefined }[] = [];
  const touched: number[] = [];
  // An option's values count whatever the product has of a selected option's name; other selections apply.
  const names = shop.keys.optionNames;
  const own = ownedBits(query.selections, (selection) => (selection.option ? [names.find(selection.key)] : []));
  listing.products.forEach((product, at) => {
    if (!listing.inBrands[at] || !listing.inPrice[at] || product.options.length === 0) return;
    const met = listing.met[at]!;
    for (const offered of product.options) {
      const key = offered.facet[lang];
      if (key < 0 || (met !== listing.full && (met | (own.get(offered.nameId[lang]) ?? 0)) !== listing.full)) continue;
      const seen = shown[key];
      counts[key] = counts[key]! + 1;
      if (!seen) {
        touched.push(key);
        shown[key] = { name: offered.name[lang], value: offered.value[lang], position: offered.optionPosition, valuePosition: offered.valuePosition, swatch: offered.swatch ?? undefined };
        continue;
      }
      seen.name = lower(seen.name, offered.name[lang]);
      seen.value = lower(seen.value, offered.value[lang]);
      seen.position = Math.min(seen.position, offered.optionPosition);
      seen.valuePosition = Math.min(seen.valuePosition, offered.valuePosition);
      if (offered.swatch != null) seen.swatch = lower(seen.swatch, offered.swatch);
    }
  });
  return touched.map((key) => {
    const value = shown[key]!;
    return {
      part: 4,
      key: null,
      low: JSON.stringify([keys[key]!.nameKey, keys[key]!.valueKey]),
      high: JSON.stringify([value.name, value.value, value.position, value.valuePosition, value.swatch ?? null]),
      count: counts[key]!,
      listed: null,
    };
  });
}

/** One page of the listing's products (every selection met), in the sort's order. */
export async function pageOfListing(shop: IndexedShop, query: IndexedQuery, sort: IndexSort, page: { number: number; size: number }): Promise<number[]> {
  const { held } = markListing(shop, query);
  // Ids asked for (the wishlist) come in their order, each once.
  const order = query.ids && sort === 'RELEVANCE' ? [...new Set(query.ids)].flatMap((id) => shop.products.get(id) ?? []) : await shop.ordered(sort, query.lang);
  const from = (page.number - 1) * page.size;
  const ids: number[] = [];
  let seen = 0;
  for (const product of order) {
    if (!held.has(product.id)) continue;
    if (seen++ < from) continue;
    ids.push(product.id);
    if (ids.length === page.size) break;
  }
  return ids;
}
