/**
 * The listing index: every product as listings select, order and count it (indexed-products.ts),
 * held in memory by each instance and kept as the database is, from the notifications of its
 * committed writes (migration 080, cache/database-writes.ts): a product's write reads that product
 * again, a size selling out reads what that product offers. Listings and their facets are then
 * counted here (count-listing.ts) in a pass over the listing's products, where SQL read and grouped
 * the products, their specifications and their option values for each listing (issue 22: 20 ms of
 * database and 13 ms of server per listing computed; a listing is computed whenever a write made it
 * stale, ten times a second while a shop sells).
 *
 * It is an index, as the database's own are, not a cache of answers: nothing is kept per request,
 * and every listing is counted from the products as the last write left them.
 */
import type { Db } from '../../../db/database';
import type { RowsWritten } from '../../../cache/write-tags';
import { logger } from '../../../log';
import { buildColumns, withOffersLaidOut, withPricesChanged, type ColumnSort, type ShopColumns } from './shop-columns';
import { newIndexKeys, productsOfVariants, readIndexedProducts, readNameOrders, readOptionValues, type IndexedProduct, type IndexKeys } from './indexed-products';

/** The products, and their columns (shop-columns.ts) laid out when first asked after a change. */
export interface IndexedShop {
  /** The numbers facets count under. */
  keys: IndexKeys;
  columns(): ShopColumns;
  /** The product ids in name order per language (the database's collation decides, as a page's statement's does). */
  nameOrder(lang: 0 | 1): Promise<readonly number[]>;
}

/** The storefront's sorts: the columns' own, and NAME in the database's collation. */
export type IndexSort = ColumnSort | 'NAME';

export interface ListingIndex {
  /** The index as the writes heard so far left it (the first call reads every product). */
  shop(): Promise<IndexedShop>;
  /** A committed write, from its notification (null: unknown, read everything again). */
  written(written: RowsWritten | null): Promise<void>;
}

/** Tables whose rows the index holds, keyed by their product (the key's first part). */
const BY_PRODUCT = new Set(['products', 'product_categories', 'product_specifications']);
/** Tables that change what products offer in options. */
const OFFERED = new Set(['product_variants', 'product_options']);

function ownersOf(written: RowsWritten): number[] {
  if (written.keys === '*') return [];
  return [...new Set(written.keys.map((key) => Number(key.split(':')[0])).filter(Number.isSafeInteger))];
}

/**
 * Whether a write can have moved a product in name order: a product added or removed (its key names
 * no change), or changed in what moves it in listings ('m': its names, position, visibility; migration
 * 099's products_rows_updated). A price ('p') or a detail ('d') leaves every name where it was, as
 * do the products' categories and filter values.
 */
const movesNames = (written: RowsWritten): boolean =>
  written.keys === '*' || (written.table === 'products' && written.keys.some((key) => !['p', 'd'].includes(key.split(':')[1] ?? '')));

export function createListingIndex(db: Db): ListingIndex {
  const products = new Map<number, IndexedProduct>();
  const keys = newIndexKeys();
  let loading: Promise<void> | null = null;
  let columns: ShopColumns | null = null;
  let names: Promise<[number[], number[]]> | null = null;
  const changed = (namesMoved = true) => {
    columns = null;
    if (namesMoved) names = null;
  };

  const loadAll = async () => {
    const all = await readIndexedProducts(db, null, keys);
    products.clear();
    for (const product of all) products.set(product.id, product);
    changed();
  };
  const loaded = () => (loading ??= loadAll().catch((error: unknown) => {
    loading = null;
    throw error;
  }));

  const shop: IndexedShop = {
    keys,
    columns: () => (columns ??= buildColumns(products.values())),
    async nameOrder(lang) {
      return (await (names ??= readNameOrders(db)))[lang];
    },
  };

  const refresh = async (ids: number[], namesMoved: boolean) => {
    if (ids.length === 0) return;
    const fresh = await readIndexedProducts(db, ids, keys);
    for (const id of ids) products.delete(id);
    for (const product of fresh) products.set(product.id, product);
    // A price's change (an administrator's edit) moves the price columns alone.
    const repriced = !namesMoved && columns && fresh.length === ids.length ? withPricesChanged(columns, fresh) : null;
    if (repriced) columns = repriced;
    else changed(namesMoved);
  };
  const refreshOffers = async (ids: number[] | null) => {
    const offers = await readOptionValues(db, ids, keys);
    for (const id of ids ?? products.keys()) {
      const product = products.get(id);
      if (product) product.options = offers.get(id) ?? [];
    }
    // Only what they offer is laid out again: the sorts and the rest stand.
    if (columns) columns = withOffersLaidOut(columns);
  };

  const apply = async (written: RowsWritten | null) => {
    if (!written || written.keys === '*') return loadAll();
    if (BY_PRODUCT.has(written.table)) return refresh(ownersOf(written), movesNames(written));
    if (OFFERED.has(written.table)) {
      const crossed = written.stock.filter(({ before, after }) => before > 0 !== after > 0).map(({ id }) => Number(id));
      const owners = [...new Set([...ownersOf(written), ...(await productsOfVariants(db, crossed))])];
      // Stock that moved without crossing zero (an order) changes nothing offered.
      if (owners.length > 0) return refreshOffers(owners);
      return;
    }
    // A value's rename, reordering or swatch: what every product offers is read again.
    if (written.table === 'product_option_values') return refreshOffers(null);
  };

  return {
    async shop() {
      await loaded();
      return shop;
    },
    async written(written) {
      // Nothing read yet: the first listing reads everything as it is then.
      if (!loading) return;
      try {
        await loading;
        await apply(written);
      } catch (error) {
        // What the write changed is not known here: the next listing reads everything again.
        loading = null;
        logger.warn({ err: error }, 'listing index: a write could not be read; every product is read again');
      }
    },
  };
}
