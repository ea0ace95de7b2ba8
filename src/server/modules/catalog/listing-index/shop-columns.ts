/**
 * The listing index's products laid out as columns: each product a slot (its place in the shop's
 * own order: position, then id), and what listings select and count by (brand, price, filter values,
 * option values offered) in typed arrays over the slots. Counting a listing then reads numbers in
 * sequence instead of following each product's objects: the shop listing of 10,000 products took
 * 4.4 ms to count from the objects (issue 22), most of it waiting on memory.
 *
 * Built when a listing first asks after a product's write (listing-index.ts), or made from the
 * previous columns after a price's change (withPricesChanged); never changed after.
 */
import { isProductVisible } from '../../../../shared/rules/product-state';
import type { IndexedOptionValue, IndexedProduct } from './indexed-products';

/** The sorts a page is ordered by without the database (NAME: the index reads the names' order). */
export type ColumnSort = 'RELEVANCE' | 'PRICE_ASC' | 'PRICE_DESC' | 'NEWEST';

/** Per language ([Serbian, English]). */
type PerLanguage<T> = readonly [T, T];

/** What the products offer in stock, per slot: laid out again alone when a size sells out or comes back (layOffers). */
export interface OfferColumns {
  /** Per slot, where the values it offers in stock lie in the lines below. */
  offerStart: Uint32Array;
  /** Per line, the offered value's key and its name's key (-1 where empty). */
  offerKeys: PerLanguage<Int32Array>;
  offerNames: PerLanguage<Int32Array>;
  offers: readonly IndexedOptionValue[];
}

export interface ShopColumns extends OfferColumns {
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
  /** Per category, the slots of the products linked to it (ascending). */
  inCategory: ReadonlyMap<number, Int32Array>;
  /** The slots in each sort's order. */
  orders: ReadonlyMap<ColumnSort, Int32Array>;
}

/** `shown`: the display window decides. */
export const WINDOWED = 2;

/** Whether the product in the slot is shown at `now` (isProductVisible, asked only where a display window decides). */
export function isShown(columns: ShopColumns, slot: number, now: Date): boolean {
  const shown = columns.shown[slot];
  return shown === 1 || (shown === WINDOWED && isProductVisible(columns.products[slot]!.window, now));
}

const byPosition = (a: IndexedProduct, b: IndexedProduct) => a.position - b.position || a.id - b.id;

/** A product's price as an order compares it: none sorts last ascending and first descending, as process_price's nulls do in SQL (a finite number: two of them compare equal). */
const priceOf = (product: IndexedProduct) => product.price ?? Number.MAX_VALUE;

/** `Float64Array.from(items, map)` walks an iterator per item; this a plain loop (a tenth of the time). */
function numbers<T>(items: readonly T[], value: (item: T, at: number) => number): Float64Array {
  const out = new Float64Array(items.length);
  for (let at = 0; at < items.length; at += 1) out[at] = value(items[at]!, at);
  return out;
}

/** Slots and ranks fit in 21 bits each: a key of both is exact in a double (a shop of up to 2 million products). */
const SLOT_BITS = 2 ** 21;

/** Each value's rank among the distinct values, the least 0. */
function ranks(values: Float64Array): Uint32Array {
  const sorted = new Float64Array(values).sort();
  let distinct = 0;
  for (let at = 0; at < sorted.length; at += 1) if (at === 0 || sorted[at] !== sorted[at - 1]) sorted[distinct++] = sorted[at]!;
  const rank = new Uint32Array(values.length);
  values.forEach((value, at) => {
    let [low, high] = [0, distinct - 1];
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (sorted[middle]! < value) low = middle + 1;
      else high = middle;
    }
    rank[at] = low;
  });
  return rank;
}

/**
 * The slots ordered by a rank, ties by a second rank unique to each slot, both ascending: one
 * numeric sort of keys of both (a sort with a comparator took 3-4 ms a sort of 10,000 products,
 * after every product's write).
 */
function slotsByRank(rank: Uint32Array, tie: Uint32Array, slotOfTie: (tie: number) => number): Int32Array {
  const keys = new Float64Array(rank.length);
  for (let slot = 0; slot < rank.length; slot += 1) keys[slot] = rank[slot]! * SLOT_BITS + tie[slot]!;
  keys.sort();
  const slots = new Int32Array(keys.length);
  for (let at = 0; at < keys.length; at += 1) slots[at] = slotOfTie(keys[at]! % SLOT_BITS);
  return slots;
}

/** What the products in the slots offer, as they offer it now. */
function layOffers(products: readonly IndexedProduct[]): OfferColumns {
  const offerStart = new Uint32Array(products.length + 1);
  let lines = 0;
  products.forEach((product, slot) => {
    offerStart[slot] = lines;
    lines += product.options.length;
  });
  offerStart[products.length] = lines;
  const offerKeys: [Int32Array, Int32Array] = [new Int32Array(lines), new Int32Array(lines)];
  const offerNames: [Int32Array, Int32Array] = [new Int32Array(lines), new Int32Array(lines)];
  const offers: IndexedOptionValue[] = [];
  for (const product of products) {
    for (const offered of product.options) {
      const line = offers.push(offered) - 1;
      for (const lang of [0, 1] as const) {
        offerKeys[lang][line] = offered.facet[lang];
        offerNames[lang][line] = offered.nameId[lang];
      }
    }
  }
  return { offerStart, offerKeys, offerNames, offers };
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
  const categories = new Map<number, number[]>();
  let specificationLines = 0;
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
  });
  specificationStart[count] = specificationLines;

  const specificationKeys: [Int32Array, Int32Array] = [new Int32Array(specificationLines), new Int32Array(specificationLines)];
  const specificationValues: [string[], string[]] = [new Array<string>(specificationLines), new Array<string>(specificationLines)];
  products.forEach((product, slot) => {
    product.specifications.forEach((specification, at) => {
      const line = specificationStart[slot]! + at;
      for (const lang of [0, 1] as const) {
        const key = specification.key[lang];
        specificationKeys[lang][line] = specification.counted[lang] ? key : -1 - key;
        specificationValues[lang][line] = specification.value[lang];
      }
    });
  });

  const newest = ranks(numbers(products, (product) => -product.created));
  // Ties among the newest go to the higher id: slots by id, highest first.
  const idDescending = ranks(numbers(products, (product) => -product.id));
  const slotByIdDescending = new Int32Array(count);
  idDescending.forEach((rank, slot) => (slotByIdDescending[rank] = slot));
  const [priceAscending, priceDescending] = priceOrders(products);
  const orders = new Map<ColumnSort, Int32Array>([
    ['RELEVANCE', Int32Array.from(slotOrder(count))],
    ['PRICE_ASC', priceAscending],
    ['PRICE_DESC', priceDescending],
    ['NEWEST', slotsByRank(newest, idDescending, (rank) => slotByIdDescending[rank]!)],
  ]);
  const inCategory = new Map([...categories].map(([category, slots]) => [category, new Int32Array(slots)]));
  return shopColumns({ products, slotOf, shown, brand, brands, price, specificationStart, specificationKeys, specificationValues, inCategory, orders }, layOffers(products));
}

/** The slots in their own order (position, then id). */
function slotOrder(count: number): Uint32Array {
  const slots = new Uint32Array(count);
  for (let slot = 0; slot < count; slot += 1) slots[slot] = slot;
  return slots;
}

/** The slots by price, ascending and descending; slots are in position order already, and the ties keep it. */
function priceOrders(products: readonly IndexedProduct[]): [Int32Array, Int32Array] {
  const inSlotOrder = slotOrder(products.length);
  const itself = (slot: number) => slot;
  const byPrice = ranks(numbers(products, priceOf));
  const mostPrice = byPrice.reduce((most, rank) => Math.max(most, rank), 0);
  return [slotsByRank(byPrice, inSlotOrder, itself), slotsByRank(byPrice.map((rank) => mostPrice - rank), inSlotOrder, itself)];
}

const sameTime = (a: string | Date | null, b: string | Date | null) => (a === null || b === null ? a === b : new Date(a).getTime() === new Date(b).getTime());
const sameList = <T>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean) => a.length === b.length && a.every((item, at) => same(item, b[at]!));
const sameSpecification = (a: IndexedProduct['specifications'][number], b: IndexedProduct['specifications'][number]) =>
  a.filter === b.filter && a.key[0] === b.key[0] && a.key[1] === b.key[1] && a.value[0] === b.value[0] && a.value[1] === b.value[1] && a.counted[0] === b.counted[0] && a.counted[1] === b.counted[1];

/** Whether the product read again is in every column but the price's (and what it offers, laid out again anyway) as it was. */
function placedAsBefore(before: IndexedProduct, after: IndexedProduct): boolean {
  return (
    before.id === after.id &&
    before.brand === after.brand &&
    before.group === after.group &&
    before.position === after.position &&
    before.created === after.created &&
    before.isNew === after.isNew &&
    before.popular === after.popular &&
    before.window.active === after.window.active &&
    sameTime(before.window.active_from, after.window.active_from) &&
    sameTime(before.window.active_to, after.window.active_to) &&
    sameList(before.categories, after.categories, (a, b) => a === b) &&
    sameList(before.specifications, after.specifications, sameSpecification)
  );
}

/**
 * The columns with the products read again after a write whose prices alone changed (an
 * administrator's edit): their slots, prices and the price orders made again, the rest shared;
 * null when anything else of theirs changed, or one is not in the columns (then buildColumns).
 * A whole build took 15-40 ms of the main thread at 10,000 products, after every price edit.
 */
export function withPricesChanged(columns: ShopColumns, changed: readonly IndexedProduct[]): ShopColumns | null {
  const products = columns.products.slice();
  const price = columns.price.slice();
  for (const product of changed) {
    const slot = columns.slotOf.get(product.id);
    if (slot === undefined || !placedAsBefore(products[slot]!, product)) return null;
    products[slot] = product;
    price[slot] = product.price ?? NaN;
  }
  const [priceAscending, priceDescending] = priceOrders(products);
  const orders = new Map(columns.orders).set('PRICE_ASC', priceAscending).set('PRICE_DESC', priceDescending);
  return shopColumns({ ...columns, products, price, orders }, layOffers(products));
}

/** The columns with what the products offer laid out again (a size sold out or came back); the rest stand. */
export const withOffersLaidOut = (columns: ShopColumns): ShopColumns => shopColumns(columns, layOffers(columns.products));

/**
 * Every ShopColumns is made here, by one literal: objects of one shape, so the code that counts
 * listings stays optimised. A copy by spreading made each relaid layout an object of a new shape,
 * and V8 dropped and recompiled the counting code about 60 times in 16 s of a live shop selling
 * 10 orders a second (issue 22).
 */
function shopColumns(columns: Omit<ShopColumns, keyof OfferColumns>, offers: OfferColumns): ShopColumns {
  return {
    products: columns.products,
    slotOf: columns.slotOf,
    shown: columns.shown,
    brand: columns.brand,
    brands: columns.brands,
    price: columns.price,
    specificationStart: columns.specificationStart,
    specificationKeys: columns.specificationKeys,
    specificationValues: columns.specificationValues,
    inCategory: columns.inCategory,
    orders: columns.orders,
    offerStart: offers.offerStart,
    offerKeys: offers.offerKeys,
    offerNames: offers.offerNames,
    offers: offers.offers,
  };
}
