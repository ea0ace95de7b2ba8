/**
 * A product's own ordered rows (its category links, gallery, connected products) written as the form
 * sends them. Rewritten only when they differ from what is stored: every write is heard by the caches
 * (src/server/cache/write-tags.ts), and a product saved with its links unchanged must not make its
 * categories' listings and the search stale.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type OwnedTable = 'product_categories' | 'product_gallery' | 'product_connections';
/** Each table's column that names what the product is linked to. */
const LINKED: Record<OwnedTable, 'category_id' | 'file_id' | 'connected_id'> = {
  product_categories: 'category_id',
  product_gallery: 'file_id',
  product_connections: 'connected_id',
};

export async function replaceOwnedRows(trx: Transaction<Database>, table: OwnedTable, productId: number, linkedIds: readonly number[]): Promise<void> {
  const column = LINKED[table];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the three tables share these columns; Kysely cannot type a table chosen at run time
  const db = trx as any;
  const stored = (await db.selectFrom(table).select(column).where('product_id', '=', productId).orderBy('position').execute()) as Record<string, number>[];
  if (stored.length === linkedIds.length && stored.every((row, index) => row[column] === linkedIds[index])) return;
  await db.deleteFrom(table).where('product_id', '=', productId).execute();
  if (linkedIds.length) {
    await db
      .insertInto(table)
      .values(linkedIds.map((linked, index) => ({ product_id: productId, [column]: linked, position: index + 1 })))
      .execute();
  }
}
