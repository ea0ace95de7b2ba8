/**
 * The administrator's Cyrillic spellings (issue 29): listed A to Z with what the rule would write,
 * created, changed and deleted. A write makes every Cyrillic answer and page stale (the content
 * version moves everywhere): the spellings stand in all of them.
 */
import { toCyrillic } from '../../../shared/i18n/cyrillic';
import type { GraphQLContext } from '../../context';
import { userError } from '../../errors';
import { requiredText } from '../../lib/field-input';
import { readBrandNames, readCyrillicOptions } from './dictionary';
import type { CyrillicSpellingRow } from './tables';

const ok = { success: true, error: null };

/** What the rule writes for a Latin text with the shop's brands kept, but none of its own spellings. */
async function automaticOf(ctx: GraphQLContext): Promise<(latin: string) => string> {
  const keep = await readBrandNames(ctx.db);
  return (latin) => toCyrillic(latin, { keep });
}

export async function listSpellings(ctx: GraphQLContext) {
  const [rows, automatic] = await Promise.all([ctx.db.selectFrom('cyrillic_spellings').selectAll().orderBy('latin').execute(), automaticOf(ctx)]);
  return rows.map((row) => ({ ...row, automatic: automatic(row.latin) }));
}

export async function previewCyrillic(ctx: GraphQLContext, text: string): Promise<string> {
  return toCyrillic(text, await readCyrillicOptions(ctx.db));
}

export async function upsertSpelling(ctx: GraphQLContext, args: { id?: string | null; latin: string; cyrillic: string }) {
  const { lang } = ctx;
  const latin = requiredText(lang, 'latin', args.latin);
  const cyrillic = requiredText(lang, 'cyrillic', args.cyrillic);
  let row: CyrillicSpellingRow | undefined;
  try {
    row =
      args.id == null
        ? await ctx.db.insertInto('cyrillic_spellings').values({ latin, cyrillic }).returningAll().executeTakeFirstOrThrow()
        : await ctx.db
            .updateTable('cyrillic_spellings')
            .set({ latin, cyrillic, updated_at: new Date() })
            .where('id', '=', Number.isSafeInteger(Number(args.id)) ? Number(args.id) : -1)
            .returningAll()
            .executeTakeFirst();
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw userError(lang, 'cyrillicSpellingTaken', { field: 'latin', code: 'CONFLICT' });
    throw error;
  }
  if (!row) throw userError(lang, 'notFound', { code: 'NOT_FOUND', field: 'id' });
  await ctx.services.contentVersion.changed(null);
  return { ...row, automatic: (await automaticOf(ctx))(row.latin) };
}

export async function deleteSpelling(ctx: GraphQLContext, args: { id: string }) {
  const id = Number(args.id);
  const deleted = Number.isSafeInteger(id) ? await ctx.db.deleteFrom('cyrillic_spellings').where('id', '=', id).returning('id').executeTakeFirst() : undefined;
  if (!deleted) throw userError(ctx.lang, 'notFound', { code: 'NOT_FOUND', field: 'id' });
  await ctx.services.contentVersion.changed(null);
  return ok;
}
