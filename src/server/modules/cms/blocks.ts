/** The block editor's writes: a block saved, deleted or moved, and the page's blocks kept numbered. */
import type { MutationDeleteBlockArgs, MutationSortBlocksArgs, MutationUpsertBlockArgs } from '../../../../generated/resolvers';
import type { GraphQLContext } from '../../context';
import type { Db } from '../../db/database';
import type { BlockRow } from '../../db/rows';
import { positionAfter } from '../../lib/position-after';
import { translationSql } from '../../lib/translation-sql';
import { contentFromInput } from './block-input';
import { BLOCK_TYPE_CODES } from './codes';
import { both } from './translations';
import { checkWindow, dateArg, done, refuse, sent, toId } from './validate';

/** Numbers a page's blocks 1, 2, 3 … in their order. */
async function renumberBlocks(db: Db, pageId: number): Promise<void> {
  const blocks = await db.selectFrom('blocks').select(['id', 'position']).where('page_id', '=', pageId).orderBy('position').orderBy('id').execute();
  for (const [index, block] of blocks.entries()) {
    if (block.position !== index + 1) await db.updateTable('blocks').set({ position: index + 1 }).where('id', '=', block.id).execute();
  }
}

async function nextBlockPosition(db: Db, pageId: number, except?: number): Promise<number> {
  let query = db.selectFrom('blocks').select((eb) => eb.fn.max('position').as('last')).where('page_id', '=', pageId);
  if (except != null) query = query.where('id', '!=', except);
  return positionAfter((await query.executeTakeFirst())?.last);
}

async function findRow<T extends 'pages' | 'blocks'>(ctx: GraphQLContext, table: T, id: unknown, field: string) {
  const rowId = toId(id);
  const row = rowId == null ? undefined : await ctx.loaders.byId(table).load(rowId);
  if (!row) throw refuse(ctx, 'notFound', field, 'NOT_FOUND');
  return row;
}

/** upsertBlock: a new block last on its page, or changes to one; the other language's texts come from the block as the save finds it. */
export async function upsertBlock(ctx: GraphQLContext, args: MutationUpsertBlockArgs) {
  const page = await findRow(ctx, 'pages', args.page_id, 'page_id');
  const existing = args.id != null && args.id !== '' ? ((await findRow(ctx, 'blocks', args.id, 'id')) as BlockRow) : undefined;
  const typeCode = BLOCK_TYPE_CODES[args.type];
  const content = await contentFromInput(ctx, args.type, args.content, existing?.type === typeCode ? existing.content : undefined);
  const active_from = sent(args, 'active_from') ? (dateArg(args.active_from) ?? null) : (existing?.active_from ?? null);
  const active_to = sent(args, 'active_to') ? (dateArg(args.active_to) ?? null) : (existing?.active_to ?? null);
  checkWindow(ctx, active_from, active_to);
  const title = args.title?.trim() ?? '';

  return ctx.db.transaction().execute(async (trx) => {
    if (existing) {
      // The block as it is now, locked until this save commits: the other language's texts come from it.
      const stored = await trx.selectFrom('blocks').select(['type', 'content']).where('id', '=', existing.id).forUpdate().executeTakeFirst();
      if (!stored) throw refuse(ctx, 'notFound', 'id', 'NOT_FOUND');
      const moved = existing.page_id !== page.id;
      const updated = await trx
        .updateTable('blocks')
        .set({
          page_id: page.id,
          ...(moved ? { position: await nextBlockPosition(trx, page.id, existing.id) } : {}),
          type: typeCode,
          ...(sent(args, 'title') ? { titles: translationSql('titles', ctx.lang, title) } : {}),
          ...(args.active != null ? { active: args.active } : {}),
          active_from,
          active_to,
          content: JSON.stringify(content(stored.type === typeCode ? stored.content : undefined)),
        })
        .where('id', '=', existing.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (moved) await renumberBlocks(trx, existing.page_id);
      return updated;
    }
    return trx
      .insertInto('blocks')
      .values({
        page_id: page.id,
        type: typeCode,
        titles: both(title),
        position: await nextBlockPosition(trx, page.id),
        active: args.active ?? true,
        active_from,
        active_to,
        content: JSON.stringify(content(undefined)),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** deleteBlock: the page's other blocks are numbered again. */
export async function deleteBlock(ctx: GraphQLContext, args: MutationDeleteBlockArgs) {
  const block = (await findRow(ctx, 'blocks', args.id, 'id')) as BlockRow;
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('blocks').where('id', '=', block.id).execute();
    await renumberBlocks(trx, block.page_id);
  });
  return done();
}

/** sortBlocks: the listed blocks first, in the given order; the others follow in their old order. */
export async function sortBlocks(ctx: GraphQLContext, args: MutationSortBlocksArgs) {
  const page = await findRow(ctx, 'pages', args.page_id, 'page_id');
  const onPage = await ctx.db.selectFrom('blocks').select(['id', 'position']).where('page_id', '=', page.id).orderBy('position').orderBy('id').execute();
  const ids = new Set(onPage.map((block) => block.id));
  const listed = args.ids.map(toId);
  if (listed.some((id) => id == null || !ids.has(id))) throw refuse(ctx, 'notFound', 'ids', 'NOT_FOUND');
  // Listed blocks take the first positions in the given order; any others follow in their old order.
  const order = [...new Set(listed as number[])];
  const rest = onPage.filter((block) => !order.includes(block.id)).map((block) => block.id);
  await ctx.db.transaction().execute(async (trx) => {
    for (const [index, id] of [...order, ...rest].entries()) {
      await trx.updateTable('blocks').set({ position: index + 1 }).where('id', '=', id).execute();
    }
  });
  return done();
}
