import type { RawBuilder } from 'kysely';
import { contentMemo } from '../cache/content-memo';
import type { GraphQLContext } from '../context';
import type { ServerServices } from '../services';

/**
 * A reading of the content that every caller shares until the content changes (cache/content-memo.ts):
 * what everyone sees alike (the shop's frame in its mails, its bank account). `key` must name
 * everything the reading depends on. What it gives is shared: never change it.
 */
export function sharedContent<T>(services: Pick<ServerServices, 'contentVersion' | 'config'>, key: string, load: () => Promise<T>, size?: (value: T) => number): Promise<T> {
  return contentMemo(services.contentVersion, services.config.contentMemoRows).read(key, load, size);
}

/**
 * A reading of the content that every visitor shares until the content changes (sharedContent); an
 * administrator's reading is their own, always fresh. `key` must name everything the reading depends on.
 */
export function perContent<T>(ctx: Pick<GraphQLContext, 'adminId' | 'services'>, key: string, load: () => Promise<T>, size?: (value: T) => number): Promise<T> {
  if (ctx.adminId != null) return load();
  return sharedContent(ctx.services, key, load, size);
}

/** The rows of a read-only query over the content, shared as perContent says, keyed by its SQL and parameters. */
export function sharedRows<R>(ctx: Pick<GraphQLContext, 'adminId' | 'services' | 'db'>, query: RawBuilder<R>): Promise<R[]> {
  const compiled = query.compile(ctx.db);
  const key = `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
  return perContent(ctx, key, async () => (await ctx.db.executeQuery(compiled)).rows as R[], (rows) => rows.length + 1);
}

/**
 * The rows of a read-only query over one table of the content (a listing's page, the best products
 * for a search), shared as perContent says: which rows, in order, kept by the query's SQL and
 * parameters; the rows themselves kept by id among the shared rows (loaders.ts), so a product is
 * held once however many pages, sorts and searches show it.
 */
export async function sharedRowsById<R extends { id: number }>(
  ctx: Pick<GraphQLContext, 'adminId' | 'services' | 'db' | 'loaders'>,
  table: 'products' | 'categories' | 'brands',
  query: RawBuilder<R>,
  /** Makes the statement's rows into the table's rows (taking out what was read beside them), as the loaders keep them. */
  rowsOf: (rows: Record<string, unknown>[], began: number | null) => R[] = (rows) => rows as unknown as R[],
): Promise<R[]> {
  const compiled = query.compile(ctx.db);
  const read = async (began: number | null) => {
    const rows = rowsOf((await ctx.db.executeQuery(compiled)).rows as Record<string, unknown>[], began);
    ctx.loaders.known(table, rows as never[], began);
    return rows;
  };
  if (ctx.adminId != null) return read(null);
  const memo = contentMemo(ctx.services.contentVersion, ctx.services.config.contentMemoRows);
  const key = `ids of ${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
  const ids = await memo.read(key, async () => (await read(memo.version())).map((row) => row.id), (found) => found.length + 1);
  const rows = (await ctx.loaders.byId(table).loadMany(ids)) as (R | null | Error)[];
  return rows.filter((row): row is R => row != null && !(row instanceof Error));
}

/**
 * What `shape` makes of a shared query's rows (a listing's facets, counted, named and ordered),
 * itself shared as perContent says: `also` names whatever else the shape depends on (the request's
 * selections as typed), beside the query's SQL and parameters.
 */
export function sharedShape<R, T>(
  ctx: Pick<GraphQLContext, 'adminId' | 'services' | 'db'>,
  query: RawBuilder<R>,
  also: string,
  shape: (rows: R[]) => Promise<T> | T,
  size: (value: T) => number,
): Promise<T> {
  const compiled = query.compile(ctx.db);
  const key = `shape ${also}\u0000${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
  return perContent(ctx, key, async () => shape((await ctx.db.executeQuery(compiled)).rows as R[]), size);
}
