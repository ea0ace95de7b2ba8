/** What the catalogue's writes share: existence checks, texts in the request's language, positions. */
import { sql } from 'kysely';
import type { GraphQLContext } from '../../context';
import type { Db } from '../../db/database';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { idOrUndefined } from './common';
import { refuseArg as refuse } from '../../lib/admin-input';

export const OK = { success: true, error: null };


export type IdTable = 'categories' | 'brands' | 'groups' | 'filters' | 'group_campaigns' | 'products' | 'storage_files';

/** The record an id argument names, or a NOT_FOUND error about that argument. */
export async function existing<T extends IdTable>(ctx: GraphQLContext, table: T, id: string | number | null | undefined, field: string) {
  const key = idOrUndefined(id);
  const row = key === undefined ? null : await ctx.loaders.byId(table).load(key);
  if (!row) refuse(ctx, 'notFound', field, 'NOT_FOUND');
  return row;
}

/** Every id of a list names a record of the table, else NOT_FOUND about the field. */
export async function allExist(ctx: GraphQLContext, table: IdTable, ids: readonly (string | number)[], field: string): Promise<number[]> {
  const keys = ids.map((id) => idOrUndefined(id));
  if (keys.some((key) => key === undefined)) refuse(ctx, 'notFound', field, 'NOT_FOUND');
  const rows = await ctx.loaders.byId(table).loadMany(keys as number[]);
  if (rows.some((row) => !row || row instanceof Error)) refuse(ctx, 'notFound', field, 'NOT_FOUND');
  return keys as number[];
}

export const idOrNull = (id: string | null | undefined): number | null => idOrUndefined(id) ?? null;

/** The text an optional argument writes; undefined when it was not sent, so the stored text stays. */
export function sentText(value: string | null | undefined, html = false): string | undefined {
  if (value === undefined) return undefined;
  return html ? sanitizeHtml(value ?? '') : (value ?? '').trim();
}

export interface CatalogTextArgs {
  description?: string | null;
  seo_title?: string | null;
  seo_keywords?: string | null;
  seo_description?: string | null;
}

/** The translated texts of a category, brand or product write, by column: those sent, in the request's language. */
export function catalogTexts(args: CatalogTextArgs, name: string, slug: string) {
  return {
    names: name,
    slugs: slug,
    descriptions: sentText(args.description, true),
    seo_titles: sentText(args.seo_title),
    seo_keywords_list: sentText(args.seo_keywords),
    seo_descriptions: sentText(args.seo_description),
  };
}

/** Renumbers a table's rows 1, 2, 3 … in their current order, within one parent for the tree. */
export async function renumber(db: Db, table: 'categories' | 'brands' | 'groups', parentId?: number | null): Promise<void> {
  const scope =
    table !== 'categories' ? sql`true` : parentId == null ? sql`parent_id is null` : sql`parent_id = ${parentId}`;
  await sql`update ${sql.table(table)} t set position = n.position from (
      select id, row_number() over (order by position, id) as position from ${sql.table(table)} where ${scope}
    ) n where t.id = n.id and t.position <> n.position`.execute(db);
}

/** Deletes a record of an ordered list and closes the gap it leaves in the positions, in one transaction. */
export async function deleteRenumbered(ctx: GraphQLContext, table: 'categories' | 'brands' | 'groups', id: number, parentId?: number | null) {
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom(table).where('id', '=', id).execute();
    await renumber(trx, table, parentId);
  });
  return OK;
}

/** Puts a row at a position (clamped) among the table's rows and renumbers them. */
export async function moveTo(db: Db, table: 'brands' | 'groups', id: number, position: number): Promise<void> {
  const rows = await db.selectFrom(table).select(['id']).where('id', '!=', id).orderBy('position').orderBy('id').execute();
  const order = rows.map((row) => row.id);
  order.splice(Math.max(0, Math.min(order.length, Math.round(position) - 1)), 0, id);
  await sql`update ${sql.table(table)} t set position = n.position
    from unnest(${order}::int[]) with ordinality as n(id, position) where t.id = n.id`.execute(db);
}

export const isUniqueViolation = (error: unknown): boolean => (error as { code?: string } | null)?.code === '23505';

/** Two administrators saving the same code at once: the unique index keeps one, the other gets codeTaken. */
export function codeTakenOr(ctx: GraphQLContext, error: unknown): never {
  if (isUniqueViolation(error)) refuse(ctx, 'codeTaken', 'code', 'CONFLICT');
  throw error;
}
