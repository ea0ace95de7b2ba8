/**
 * The demo's counted events: sixty days of product views, wishlist adds and banner views and clicks
 * (fixtures/stats) into the catalogue's product_views and wishlist_added and the CMS's
 * banner_events. Tens of thousands of rows, so each batch is one insert … select from unnest() of
 * one array per column: a handful of statements, a second or two even on PGlite.
 */
import { sql, type RawBuilder } from 'kysely';
import type { DemoShop } from '../../../fixtures/shop';
import type { Db } from '../db/database';
import { continueIds } from './batches';
import type { SeedOptions } from './options';

/** Rows per insert statement. */
const BATCH = 10_000;

type Column = { name: string; type: 'integer' | 'text' | 'timestamptz' };

/** Inserts `rows` into `table` in batches, one array parameter per column. */
async function insertColumns<T>(db: Db, table: string, columns: readonly Column[], rows: readonly T[], value: (row: T, column: string) => unknown): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const arrays: RawBuilder<unknown>[] = columns.map(
      (column) => sql`${batch.map((row) => value(row, column.name))}::${sql.raw(column.type)}[]`,
    );
    await sql`insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column.name)))})
      select * from unnest(${sql.join(arrays)})`.execute(db);
  }
}

/** The ids of a table that exist (events of records the demo's catalogue did not load are left out). */
async function existingIds(db: Db, table: 'products' | 'banners'): Promise<Set<number>> {
  const rows = await db.selectFrom(table).select('id').execute();
  return new Set(rows.map((row) => row.id));
}

const PRODUCT_VIEW_COLUMNS: Column[] = [
  { name: 'product_id', type: 'integer' },
  { name: 'client', type: 'text' },
  { name: 'session', type: 'text' },
  { name: 'campaign', type: 'text' },
  { name: 'created_at', type: 'timestamptz' },
];
const WISHLIST_ADDED_COLUMNS: Column[] = [{ name: 'id', type: 'integer' }, ...PRODUCT_VIEW_COLUMNS];
const BANNER_EVENT_COLUMNS: Column[] = [
  { name: 'banner_id', type: 'integer' },
  { name: 'event', type: 'text' },
  { name: 'client', type: 'text' },
  { name: 'created_at', type: 'timestamptz' },
];

/** A fixture record's value of a column. */
const valueOf = (row: object, column: string) => (row as Record<string, unknown>)[column] ?? null;

/** The demo's events of the products and banners that were loaded (SEED_PRODUCTS may load fewer). */
export async function seedStats(db: Db, demo: DemoShop, _options: SeedOptions): Promise<void> {
  const [products, banners] = await Promise.all([existingIds(db, 'products'), existingIds(db, 'banners')]);
  const views = demo.productViews.filter((view) => products.has(view.product_id));
  await insertColumns(db, 'product_views', PRODUCT_VIEW_COLUMNS, views, valueOf);
  const added = demo.wishlistAdded.filter((row) => products.has(row.product_id));
  await insertColumns(db, 'wishlist_added', WISHLIST_ADDED_COLUMNS, added, valueOf);
  await continueIds(db, 'wishlist_added');
  const events = demo.bannerEvents.filter((event) => banners.has(event.banner_id));
  await insertColumns(db, 'banner_events', BANNER_EVENT_COLUMNS, events, valueOf);
}
