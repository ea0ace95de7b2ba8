import type { RawBuilder } from 'kysely';
import { contentMemo } from '../cache/content-memo';
import type { GraphQLContext } from '../context';

/**
 * A reading of the content that every visitor shares until the content changes (cache/content-memo.ts);
 * an administrator's reading is their own, always fresh. `key` must name everything the reading depends on.
 */
export function perContent<T>(ctx: Pick<GraphQLContext, 'adminId' | 'services'>, key: string, load: () => Promise<T>, size?: (value: T) => number): Promise<T> {
  if (ctx.adminId != null) return load();
  return contentMemo(ctx.services.contentVersion).read(key, load, size);
}

/** The rows of a read-only query over the content, shared as perContent says, keyed by its SQL and parameters. */
export function sharedRows<R>(ctx: Pick<GraphQLContext, 'adminId' | 'services' | 'db'>, query: RawBuilder<R>): Promise<R[]> {
  const compiled = query.compile(ctx.db);
  const key = `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
  return perContent(ctx, key, async () => (await ctx.db.executeQuery(compiled)).rows as R[], (rows) => rows.length + 1);
}
