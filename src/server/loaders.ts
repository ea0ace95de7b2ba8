import DataLoader from 'dataloader';
import type { Selectable } from 'kysely';
import type { Db } from './db/database';
import type { Database } from './db/schema';

type TableName = keyof Database & string;
type Row<T extends TableName> = Selectable<Database[T]>;

/**
 * Per-request batching, so a list of 24 products asks for their brands in one query, not 24.
 * `byId(table)` loads rows by primary key `id`; `byColumn(table, column)` loads the rows whose
 * column equals each key (a product's gallery, an order's items). Loaders are made on first use.
 */
export function createLoaders(db: Db) {
  const cache = new Map<string, DataLoader<number, unknown>>();

  function byId<T extends TableName>(table: T): DataLoader<number, Row<T> | null> {
    const key = `id:${table}`;
    let loader = cache.get(key);
    if (!loader) {
      loader = new DataLoader<number, unknown>(async (ids) => {
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely cannot type a table chosen at run time
        const rows = (await (db as any).selectFrom(table).selectAll().where('id', 'in', [...ids]).execute()) as { id: number }[];
        const found = new Map(rows.map((row) => [row.id, row]));
        return ids.map((id) => found.get(id) ?? null);
      });
      cache.set(key, loader);
    }
    return loader as DataLoader<number, Row<T> | null>;
  }

  function byColumn<T extends TableName>(table: T, column: keyof Row<T> & string, orderBy: keyof Row<T> & string = 'id' as never): DataLoader<number, Row<T>[]> {
    const key = `${table}.${column}:${orderBy}`;
    let loader = cache.get(key);
    if (!loader) {
      loader = new DataLoader<number, unknown>(async (keys) => {
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely cannot type a table chosen at run time
        const rows = (await (db as any).selectFrom(table).selectAll().where(column, 'in', [...keys]).orderBy(orderBy).execute()) as Record<string, unknown>[];
        const groups = new Map<unknown, Record<string, unknown>[]>();
        for (const row of rows) groups.set(row[column], [...(groups.get(row[column]) ?? []), row]);
        return keys.map((value) => groups.get(value) ?? []);
      });
      cache.set(key, loader);
    }
    return loader as DataLoader<number, Row<T>[]>;
  }

  return { byId, byColumn };
}

export type Loaders = ReturnType<typeof createLoaders>;
