import { maxOrderQuantity } from '../../shared/orders/order-quantity';
import { foldText } from '../lib/search';
import { moveSpan, priceBandTags, type PriceSpan } from './price-bands';

/**
 * The tags a write makes stale, from the database's notification of it (migration 080): what each
 * kept entry records as it reads (dependencies.ts) meets what each write names here.
 *
 * - A row read by id is `<table>:<id>`; a product and the rows it owns (gallery, specifications,
 *   connections, category links, options, variants) are all `products:<id>`; a variant's stock is
 *   `quantity:<variant id>` and `sold-out:<variant id>`, as a product's (migration 088).
 * - A SQL statement that scans a table records the table's name, unless it runs inside a reading
 *   that tags those rows itself (a listing: withExplicitTables).
 * - A listing records its scope: `listing:shop` for the whole shop (special listings, brands,
 *   search, the wishlist), `listing:c:<id>` for each category of a category's listing; and whose
 *   prices place and bound it: `prices:c:<id>`, `prices:b:<id>` for a brand's shop, else `prices:shop`.
 * - `search` is what the search's own tables (product_search, search_words) hold: product, brand,
 *   category and synonym names.
 * - Which option values are in stock (issue 27) is its own scope: `options:shop`, `options:c:<id>`,
 *   `options:b:<id>` (a listing of some brands: whatever else it selects, only their products count),
 *   recorded by a listing's option facets (kept apart from the listing); a listing that selects by
 *   an option's name (the option's values in stock decide its products) records the scope's tag for
 *   that name alone (optionNameTag), which a write names for the options whose values crossed. A variant of a
 *   product sold in options whose stock crosses zero, when no other orderable variant of its product
 *   has one of its values, names its product's option scopes alone: the listing's products, order
 *   and other facets stay kept while shoppers buy sizes out. A variant's other change names its
 *   product's listings too. Other products' variants are the products themselves, known by their own rows.
 *
 * A product's stock alone changes what shoppers see only where the quantity they may order changes
 * (maxOrderQuantity: "in stock" and a quantity picker up to the order maximum): 50 → 49 touches
 * nothing; 9 → 8 touches what shows the quantity (`quantity:<id>`: its page); selling the last unit
 * also what shows it sold out (`sold-out:<id>`: its cards). The product's row kept in the memo carries
 * both, so what is rebuilt reads the stock anew.
 */

/** The notification's channel (migration 080's triggers). */
export const CONTENT_CHANGED_NOTIFY = 'izlog_content_changed';

/**
 * Scanning reads of these tables record these tags instead (tables derived from others): the search's
 * tables, and what products offer in options (migration 091), which an option's or value's rename,
 * reordering or swatch changes as much as a variant's write (which names its product's option scopes).
 */
export const SCANNED_TABLE_TAGS: Readonly<Record<string, readonly string[]>> = {
  product_search: ['search'],
  search_words: ['search'],
  listing_option_values: ['product_options', 'product_option_values'],
};

/** Tables whose rows belong to a product: keyed by product_id, a change of one is the product's. */
const PRODUCT_OWNED = new Set(['product_categories', 'product_gallery', 'product_specifications', 'product_connections', 'product_options', 'product_variants']);

/** Tables whose names the search holds. */
const SEARCHED = new Set(['brands', 'categories', 'search_synonyms', 'product_categories']);

export const productTag = (id: number | string) => `products:${id}`;
export const quantityTag = (id: number | string) => `quantity:${id}`;
export const soldOutTag = (id: number | string) => `sold-out:${id}`;
export const categoryListingTag = (id: number | string) => `listing:c:${id}`;
export const SHOP_LISTING_TAG = 'listing:shop';
export const categoryOptionsTag = (id: number | string) => `options:c:${id}`;
export const SHOP_OPTIONS_TAG = 'options:shop';
export const brandOptionsTag = (id: number | string) => `options:b:${id}`;
export const SEARCH_TAG = 'search';
/**
 * A listing selected by an option's name (Veličina:42) depends on which values of that name alone
 * are in stock: the option scope's tag for the name (folded, in the listing's language), so a size
 * selling out leaves kept the listings selected by colour. `optionNamesTag`: what such a listing
 * records too, named by a write whose option names are not known (an option renamed, values edited).
 */
export const optionNameTag = (scope: string, lang: 0 | 1, nameKey: string) => `${scope}:n${lang}:${nameKey}`;
export const optionNamesTag = (scope: string) => `${scope}:names`;
/** An option's name or value ([sr, en]) as a listing's selection names it in `lang` (listing-options.ts's catalogue keys): folded, the other language's when empty. */
export const optionTextKey = (texts: readonly string[], lang: 0 | 1): string => foldText((texts[lang] || texts[1 - lang] || '').trim());
export const categoryPricesTag = (id: number | string) => `prices:c:${id}`;
export const brandPricesTag = (id: number | string) => `prices:b:${id}`;
export const SHOP_PRICES_TAG = 'prices:shop';

/**
 * What a product's change touched (migration 080): `m` what places it in listings and searches
 * (names, code, descriptions, brand, group, visibility, flags, position), `p` its price alone (from
 * and to which price, migration 098: `<id>:p:<before>:<after>`), `d`
 * only what its own page and cards show. A row named without a class (inserted, deleted) is `m`.
 */
type ProductChange = 'm' | 'p' | 'd';

/** Where products are listed now: their categories and brands (their listings must forget them). */
export interface ProductPlaces {
  categories: number[];
  brands: number[];
  /** Their categories and every ancestor of those: a price band is named under each (price-bands.ts). */
  lineage: number[];
}

/** The tag of a row of `table` read by its id (products and what they own: the product's). */
export function rowTag(table: string, id: number | string): string {
  return table === 'products' || PRODUCT_OWNED.has(table) ? productTag(id) : `${table}:${id}`;
}

/** The tags of a row of `table` kept in the memo by its id: a product's row holds its stock too. */
export function keptRowTags(table: string, id: number | string): string[] {
  return table === 'products' ? [productTag(id), quantityTag(id)] : [rowTag(table, id)];
}

/** A notification read: its table, the rows' keys ("*": too many to name), and a product's stock-only changes. */
export interface RowsWritten {
  table: string;
  keys: string[] | '*';
  stock: { id: string; before: number; after: number }[];
}

/** migration 080's payload: `<table> <keys, comma separated, or - or *> <id:before:after of stock, or ->`. */
export function readRowsWritten(payload: string): RowsWritten | null {
  const [table, keys, stock] = payload.split(' ');
  if (!table || !keys) return null;
  const list = (text: string | undefined) => (!text || text === '-' ? [] : text.split(','));
  return {
    table,
    keys: keys === '*' ? '*' : list(keys),
    stock: list(stock).map((entry) => {
      const [id, before, after] = entry.split(':');
      return { id: id ?? '', before: Number(before), after: Number(after) };
    }),
  };
}

/** What stock-only changes make stale: the quantity a shopper may order, and whether it is sold out, where either moved. */
function addStockTags(tags: Set<string>, stock: RowsWritten['stock']): void {
  for (const { id, before, after } of stock) {
    if (maxOrderQuantity(before) !== maxOrderQuantity(after)) tags.add(quantityTag(id));
    if (before > 0 !== after > 0) tags.add(soldOutTag(id));
  }
}

/**
 * Of the products named, those sold in options (whose variants listings match and count by their
 * values); of the variants named (their stock crossed zero), the products for which one of the
 * variant's values is in no other orderable variant (42/Crna selling out while 42/Bela and 43/Crna
 * are in stock changes no count).
 */
export type OptionedProducts = (productIds: number[], variantIds: number[]) => Promise<OptionedProduct[]>;

/** A product sold in options a write touched, with the names ([sr, en]) of its options whose values in stock changed; null when not known (any of them). */
export interface OptionedProduct {
  id: number;
  names: readonly (readonly string[])[] | null;
}

/** Adds the listings that may hold products listed in `places`: the whole shop's and their categories'. */
function addPlacedListings(tags: Set<string>, { categories }: ProductPlaces): void {
  tags.add(SHOP_LISTING_TAG);
  for (const category of categories) tags.add(categoryListingTag(category));
}

/** Adds the listings that may hold `productIds`. */
async function addListingTags(tags: Set<string>, productIds: number[], placesOf: (productIds: number[]) => Promise<ProductPlaces>): Promise<void> {
  if (productIds.length) addPlacedListings(tags, await placesOf(productIds));
}

/**
 * Adds the option scopes of products listed in `places` (the whole shop's, their categories' and
 * their brands'), each with the tags of `names` (the options whose values in stock changed), or of
 * any name when they are not known.
 */
function addOptionScopes(tags: Set<string>, { categories, brands }: ProductPlaces, names: readonly (readonly string[])[] | null): void {
  for (const scope of [SHOP_OPTIONS_TAG, ...categories.map(categoryOptionsTag), ...brands.map(brandOptionsTag)]) {
    tags.add(scope);
    if (names === null) tags.add(optionNamesTag(scope));
    else for (const name of names) for (const lang of [0, 1] as const) tags.add(optionNameTag(scope, lang, optionTextKey(name, lang)));
  }
}

/**
 * What a write of variants changes in option filters: a stock crossing zero, the option scopes of
 * its product; any other change, its product's listings as well.
 */
async function addOptionTags(tags: Set<string>, written: RowsWritten, placesOf: (productIds: number[]) => Promise<ProductPlaces>, optionedOf: OptionedProducts): Promise<void> {
  const owners = written.keys === '*' ? [] : written.keys.map((key) => Number(key.split(':')[0])).filter(Number.isSafeInteger);
  const crossed = written.stock.filter(({ before, after }) => before > 0 !== after > 0).map(({ id }) => Number(id)).filter(Number.isSafeInteger);
  if (owners.length === 0 && crossed.length === 0) return;
  const touched = await optionedOf(owners, crossed);
  if (touched.length === 0) return;
  const optioned = [...new Set(touched.map((product) => product.id))];
  const places = await placesOf(optioned);
  addOptionScopes(tags, places, touched.some((product) => product.names === null) ? null : touched.flatMap((product) => product.names!));
  const edited = optioned.filter((id) => owners.includes(id));
  if (edited.length === optioned.length) addPlacedListings(tags, places);
  else await addListingTags(tags, edited, placesOf);
}

/**
 * The tags a write makes stale; null when it names no rows it wrote (everything is stale).
 * `placesOf` gives the categories and brands products are listed under now; `optionedOf`, which
 * products are sold in options (without it, a variant's write names no listing).
 */
export async function tagsOfWrite(
  written: RowsWritten,
  placesOf: (productIds: number[]) => Promise<ProductPlaces>,
  optionedOf?: OptionedProducts,
): Promise<Set<string> | null> {
  if (written.keys === '*') return null;
  const { table } = written;
  const tags = new Set<string>();
  if (table === 'products') {
    const changes = written.keys.map((key) => key.split(':')).filter(([id]) => Number.isSafeInteger(Number(id)));
    const placed = changes.filter(([, change]) => (change ?? 'm') !== 'd').map(([id]) => Number(id));
    const places = placed.length ? await placesOf(placed) : { categories: [], brands: [], lineage: [] };
    const moves: PriceSpan[] = [];
    for (const [id, change = 'm', before, after] of changes as [string, ProductChange | undefined, string | undefined, string | undefined][]) {
      tags.add(productTag(id)).add('products');
      // A change that moves it in listings may show or hide it, or change its price too: the shop's prices with it.
      if (change === 'm') tags.add(SHOP_LISTING_TAG).add(SEARCH_TAG).add(SHOP_PRICES_TAG);
      if (change === 'p') {
        tags.add(SHOP_PRICES_TAG);
        moves.push(moveSpan(Number(before ?? NaN), Number(after ?? NaN)));
      }
    }
    // Listings ordered by price record the bands of the prices they show under their own scope (price-bands.ts).
    const pricesTags = [SHOP_PRICES_TAG, ...places.lineage.map(categoryPricesTag), ...places.brands.map(brandPricesTag)];
    for (const tag of priceBandTags(pricesTags, moves)) tags.add(tag);
    if (placed.length) {
      const anyListed = changes.some(([, change]) => (change ?? 'm') === 'm');
      for (const category of places.categories) {
        if (anyListed) tags.add(categoryListingTag(category));
        tags.add(categoryPricesTag(category));
      }
      for (const brand of places.brands) tags.add(brandPricesTag(brand));
    }
    addStockTags(tags, written.stock);
    return tags;
  }
  // A variant's stock as its product's (a product without options is its one variant, with its id).
  if (table === 'product_variants') {
    addStockTags(tags, written.stock);
    if (optionedOf) await addOptionTags(tags, written, placesOf, optionedOf);
  }
  if (written.keys.length === 0) return tags;
  tags.add(table);
  if (SEARCHED.has(table)) tags.add(SEARCH_TAG);
  if (table === 'product_specifications') {
    // A product's filter values are counted by the listings that may hold it (listings record their scope for them).
    const owners = written.keys.map((key) => Number(key.split(':')[0])).filter(Number.isSafeInteger);
    tags.add(SHOP_LISTING_TAG);
    await addListingTags(tags, owners, placesOf);
  }
  for (const key of written.keys) {
    const [first, second] = key.split(':');
    if (first === undefined) continue;
    tags.add(rowTag(table, first));
    if (table === 'product_categories' && second) tags.add(categoryListingTag(second));
  }
  return tags;
}
