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
  return { total: listing.total, rows };
}

/** Per brand: its price bounds with its selection, its facet count without it, and how many the listing holds. */
function brandRows(listing: MarkedListing): CountedRow[] {
  const { columns, slots, met, full, inBrands, inPrice } = listing;
  const brands = columns.brands.length;
  const low = new Float64Array(brands).fill(Infinity);
  const high = new Float64Array(brands).fill(-Infinity);
  const count = new Uint32Array(brands);
  const listed = new Uint32Array(brands);
  const seen = new Uint8Array(brands);
  for (let at = 0; at < slots.length; at += 1) {
    const slot = slots[at]!;
    const brand = columns.brand[slot]!;
    seen[brand] = 1;
    if (met[at] !== full) continue;
    const price = columns.price[slot]!;
    // No price (NaN) changes neither bound.
    if (inBrands[at] && price < low[brand]!) low[brand] = price;
    if (inBrands[at] && price > high[brand]!) high[brand] = price;
    if (inPrice[at]) count[brand] = count[brand]! + 1;
    if (inBrands[at] && inPrice[at]) listed[brand] = listed[brand]! + 1;
  }
  const rows: CountedRow[] = [];
  seen.forEach((flag, brand) => {
    if (!flag) return;
    const priced = low[brand]! <= high[brand]!;
    rows.push({ part: 1, key: columns.brands[brand]!, low: priced ? String(low[brand]) : null, high: priced ? String(high[brand]) : null, count: count[brand]!, listed: listed[brand]! });
  });
  return rows;
}

/** Per key, the bits of the selections its group owns (its filter's or option name's, when selected): a product counts for it whatever it has of that name. */
function ownedBits<T>(keys: readonly T[], selections: IndexedQuery['selections'], owns: (selection: IndexedQuery['selections'][number], key: T) => boolean): Uint32Array {
  const bits = new Uint32Array(keys.length);
  if (selections.length === 0) return bits;
  keys.forEach((key, at) => {
    selections.forEach((selection, bit) => {
      if (owns(selection, key)) bits[at]! |= 1 << bit;
    });
  });
  return bits;
}

/** Per filter and folded value: the products with it, every selection applied but its own name's. */
function filterRows(shop: IndexedShop, listing: MarkedListing, query: IndexedQuery): CountedRow[] {
  const { lang } = query;
  const keys = shop.keys.specifications.values;
  const counts = new Uint32Array(keys.length);
  const values: (string | undefined)[] = [];
  const own = ownedBits(keys, query.selections, (selection, key) => selection.filterIds.has(key.filter));
  // Written one way by every product: nothing to compare.
  const mixed = new Uint8Array(keys.map((key) => (key.only == null ? 1 : 0)));
  const { columns, slots, full, met, inBrands, inPrice } = listing;
  const start = columns.specificationStart;
  const lines = columns.specificationKeys[lang];
  for (let at = 0; at < slots.length; at += 1) {
    if (!inBrands[at] || !inPrice[at]) continue;
    const slot = slots[at]!;
    const productMet = met[at]!;
    for (let line = start[slot]!; line < start[slot + 1]!; line += 1) {
      const key = lines[line]!;
      if (key < 0 || (productMet !== full && (productMet | own[key]!) !== full)) continue;
      counts[key] = counts[key]! + 1;
      if (mixed[key]) values[key] = lower(values[key], columns.specificationValues[lang][line]!);
    }
  }
  const rows: CountedRow[] = [];
  counts.forEach((count, key) => {
    if (count > 0) rows.push({ part: 2, key: keys[key]!.filter, low: keys[key]!.folded, high: values[key] ?? keys[key]!.only!, count, listed: null });
  });
  return rows;
}

/** Per option name and value offered: the products offering it, every selection applied but its name's. */
function optionRows(shop: IndexedShop, listing: MarkedListing, query: IndexedQuery): CountedRow[] {
  const { lang } = query;
  const keys = shop.keys.optionValues.values;
  const counts = new Uint32Array(keys.length);
  const shown: { name: string; value: string; position: number; valuePosition: number; swatch: string | undefined }[] = [];
  // An option's values count whatever the product has of a selected option's name; other selections apply.
  const own = ownedBits(shop.keys.optionNames.values, query.selections, (selection, name) => selection.option && selection.key === name);
  const { columns, slots, full, met, inBrands, inPrice } = listing;
  const start = columns.offerStart;
  const facets = columns.offerKeys[lang];
  const names = columns.offerNames[lang];
  for (let at = 0; at < slots.length; at += 1) {
    const slot = slots[at]!;
    if (!inBrands[at] || !inPrice[at] || start[slot] === start[slot + 1]) continue;
    const productMet = met[at]!;
    for (let line = start[slot]!; line < start[slot + 1]!; line += 1) {
      const key = facets[line]!;
      if (key < 0 || (productMet !== full && (productMet | own[names[line]!]!) !== full)) continue;
      counts[key] = counts[key]! + 1;
      const offered = columns.offers[line]!;
      const seen = shown[key];
      if (!seen) {
        shown[key] = { name: offered.name[lang], value: offered.value[lang], position: offered.optionPosition, valuePosition: offered.valuePosition, swatch: offered.swatch ?? undefined };
        continue;
      }
      seen.name = lower(seen.name, offered.name[lang]);
      seen.value = lower(seen.value, offered.value[lang]);
      seen.position = Math.min(seen.position, offered.optionPosition);
      seen.valuePosition = Math.min(seen.valuePosition, offered.valuePosition);
      if (offered.swatch != null) seen.swatch = lower(seen.swatch, offered.swatch);
    }
  }
  const rows: CountedRow[] = [];
  counts.forEach((count, key) => {
    if (count === 0) return;
    const value = shown[key]!;
    rows.push({
      part: 4,
      key: null,
      low: JSON.stringify([keys[key]!.nameKey, keys[key]!.valueKey]),
      high: JSON.stringify([value.name, value.value, value.position, value.valuePosition, value.swatch ?? null]),
      count,
      listed: null,
    });
  });
  return rows;
}

/** One page of the listing's products (every selection met), in the sort's order. */
export async function pageOfListing(shop: IndexedShop, query: IndexedQuery, sort: IndexSort, page: { number: number; size: number }): Promise<number[]> {
  const { columns, held } = markListing(shop, query);
  const from = (page.number - 1) * page.size;
  const ids: number[] = [];
  let seen = 0;
  const take = (slot: number | undefined) => {
    if (slot === undefined || !held[slot] || seen++ < from) return false;
    ids.push(columns.products[slot]!.id);
    return ids.length === page.size;
  };
  if (query.ids && sort === 'RELEVANCE') {
    // Ids asked for (the wishlist) come in their order, each once.
    for (const id of new Set(query.ids)) if (take(columns.slotOf.get(id))) break;
  } else if (sort === 'NAME') {
    // Read by id: a write while the names are read lays out other columns; this page is of these.
    for (const id of await shop.nameOrder(query.lang)) if (take(columns.slotOf.get(id))) break;
  } else {
    for (const slot of columns.orders.get(sort)!) if (take(slot)) break;
  }
  return ids;
}
