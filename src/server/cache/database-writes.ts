import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { listenOn } from '../db/notifications';
import type { ContentVersion } from './content-version';
import { CONTENT_CHANGED_NOTIFY, readRowsWritten, tagsOfWrite, type OptionedProduct, type RowsWritten } from './write-tags';
import { logger } from '../log';

export { CONTENT_CHANGED_NOTIFY };

/** A barrier's own payload: no table is named so. */
const BARRIER_PREFIX = 'heard ';
/** How long a barrier waits for its notification; the writes before it are still heard when it comes. */
const BARRIER_WAIT_MS = 2_000;

export interface DatabaseWrites {
  /**
   * Resolves once every write committed before the call has made stale what it touched on this
   * instance: a notification of its own is sent and awaited behind theirs (they arrive in commit
   * order). A write through the API awaits it before it answers, so the page its author opens next
   * is the new one. Past BARRIER_WAIT_MS (a database swamped by checkouts) it resolves anyway: making
   * everything stale then would swamp it further, and the writes' own notices still come.
   */
  heard(): Promise<void>;
  stop(): Promise<void>;
}

/** What hears each committed write before the caches do (the listing index reads what it changed). */
export interface WriteListener {
  written(written: RowsWritten | null): Promise<void>;
}

/**
 * Makes stale, on this instance, what every committed write to the shop's content touched, whoever
 * made it (the API, an import, a script, a row edited by hand, another instance): each instance hears
 * the database's notifications itself (migration 080), one at a time and in order.
 */
export function watchDatabaseWrites(db: Db, version: ContentVersion, listener?: WriteListener): DatabaseWrites {
  const listen = listenOn(db);
  const waiting = new Map<string, () => void>();
  let queue: Promise<void> = Promise.resolve();
  const placesOf = async (ids: number[]) => {
    const { rows } = await sql<{ kind: 'c' | 'a' | 'b'; id: number }>`
      with recursive placed as (select distinct category_id as id from product_categories where product_id = any(${ids}::int[])),
        lineage as (select id from placed union select c.parent_id from categories c join lineage l on c.id = l.id where c.parent_id is not null)
      select 'c' as kind, id from placed
      union all select 'a', id from lineage
      union all select distinct 'b', brand_id from products where id = any(${ids}::int[]) and brand_id is not null`.execute(db);
    const of = (kind: 'c' | 'a' | 'b') => rows.filter((row) => row.kind === kind).map((row) => Number(row.id));
    return { categories: of('c'), brands: of('b'), lineage: of('a') };
  };
  // A sold-out (or restocked) variant changes what its product offers only in a value no other
  // orderable variant of it has; read after the write committed, so of two such variants sold out
  // one after the other, the later one's notice names the product.
  // It names the options of those values: a listing selected by another option's name keeps its products.
  const optionedOf = async (productIds: number[], variantIds: number[]): Promise<OptionedProduct[]> => {
    const { rows } = await sql<{ id: number; names: string[] | null }>`select o.product_id as id, null::text[] as names from product_options o where o.product_id = any(${productIds}::int[])
      union
      select v.product_id, o.names from product_variants v cross join unnest(v.value_ids) as value(id)
        join product_option_values ov on ov.id = value.id join product_options o on o.id = ov.option_id
      where v.id = any(${variantIds}::int[]) and v.value_ids <> '{}' and v.active
        and not exists (select 1 from product_variants w
          where w.product_id = v.product_id and w.id <> v.id and w.value_ids <> '{}' and w.active and w.stock > 0 and value.id = any(w.value_ids))`.execute(db);
    const products = new Map<number, OptionedProduct>();
    for (const row of rows) {
      const id = Number(row.id);
      const known = products.get(id);
      const names = known === undefined ? [] : known.names;
      products.set(id, { id, names: names === null || row.names === null ? null : [...names, row.names] });
    }
    return [...products.values()];
  };

  const handle = async (payload: string | undefined) => {
    if (payload?.startsWith(BARRIER_PREFIX)) {
      waiting.get(payload)?.();
      return;
    }
    // No payload: notifications may have been missed while the connection was down.
    const written = payload ? readRowsWritten(payload) : null;
    // The index first: a listing rebuilt once the caches forget it is counted from the new rows.
    await listener?.written(written);
    const tags = written ? await tagsOfWrite(written, placesOf, optionedOf).catch(() => null) : null;
    await version.changed(tags, 'here');
  };
  const heardOne = (payload: string | undefined) => {
    queue = queue.then(() => handle(payload)).catch((error: unknown) => logger.warn({ err: error }, 'cache: a write could not be read'));
  };

  const stopping = listen
    ? listen(CONTENT_CHANGED_NOTIFY, heardOne).catch((error: unknown) => {
        logger.warn({ err: error }, 'cache: writes made outside the API will not be noticed');
        return null;
      })
    : Promise.resolve(null);

  return {
    async heard() {
      if (!(await stopping)) {
        await listener?.written(null);
        return version.changed(null, 'here');
      }
      const payload = `${BARRIER_PREFIX}${randomUUID()}`;
      const reached = new Promise<boolean>((resolve) => {
        waiting.set(payload, () => resolve(true));
        setTimeout(() => resolve(false), BARRIER_WAIT_MS).unref();
      });
      try {
        await sql`select pg_notify(${CONTENT_CHANGED_NOTIFY}, ${payload})`.execute(db);
        if (!(await reached)) logger.warn('cache: a write was answered before this instance heard it (the database is slow to tell)');
      } finally {
        waiting.delete(payload);
      }
    },
    async stop() {
      await (await stopping)?.();
      await queue;
    },
  };
}
