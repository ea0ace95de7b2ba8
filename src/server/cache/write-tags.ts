import { maxOrderQuantity } from '../../shared/order-quantity';

/**
 * The tags a write makes stale, from the database's notification of it (migration 080): what each
 * kept entry records as it reads (dependencies.ts) meets what each write names here.
 *
 * - A row read by id is `<table>:<id>`; a product and the rows it owns (gallery, specifications,
 *   connections, category links) are all `products:<id>`.
 * - A SQL statement that scans a table records the table's name, unless it runs inside a reading
 *   that tags those rows itself (a listing: withExplicitTables).
 * - A listing records its scope: `listing:shop` for the whole shop (special listings, brands,
 *   search, the wishlist), `listing:c:<id>` for each category of a category's listing.
 * - `search` is what the search's own tables (product_search, search_words) hold: product, brand,
 *   category and synonym names.
 *
 * A product's stock alone changes what shoppers see only where the quantity they may order changes
 * (maxOrderQuantity: "in stock" and a quantity picker up to the order maximum): 50 → 49 touches nothing.
 */

/** The notification's channel (migration 080's triggers). */
export const CONTENT_CHANGED_NOTIFY = 'izlog_content_changed';

/** Scanning reads of these tables record these tags instead (tables derived from others). */
export const SCANNED_TABLE_TAGS: Readonly<Record<string, string>> = { product_search: 'search', search_words: 'search' };

/** Tables whose rows belong to a product: keyed by product_id, a change of one is the product's. */
const PRODUCT_OWNED = new Set(['product_categories', 'product_gallery', 'product_specifications', 'product_connections']);

/** Tables whose names the search holds. */
const SEARCHED = new Set(['brands', 'categories', 'search_synonyms', 'product_categories']);

export const productTag = (id: number | string) => `products:${id}`;
export const categoryListingTag = (id: number | string) => `listing:c:${id}`;
export const SHOP_LISTING_TAG = 'listing:shop';
export const SEARCH_TAG = 'search';

/** The tag of a row of `table` read by its id (products and what they own: the product's). */
export function rowTag(table: string, id: number | string): string {
  return table === 'products' || PRODUCT_OWNED.has(table) ? productTag(id) : `${table}:${id}`;
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

/**
 * The tags a write makes stale; null when it names no rows it wrote (everything is stale).
 * `categoriesOf` gives the categories products are listed in now (their listings must forget them).
 */
export async function tagsOfWrite(written: RowsWritten, categoriesOf: (productIds: number[]) => Promise<number[]>): Promise<Set<string> | null> {
  if (written.keys === '*') return null;
  const { table } = written;
  const tags = new Set<string>();
  if (table === 'products') {
    const ids = written.keys.map(Number).filter(Number.isSafeInteger);
    if (ids.length) {
      tags.add('products').add(SHOP_LISTING_TAG).add(SEARCH_TAG);
      for (const id of ids) tags.add(productTag(id));
      for (const category of await categoriesOf(ids)) tags.add(categoryListingTag(category));
    }
    for (const { id, before, after } of written.stock) {
      if (maxOrderQuantity(before) !== maxOrderQuantity(after)) tags.add(productTag(id));
    }
    return tags;
  }
  if (written.keys.length === 0) return tags;
  tags.add(table);
  if (SEARCHED.has(table)) tags.add(SEARCH_TAG);
  for (const key of written.keys) {
    const [first, second] = key.split(':');
    if (first === undefined) continue;
    tags.add(rowTag(table, first));
    if (table === 'product_categories' && second) tags.add(categoryListingTag(second));
  }
  return tags;
}
