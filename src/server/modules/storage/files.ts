/** The admin's file library: one page of files, files by id, and a file's tab and alt texts. */
import { sql, type RawBuilder } from 'kysely';
import type { GraphQLContext } from '../../context';
import type { Db } from '../../db/database';
import type { StorageFileRow } from '../../db/rows';
import { userError } from '../../errors';
import { foldedContains, paginated, pageWindow } from '../../lib/lists';
import { translationSql } from '../../lib/translation-sql';

/** One page of the library, newest first, of one tab and matching a search in the names or either language's alt text. */
export async function listFiles(db: Db, args: { page?: number | null; first?: number | null; tab?: string | null; search?: string | null }) {
  const window = pageWindow(args.page, args.first, 40);
  let query = db.selectFrom('storage_files');
  if (args.tab) query = query.where('tab', '=', args.tab);
  const search = args.search?.trim();
  if (search) {
    query = query.where(sql<boolean>`(${foldedContains(sql`orig_name`, search)} or ${foldedContains(sql`name`, search)} or ${foldedContains(sql`array_to_string(alts, ' ')`, search)})`);
  }
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(window.perPage).offset(window.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return paginated(rows, Number(count.total), window);
}

/** The files of these ids that exist. */
export async function filesByIds(db: Db, ids: readonly number[]): Promise<StorageFileRow[]> {
  return ids.length ? db.selectFrom('storage_files').selectAll().where('id', 'in', ids).execute() : [];
}

/**
 * Moves a file to another tab and sets its alt texts: `alts` every language's it names, else `alt`
 * the request language's (the other language's text stays as the row holds it); refused for an
 * unknown id or a tab that is no plain name.
 */
export async function updateFile(
  ctx: GraphQLContext,
  args: { id: string; tab?: string | null; alt?: string | null; alts?: readonly string[] | null },
): Promise<StorageFileRow> {
  const id = Number(args.id);
  const file = Number.isInteger(id) ? await ctx.db.selectFrom('storage_files').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
  if (!file) throw userError(ctx.lang, 'notFound', { code: 'NOT_FOUND', field: 'id' });
  const tab = args.tab?.trim();
  if (tab && !/^[A-Za-z0-9_-]{1,64}$/.test(tab)) throw userError(ctx.lang, 'invalidValue', { field: 'tab', params: { field: 'tab' } });
  const changes: { tab?: string; alts?: string[] | RawBuilder<string[]> } = {};
  if (tab) changes.tab = tab;
  if (args.alts != null) changes.alts = [0, 1].map((lang) => (args.alts![lang] ?? file.alts[lang] ?? '').trim());
  else if (args.alt != null) changes.alts = translationSql('alts', ctx.lang, args.alt.trim());
  if (Object.keys(changes).length === 0) return file;
  return ctx.db.updateTable('storage_files').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}
