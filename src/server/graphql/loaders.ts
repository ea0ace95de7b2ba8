import DataLoader from 'dataloader';
import type { Selectable } from 'kysely';
import type { ContentMemo } from '../cache/content-memo';
import { recordDependency, withExplicitTables } from '../cache/dependencies';
import { keptRowTags, productTag, rowTag } from '../cache/write-tags';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

type TableName = keyof Database & string;
type Row<T extends TableName> = Selectable<Database[T]>;

/**
 * The content's tables, whose every write is heard with the rows it wrote (cache/): their rows may be
 * shared between visitors' requests until a write touches them. Never orders, users or anything personal.
 */
const SHARED_TABLES: ReadonlySet<string> = new Set([
  'products',
  'brands',
  'categories',
  'groups',
  'filters',
  'banners',
  'blocks',
  'storage_files',
  'product_categories',
  'group_campaigns',
  'order_countries',
]);

/**
 * A DataLoader that records, as each key is asked for, the tag of what it shows (write-tags.ts): the
 * batch runs in whichever request's reading scheduled it, so the tags are recorded by each asker.
 */
class TaggedLoader<V> extends DataLoader<number, V> {
  constructor(
    batch: DataLoader.BatchLoadFn<number, V>,
    private readonly tagOf: (key: number) => string,
  ) {
    super(batch);
  }
  // loadMany asks load for each key.
  override load(key: number): Promise<V> {
    recordDependency(this.tagOf(key));
    return super.load(key);
  }
}

/** The tag of rows of `table` whose `column` equals a key: a product's own rows are the product's; others, the table's. */
const columnTag = (table: string, column: string) => (key: number) => (column === 'product_id' && table.startsWith('product_') ? productTag(key) : table);

/** Rows by key: those `shared` keeps, the rest loaded by `load` (and kept there for the next request). */
async function withShared<K extends number, V>(
  shared: ContentMemo | null,
  table: string,
  namespace: string,
  keys: readonly K[],
  load: (missing: K[]) => Promise<Map<K, V>>,
  absent: V,
  keptTagsOf: (key: K) => string[],
): Promise<V[]> {
  // The loaders' own statements are tagged by key (TaggedLoader), not as scans of their table.
  const explicit = new Set([table]);
  if (!shared || !SHARED_TABLES.has(table)) {
    const found = await withExplicitTables(explicit, [], () => load([...keys]));
    return keys.map((key) => found.get(key) ?? absent);
  }
  const began = shared.version();
  const known = new Map<K, V>();
  for (const key of keys) {
    const value = shared.peek(`${namespace} ${key}`) as V | undefined;
    if (value !== undefined) known.set(key, value);
  }
  const missing = keys.filter((key) => !known.has(key));
  if (missing.length) {
    const found = await withExplicitTables(explicit, [], () => load(missing));
    for (const key of missing) {
      const value = found.get(key) ?? absent;
      known.set(key, value);
      shared.keep(`${namespace} ${key}`, value, began, keptTagsOf(key));
    }
  }
  return keys.map((key) => known.get(key)!);
}

/**
 * Per-request batching, so a list of 24 products asks for their brands in one query, not 24.
 * `byId(table)` loads rows by primary key `id`; `byColumn(table, column)` loads the rows whose
 * column equals each key (a product's gallery, an order's items). Loaders are made on first use.
 * With `shared` (a visitor's request, not an administrator's), the content's rows come from and go
 * to the rows every visitor shares until the content changes.
 */
export function createLoaders(db: Db, shared: ContentMemo | null = null) {
  const cache = new Map<string, DataLoader<number, unknown>>();

  function byId<T extends TableName>(table: T): DataLoader<number, Row<T> | null> {
    const key = `id:${table}`;
    let loader = cache.get(key);
    if (!loader) {
      const tagOf = (id: number) => rowTag(table, id);
      loader = new TaggedLoader<unknown>(
        (ids) =>
          withShared<number, unknown>(shared, table, key, ids, async (missing) => {
            // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely cannot type a table chosen at run time
            const rows = (await (db as any).selectFrom(table).selectAll().where('id', 'in', missing).execute()) as { id: number }[];
            return new Map(rows.map((row) => [row.id, row]));
          }, null, (id) => keptRowTags(table, id)),
        tagOf,
      );
      cache.set(key, loader);
    }
    return loader as DataLoader<number, Row<T> | null>;
  }

  function byColumn<T extends TableName>(table: T, column: keyof Row<T> & string, orderBy: keyof Row<T> & string = 'id' as never): DataLoader<number, Row<T>[]> {
    const key = `${table}.${column}:${orderBy}`;
    let loader = cache.get(key);
    if (!loader) {
      const tagOf = columnTag(table, column);
      loader = new TaggedLoader<unknown>(
        (keys) =>
          withShared<number, Record<string, unknown>[]>(shared, table, key, keys, async (missing) => {
            // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely cannot type a table chosen at run time
            const rows = (await (db as any).selectFrom(table).selectAll().where(column, 'in', missing).orderBy(orderBy).execute()) as Record<string, unknown>[];
            const groups = new Map<number, Record<string, unknown>[]>();
            for (const row of rows) groups.set(row[column] as number, [...(groups.get(row[column] as number) ?? []), row]);
            return groups;
          }, [], (key) => [tagOf(key)]),
        tagOf,
      );
      cache.set(key, loader);
    }
    return loader as DataLoader<number, Row<T>[]>;
  }

  /**
   * Rows of `table` read by a query of their own (a listing's page), read since `began` (the content
   * memo's version when the reading began): this request's loader has them, and the shared rows too.
   */
  function known<T extends TableName>(table: T, rows: readonly Row<T>[], began: number | null): void {
    const loader = byId(table);
    for (const row of rows) loader.prime((row as { id: number }).id, row);
    if (!shared || began === null || !SHARED_TABLES.has(table)) return;
    for (const row of rows) {
      const id = (row as { id: number }).id;
      shared.keep(`id:${table} ${id}`, row, began, keptRowTags(table, id));
    }
  }

  /**
   * Rows of `table` whose `column` equals `key`, read by a query of their own since `began` (a
   * product's category links read with the product): as known() for rows by id.
   */
  function knownColumn<T extends TableName>(table: T, column: keyof Row<T> & string, orderBy: keyof Row<T> & string, key: number, found: Row<T>[], began: number | null): void {
    byColumn(table, column, orderBy).prime(key, found);
    if (!shared || began === null || !SHARED_TABLES.has(table)) return;
    shared.keep(`${table}.${column}:${orderBy} ${key}`, found, began, [columnTag(table, column)(key)]);
  }

  /** The content memo's version as a reading begins (what known() asks), null in an administrator's request. */
  const began = (): number | null => shared?.version() ?? null;

  /** A kept shared row, when this is a visitor's request and it is kept: no promise to wait for. */
  const peek = (table: string, namespace: string, key: number): unknown =>
    shared && SHARED_TABLES.has(table) ? shared.peek(`${namespace} ${key}`) : undefined;

  /**
   * byId(table).load(id), answered at once when the row is among the shared rows: a listing's 24
   * products then resolve their images and brands without a promise each.
   */
  function row<T extends TableName>(table: T, id: number): Row<T> | null | Promise<Row<T> | null> {
    const kept = peek(table, `id:${table}`, id) as Row<T> | null | undefined;
    return kept !== undefined ? kept : byId(table).load(id);
  }

  /** byColumn(table, column, orderBy).load(key), answered at once when the rows are among the shared rows. */
  function rows<T extends TableName>(table: T, column: keyof Row<T> & string, orderBy: keyof Row<T> & string, key: number): Row<T>[] | Promise<Row<T>[]> {
    const kept = peek(table, `${table}.${column}:${orderBy}`, key) as Row<T>[] | undefined;
    return kept !== undefined ? kept : byColumn(table, column, orderBy).load(key);
  }

  /** The shared row of `table` with this id, when this is a visitor's request and it is kept (null: kept as absent). */
  const kept = <T extends TableName>(table: T, id: number): Row<T> | null | undefined => peek(table, `id:${table}`, id) as Row<T> | null | undefined;

  return { byId, byColumn, known, knownColumn, began, kept, row, rows };
}

export type Loaders = ReturnType<typeof createLoaders>;
