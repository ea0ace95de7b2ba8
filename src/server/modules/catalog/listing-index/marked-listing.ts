/**
 * A listing's products in the listing index (listing-index.ts), each marked with which of the
 * listing's brands, price bounds and selections by name it meets: what its page, total and facets
 * are counted from (count-listing.ts). Marked once per listing asked, whichever of the page and the
 * facets asks first, in arrays rather than an object per product (a shop listing marks every product).
 */
import type { IndexedProduct } from './indexed-products';
import type { IndexedShop } from './listing-index';
import { isShown, WINDOWED, type ShopColumns } from './shop-columns';

/** A selection by name (filter-facets.ts's NameSelection), as the index matches it. */
export interface IndexedSelection {
  key: string;
  filterIds: ReadonlySet<number>;
  /** Set when a product option has this name: an offered value of it matches too. */
  option: boolean;
  /** Folded values. */
  values: ReadonlySet<string>;
}

/** What a listing selects, in the index's terms (listing.ts builds it beside its SQL). */
export interface IndexedQuery {
  lang: 0 | 1;
  /** The products shown now (active and inside their window). */
  now: Date;
  /** The category's subtree, or null for the whole shop. */
  categories: readonly number[] | null;
  ids: readonly number[] | null;
  /** The rest of its scope: a group's shop template, a special listing. */
  where: readonly ((product: IndexedProduct) => boolean)[];
  brands: ReadonlySet<number> | null;
  /** RSD bounds: price ≥ low and price < high (listing-price.ts). */
  price: { low: number | null; high: number | null } | null;
  selections: readonly IndexedSelection[];
}

/** Selections a listing may make and the index count: each is a bit of a number. */
export const MOST_INDEXED_SELECTIONS = 30;

export interface MarkedListing {
  /** The columns it was marked on (a later write lays out new ones: the page and facets of this listing use these). */
  columns: ShopColumns;
  /** Its scope: the slots of the shown products every selection but brands, filters and price bounds leaves, ascending. */
  slots: Int32Array;
  /** Per slot of `slots` (by its place there), whether it meets the brands and the price bounds. */
  inBrands: Uint8Array;
  inPrice: Uint8Array;
  /** Per slot of `slots`, a bit per selection it meets. */
  met: Uint32Array;
  /** Every selection's bit. */
  full: number;
  /** Per slot of the columns, 1 where the product meets everything. */
  held: Uint8Array;
  total: number;
}

/** When a display window next opens or closes after `time` (both ends are inclusive), or Infinity. */
function nextEdge(window: IndexedProduct['window'], time: number): number {
  const from = window.active_from ? new Date(window.active_from).getTime() : null;
  const to = window.active_to ? new Date(window.active_to).getTime() + 1 : null;
  return Math.min(from !== null && from > time ? from : Infinity, to !== null && to > time ? to : Infinity);
}

/**
 * A category's or the whole shop's slots, per laid-out products (their `shown` column: a sold-out
 * size lays out what products offer again, not this), as last worked out: reused until a display
 * window among them opens or closes. Every size selling out counts the option facets of a hundred
 * listings of the same few scopes again.
 */
const scopes = new WeakMap<Uint8Array, Map<string, { slots: Int32Array; from: number; until: number }>>();

function keptScopeOf(columns: ShopColumns, query: IndexedQuery): Int32Array {
  if (query.ids || query.where.length > 0) return scopeOf(columns, query).slots;
  const key = query.categories ? query.categories.join(',') : '';
  const time = query.now.getTime();
  let kept = scopes.get(columns.shown);
  if (!kept) scopes.set(columns.shown, (kept = new Map()));
  const found = kept.get(key);
  if (found && time >= found.from && time < found.until) return found.slots;
  const { slots, until } = scopeOf(columns, query);
  kept.set(key, { slots, from: time, until });
  return slots;
}

/** The listing's slots before brands, filters and price bounds, and when a display window among them next opens or closes. */
function scopeOf(columns: ShopColumns, query: IndexedQuery): { slots: Int32Array; until: number } {
  const { products } = columns;
  let among: Int32Array;
  if (query.ids) {
    among = new Int32Array([...new Set(query.ids.flatMap((id) => columns.slotOf.get(id) ?? []))]).sort();
  } else if (query.categories) {
    // A product linked to two of the categories once.
    const linked = new Uint8Array(products.length);
    for (const category of query.categories) for (const slot of columns.inCategory.get(category) ?? []) linked[slot] = 1;
    among = new Int32Array(linked.reduce((sum, flag) => sum + flag, 0));
    let at = 0;
    linked.forEach((flag, slot) => {
      if (flag) among[at++] = slot;
    });
  } else {
    among = columns.orders.get('RELEVANCE')!;
  }
  const found = new Int32Array(among.length);
  let count = 0;
  let until = Infinity;
  const time = query.now.getTime();
  const narrowed = query.where.length > 0 || (query.categories && query.ids);
  for (const slot of among) {
    if (columns.shown[slot] === WINDOWED) until = Math.min(until, nextEdge(products[slot]!.window, time));
    if (!isShown(columns, slot, query.now)) continue;
    if (narrowed) {
      const product = products[slot]!;
      if (query.categories && query.ids && !query.categories.some((category) => product.categories.includes(category))) continue;
      if (!query.where.every((test) => test(product))) continue;
    }
    found[count++] = slot;
  }
  return { slots: found.subarray(0, count), until };
}

/**
 * Per numbered filter value and option value (indexed-products.ts's Keys), the bits of the selections
 * it meets: worked out once per listing over the shop's few hundred values, so a product's
 * selections are an OR over its values' numbers.
 */
function selectionBits(shop: IndexedShop, selections: readonly IndexedSelection[]) {
  const specifications = new Uint32Array(shop.keys.specifications.values.length);
  shop.keys.specifications.values.forEach(({ filter, folded }, key) => {
    selections.forEach((selection, bit) => {
      if (selection.filterIds.has(filter) && selection.values.has(folded)) specifications[key]! |= 1 << bit;
    });
  });
  const options = new Uint32Array(shop.keys.optionValues.values.length);
  shop.keys.optionValues.values.forEach(({ nameKey, valueKey }, key) => {
    selections.forEach((selection, bit) => {
      if (selection.option && selection.key === nameKey && selection.values.has(valueKey)) options[key]! |= 1 << bit;
    });
  });
  return { specifications, options };
}

/** The bits of the selections the product in the slot meets: a filter's value of that name, or an offered value of that option name. */
function selectionsMet(columns: ShopColumns, slot: number, bits: ReturnType<typeof selectionBits>, lang: 0 | 1): number {
  let met = 0;
  const specifications = columns.specificationKeys[lang];
  for (let line = columns.specificationStart[slot]!; line < columns.specificationStart[slot + 1]!; line += 1) {
    const key = specifications[line]!;
    met |= bits.specifications[key < 0 ? -1 - key : key]!;
  }
  const offers = columns.offerKeys[lang];
  for (let line = columns.offerStart[slot]!; line < columns.offerStart[slot + 1]!; line += 1) if (offers[line]! >= 0) met |= bits.options[offers[line]!]!;
  return met;
}

const marked = new WeakMap<IndexedQuery, MarkedListing>();

/** The listing's products marked (once per query: the page and the facets share it). */
export function markListing(shop: IndexedShop, query: IndexedQuery): MarkedListing {
  const known = marked.get(query);
  if (known) return known;
  const columns = shop.columns();
  const slots = keptScopeOf(columns, query);
  const { brands, price, selections, lang } = query;
  const inBrands = new Uint8Array(slots.length);
  const inPrice = new Uint8Array(slots.length);
  const met = new Uint32Array(slots.length);
  const full = 2 ** selections.length - 1;
  const held = new Uint8Array(columns.products.length);
  let total = 0;
  const bits = selections.length ? selectionBits(shop, selections) : null;
  const brandIn = brands ? new Uint8Array(columns.brands.map((brand) => (brand != null && brands.has(brand) ? 1 : 0))) : null;
  const low = price?.low ?? -Infinity;
  const high = price?.high ?? Infinity;
  const prices = columns.price;
  const brandOf = columns.brand;
  for (let at = 0; at < slots.length; at += 1) {
    const slot = slots[at]!;
    // No price (NaN) is outside any bounds.
    const inside = !price || (prices[slot]! >= low && prices[slot]! < high);
    inBrands[at] = !brandIn || brandIn[brandOf[slot]!] ? 1 : 0;
    inPrice[at] = inside ? 1 : 0;
    met[at] = bits ? selectionsMet(columns, slot, bits, lang) : 0;
    if (inBrands[at] && inside && met[at] === full) {
      held[slot] = 1;
      total += 1;
    }
  }
  const listing = { columns, slots, inBrands, inPrice, met, full, held, total };
  marked.set(query, listing);
  return listing;
}
