/** Design blocks: their content per kind, resolved with batched lookups, and the block editor. */
import type { BlockContentInput, BlockType, ResolversParentTypes } from '../../../../../generated/resolvers';
import { firstMissing, isProductShown, specialProducts } from '../catalog-refs';
import { BLOCK_TYPE_CODES, blockTypeName } from '../codes';
import { contentState, isAdmin, isShownNow } from '../content-state';
import { requestLoader } from '../per-request';
import { positionAfter } from '../../../lib/position-after';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { translationSql } from '../../../lib/translation-sql';
import { cardIdOf, mergeCards, type CardWrite } from '../cards';
import { both, pick, pickOrNull, withText } from '../translations';
import { checkWindow, dateArg, done, refuse, requireText, sent, toId } from '../validate';
import type { GraphQLContext } from '../../../context';
import type { Db } from '../../../db/database';
import type { BlockRow, BlogPostRow, StorageFileRow } from '../../../db/rows';
import type { StoredBlockContent, StoredCard } from '../tables';
import type { DomainResolvers } from '../../../lib/domain-resolvers';

const BLOG_CAROUSEL_DEFAULT = 4;
const BLOG_CAROUSEL_MAX = 12;

type BlockContent = ResolversParentTypes['BlockContent'] & { __typename: string };
type CardView = ResolversParentTypes['Card'];

const present = <T>(rows: (T | null | Error)[]): T[] => rows.filter((row): row is T => row != null && !(row instanceof Error));

/** The newest visible posts, for blog carousels: one query per request whatever the number of carousels. */
function newestPosts(ctx: GraphQLContext): Promise<BlogPostRow[]> {
  return requestLoader<BlogPostRow[]>(ctx, 'blog-carousel', async (keys) => {
    const posts = await ctx.db
      .selectFrom('blog_posts')
      .selectAll()
      .where('active', '=', true)
      .where('published_at', '<=', new Date())
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(BLOG_CAROUSEL_MAX)
      .execute();
    return keys.map(() => posts);
  }).load(0);
}

function cardView(card: StoredCard, index: number, image: StorageFileRow | null, lang: number): CardView {
  return {
    id: String(cardIdOf(card, index)),
    title: pick(card.titles, lang),
    text: pickOrNull(card.texts, lang),
    link: pickOrNull(card.links, lang),
    image,
    titles: card.titles,
    texts: card.texts,
    links: card.links,
  };
}

/** A block's content as the BlockContent union's member for its type. */
async function blockContent(ctx: GraphQLContext, block: BlockRow): Promise<BlockContent> {
  const admin = isAdmin(ctx);
  const body: StoredBlockContent = block.content ?? {};
  const type = blockTypeName(block.type);
  switch (type) {
    case 'SLIDER':
    case 'BANNERS': {
      const banners = present(await ctx.loaders.byId('banners').loadMany(body.banner_ids ?? [])).filter((banner) => admin || isShownNow(banner));
      return { __typename: type === 'SLIDER' ? 'SliderContent' : 'BannersContent', banners };
    }
    case 'PRODUCTS_CAROUSEL': {
      const products = body.special
        ? await specialProducts(ctx, body.special)
        : present(await ctx.loaders.byId('products').loadMany(body.product_ids ?? [])).filter((product) => admin || isProductShown(product));
      return { __typename: 'ProductsCarouselContent', special: body.special ?? null, products };
    }
    case 'CATEGORIES':
      return { __typename: 'CategoriesContent', categories: present(await ctx.loaders.byId('categories').loadMany(body.category_ids ?? [])) };
    case 'BRANDS':
      return { __typename: 'BrandsContent', brands: present(await ctx.loaders.byId('brands').loadMany(body.brand_ids ?? [])) };
    case 'TEXT': {
      const htmls = body.htmls ?? ['', ''];
      return { __typename: 'TextContent', html: pick(htmls, ctx.lang), htmls };
    }
    case 'BLOG_CAROUSEL':
      return { __typename: 'BlogCarouselContent', posts: (await newestPosts(ctx)).slice(0, body.posts_count ?? BLOG_CAROUSEL_DEFAULT) };
    case 'CARDS': {
      const cards = body.cards ?? [];
      const images = await ctx.loaders.byId('storage_files').loadMany(cards.map((card) => card.image_id ?? 0));
      return {
        __typename: 'CardsContent',
        cards: cards.map((card, index) => {
          const image = images[index];
          return cardView(card, index, card.image_id != null && image && !(image instanceof Error) ? image : null, ctx.lang);
        }),
      };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The editor

/** Ids a block needs at least one of, each naming an existing row. */
async function requiredIds(
  ctx: GraphQLContext,
  ids: readonly string[] | null | undefined,
  table: 'banners' | 'products' | 'categories' | 'brands',
  field: string,
): Promise<number[]> {
  if (!ids?.length) throw refuse(ctx, 'required', field);
  const numeric = ids.map(toId);
  if (numeric.some((id) => id == null)) throw refuse(ctx, 'notFound', field, 'NOT_FOUND');
  if ((await firstMissing(ctx, table, numeric as number[])) != null) throw refuse(ctx, 'notFound', field, 'NOT_FOUND');
  return numeric as number[];
}

/** Makes a block's stored content from what it held (same kind) or undefined for a new content. */
type ContentBuilder = (existing: StoredBlockContent | undefined) => StoredBlockContent;

const fixed = (content: StoredBlockContent): ContentBuilder => () => content;

/**
 * Checks the editor's input and returns how to make the stored content from the stored one: texts
 * are written in the request's language, the other language's texts are taken from what the block
 * holds when the write runs (see upsertBlock).
 */
async function contentFromInput(ctx: GraphQLContext, type: BlockType, input: BlockContentInput, saved: StoredBlockContent | undefined): Promise<ContentBuilder> {
  const lang = ctx.lang;
  switch (type) {
    case 'SLIDER':
    case 'BANNERS':
      return fixed({ banner_ids: await requiredIds(ctx, input.banner_ids, 'banners', 'content.banner_ids') });
    case 'PRODUCTS_CAROUSEL':
      if (input.special) return fixed({ special: input.special, product_ids: [] });
      return fixed({ special: null, product_ids: await requiredIds(ctx, input.product_ids, 'products', 'content.product_ids') });
    case 'CATEGORIES':
      return fixed({ category_ids: await requiredIds(ctx, input.category_ids, 'categories', 'content.category_ids') });
    case 'BRANDS':
      return fixed({ brand_ids: await requiredIds(ctx, input.brand_ids, 'brands', 'content.brand_ids') });
    case 'TEXT': {
      // A saved block's text is kept, in every language, when none is sent (a switch on or off).
      if (input.html == null && saved?.htmls) return (existing) => ({ htmls: (existing ?? saved).htmls });
      const html = sanitizeHtml(requireText(ctx, input.html, 'content.html'));
      return (existing) => ({ htmls: existing?.htmls ? withText(existing.htmls, lang, html) : both(html) });
    }
    case 'BLOG_CAROUSEL': {
      const count = Math.round(input.posts_count ?? BLOG_CAROUSEL_DEFAULT);
      return fixed({ posts_count: Math.min(BLOG_CAROUSEL_MAX, Math.max(1, count)) });
    }
    case 'CARDS': {
      if (input.cards == null && saved?.cards) return (existing) => ({ cards: (existing ?? saved).cards });
      if (!input.cards?.length) throw refuse(ctx, 'required', 'content.cards');
      const writes: CardWrite[] = [];
      for (const [index, card] of input.cards.entries()) {
        const title = requireText(ctx, card.title, `content.cards.${index}.title`);
        let image_id: number | null = null;
        if (card.image_id != null && card.image_id !== '') {
          image_id = toId(card.image_id);
          if (image_id == null || (await firstMissing(ctx, 'storage_files', [image_id])) != null) {
            throw refuse(ctx, 'notFound', `content.cards.${index}.image_id`, 'NOT_FOUND');
          }
        }
        writes.push({ id: toId(card.id), title, text: card.text?.trim() ?? '', link: card.link?.trim() ?? '', image_id });
      }
      return (existing) => ({ cards: mergeCards(existing?.cards ?? [], writes, lang) });
    }
  }
}

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

export const blockResolvers: DomainResolvers<never, 'upsertBlock' | 'deleteBlock' | 'sortBlocks'> = {
  Query: {},
  Mutation: {
    upsertBlock: async (_root, args, ctx) => {
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
    },
    deleteBlock: async (_root, args, ctx) => {
      const block = (await findRow(ctx, 'blocks', args.id, 'id')) as BlockRow;
      await ctx.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('blocks').where('id', '=', block.id).execute();
        await renumberBlocks(trx, block.page_id);
      });
      return done();
    },
    sortBlocks: async (_root, args, ctx) => {
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
    },
  },
  Block: {
    type: (block) => blockTypeName(block.type),
    title: (block, _args, ctx) => pickOrNull(block.titles, ctx.lang),
    state: (block) => contentState(block),
    content: (block, _args, ctx) => blockContent(ctx, block),
  },
  BlockContent: {
    __resolveType: (content) => (content as BlockContent).__typename as never,
  },
};
