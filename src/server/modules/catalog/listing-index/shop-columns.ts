/**
 * The listing index's products laid out as columns: each product a slot (its place in the shop's
 * own order: position, then id), and what listings select and count by (brand, price, filter values,
 * option values offered) in typed arrays over the slots. Counting a listing then reads numbers in
 * sequence instead of following each product's objects: the shop listing of 10,000 products took
 * 4.4 ms to count from the objects (issue 22), most of it waiting on memory.
 *
 * Built when a listing first asks after a product's write (listing-index.ts); never changed after.
 */
import { isProductVisible } from '../../../../shared/rules/product-state';
import type { IndexedOptionValue, IndexedProduct } from './indexed-products';

/** The sorts a page is ordered by without the database (NAME: indexed-listing.ts reads the names' order). */
export type ColumnSort = 'RELEVANCE' | 'PRICE_ASC' | 'PRICE_DESC' | 'NEWEST';

/** Per language ([Serbian, English]). */
type PerLanguage<T> = readonly [T, T];

export interface ShopColumns {
  /** The product in each slot. */
  products: readonly IndexedProduct[];
  slotOf: ReadonlyMap<number, number>;
  /**
   * Per slot, whether it is shown whatever the time: 1 shown, 0 not, 2 when its display window
   * decides (isProductVisible then asks the time).
   */
  shown: Uint8Array;
  /** Per slot, its brand's number in `brands` (0: none). */
  brand: Uint32Array;
  /** The brands' ids by number; [0] is null, no brand. */
  brands: readonly (number | null)[];
  /** Per slot, process_price in RSD; NaN where it has none. */
  price: Float64Array;
  /** Per slot, where its filter values lie in the lines below: from specificationStart[slot] to specificationStart[slot + 1]. */
  specificationStart: Uint32Array;
  /** Per line, the value's key (Keys), or -1 - key where the product writes no value in that language (matched, not counted). */
  specificationKeys: PerLanguage<Int32Array>;
  /** Per line, the value as the product writes it (a facet shows the least of how products write it). */
  specificationValues: PerLanguage<readonly string[]>;
  /** Per slot, where the values it offers in stock lie in the lines below. */
  offerStart: Uint32Array;
  /** Per line, the offered value's key and its name's key (-1 where empty). */
  offerKeys: PerLanguage<Int32Array>;
  offerNames: PerLanguage<Int32Array>;
  offers: readonly IndexedOptionValue[];
  /** Per category, the slots of the products linked to it (ascending). */
  inCategory: ReadonlyMap<number, Int32Array>;
  /** The slots in each sort's order. */
  orders: ReadonlyMap<ColumnSort, Int32Array>;
}

/** `shown`: the display window decides. */
export const WINDOWED = 2;

const byPosition = (a: IndexedProduct, b: IndexedProduct) => a.position - b.position || a.id - b.id;

/** A product's price as an order compares it: none sorts last ascending and first descending, as process_price's nulls do in SQL. */
const priceOf = (product: IndexedProduct) => product.price ?? Infinity;

function sortedSlots(products: readonly IndexedProduct[], compare: (a: number, b: number) => number): Int32Array {
  return Int32Array.from(products, (_, slot) => slot).sort(compare);
}

export function buildColumns(all: Iterable<IndexedProduct>): ShopColumns {
  const products = [...all].sort(byPosition);
  const count = products.length;
  const slotOf = new Map<number, number>();
  const brandNumbers = new Map<number | null, number>([[null, 0]]);
  const brands: (number | null)[] = [null];
  const brand = new Uint32Array(count);
  const price = new Float64Array(count);
  const shown = new Uint8Array(count);
  const specificationStart = new Uint32Array(count + 1);
  const offerStart = new Uint32Array(count + 1);
  const categories = new Map<number, number[]>();
  let specificationLines = 0;
  let offerLines = 0;
  products.forEach((product, slot) => {
    slotOf.set(product.id, slot);
    let number = brandNumbers.get(product.brand);
    if (number === undefined) {
      number = brands.push(product.brand) - 1;
      brandNumbers.set(product.brand, number);
    }
    brand[slot] = number;
    price[slot] = product.price ?? NaN;
    const windowed = product.window.active && (product.window.active_from != null || product.window.active_to != null);
    shown[slot] = windowed ? WINDOWED : isProductVisible(product.window) ? 1 : 0;
    for (const category of product.categories) (categories.get(category) ?? categories.set(category, []).get(category)!).push(slot);
    specificationStart[slot] = specificationLines;
    specificationLines += product.specifications.length;
    offerStart[slot] = offerLines;
    offerLines += product.options.length;
  });
  specificationStart[count] = specificationLines;
  offerStart[count] = offerLines;

  const specificationKeys: [Int32Array, Int32Array] = [new Int32Array(specificationLines), new Int32Array(specificationLines)];
  const specificationValues: [string[], string[]] = [new Array<string>(specificationLines), new Array<string>(specificationLines)];
  const offerKeys: [Int32Array, Int32Array] = [new Int32Array(offerLines), new Int32Array(offerLines)];
  const offerNames: [Int32Array, Int32Array] = [new Int32Array(offerLines), new Int32Array(offerLines)];
  const offers: IndexedOptionValue[] = [];
  products.forEach((product, slot) => {
    product.specifications.forEach((specification, at) => {
      const line = specificationStart[slot]! + at;
      for (const lang of [0, 1] as const) {
        const key = specification.key[lang];
        specificationKeys[lang][line] = specification.counted[lang] ? key : -1 - key;
        specificationValues[lang][line] = specification.value[lang];
      }
    });
    for (const offered of product.options) {
      const line = offers.push(offered) - 1;
      for (const lang of [0, 1] as const) {
        offerKeys[lang][line] = offered.facet[lang];
        offerNames[lang][line] = offered.nameId[lang];
      }
    }
  });

  const prices = products.map(priceOf);
  const created = products.map((product) => product.created);
  const ids = products.map((product) => product.id);
  // Slots are in position order already: each sort's ties keep it.
  const orders = new Map<ColumnSort, Int32Array>([
    ['RELEVANCE', sortedSlots(products, (a, b) => a - b)],
    ['PRICE_ASC', sortedSlots(products, (a, b) => prices[a]! - prices[b]! || a - b)],
    ['PRICE_DESC', sortedSlots(products, (a, b) => prices[b]! - prices[a]! || a - b)],
    ['NEWEST', sortedSlots(products, (a, b) => created[b]! - created[a]! || ids[b]! - ids[a]!)],
  ]);
  return {
    products,
    slotOf,
    shown,
    brand,
    brands,
    price,
    specificationStart,
    specificationKeys,
    specificationValues,
    offerStart,
    offerKeys,
    offerNames,
    offers,
    inCategory: new Map([...categories].map(([category, slots]) => [category, Int32Array.from(slots)])),
    orders,
  };
}
