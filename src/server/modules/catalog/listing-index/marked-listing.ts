/**
 * A listing's products in the listing index (listing-index.ts), each marked with which of the
 * listing's brands, price bounds and selections by name it meets: what its page, total and facets
 * are counted from (count-listing.ts). Marked once per listing asked, whichever of the page and the
 * facets asks first, in arrays rather than an object per product (a shop listing marks every product).
 */
import { isProductVisible } from '../../../../shared/rules/product-state';
import type { IndexedProduct } from './indexed-products';
import type { IndexedShop } from './listing-index';

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
  /** Its scope: the shown products every selection but brands, filters and price bounds leaves. */
  products: readonly IndexedProduct[];
  inBrands: Uint8Array;
  inPrice: Uint8Array;
  /** Per product, a bit per selection it meets. */
  met: Uint32Array;
  /** Every selection's bit. */
  full: number;
  /** The ids of the products meeting everything (ids: a product read again while a page awaits its order is the same product). */
  held: ReadonlySet<number>;
}

/** The listing's products before brands, filters and price bounds. */
function scopeOf(shop: IndexedShop, query: IndexedQuery): IndexedProduct[] {
  const ids = query.ids ? new Set(query.ids) : null;
  let among: Iterable<IndexedProduct> = shop.products.values();
  if (query.categories) {
    // A product linked to two of the categories once.
    const linked = new Map<number, IndexedProduct>();
    for (const category of query.categories) for (const product of shop.inCategory(category)) linked.set(product.id, product);
    among = linked.values();
  }
  const found: IndexedProduct[] = [];
  for (const product of among) {
    if (!isProductVisible(product.window, query.now) || (ids && !ids.has(product.id))) continue;
    if (query.where.length && !query.where.every((test) => test(product))) continue;
    found.push(product);
  }
  return found;
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

/** The bits of the selections the product meets: a filter's value of that name, or an offered value of that option name. */
function selectionsMet(product: IndexedProduct, bits: ReturnType<typeof selectionBits>, lang: 0 | 1): number {
  let met = 0;
  for (const specification of product.specifications) met |= bits.specifications[specification.key[lang]]!;
  for (const offered of product.options) if (offered.facet[lang] >= 0) met |= bits.options[offered.facet[lang]]!;
  return met;
}

const marked = new WeakMap<IndexedQuery, MarkedListing>();

/** The listing's products marked (once per query: the page and the facets share it). */
export function markListing(shop: IndexedShop, query: IndexedQuery): MarkedListing {
  const known = marked.get(query);
  if (known) return known;
  const products = scopeOf(shop, query);
  const { brands, price, selections, lang } = query;
  const inBrands = new Uint8Array(products.length);
  const inPrice = new Uint8Array(products.length);
  const met = new Uint32Array(products.length);
  const full = 2 ** selections.length - 1;
  const held = new Set<number>();
  const bits = selections.length ? selectionBits(shop, selections) : null;
  products.forEach((product, at) => {
    inBrands[at] = !brands || (product.brand != null && brands.has(product.brand)) ? 1 : 0;
    inPrice[at] = !price || (product.price != null && (price.low == null || product.price >= price.low) && (price.high == null || product.price < price.high)) ? 1 : 0;
    met[at] = bits ? selectionsMet(product, bits, lang) : 0;
    if (inBrands[at] && inPrice[at] && met[at] === full) held.add(product.id);
  });
  const listing = { products, inBrands, inPrice, met, full, held };
  marked.set(query, listing);
  return listing;
}
