/** The block editor's input checked and turned into a block's stored content. */
import type { BlockContentInput, BlockType } from '../../../../generated/resolvers';
import type { GraphQLContext } from '../../context';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { BLOG_CAROUSEL_DEFAULT, BLOG_CAROUSEL_MAX } from './block-content';
import { mergeCards, type CardWrite } from './cards';
import { firstMissing } from './catalog-refs';
import type { StoredBlockContent } from './tables';
import { both, withText } from './translations';
import { refuse, requireText, toId } from './validate';

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
export type ContentBuilder = (existing: StoredBlockContent | undefined) => StoredBlockContent;

const fixed = (content: StoredBlockContent): ContentBuilder => () => content;

/**
 * Checks the editor's input and returns how to make the stored content from the stored one: texts
 * are written in the request's language, the other language's texts are taken from what the block
 * holds when the write runs (see upsertBlock).
 */
export async function contentFromInput(ctx: GraphQLContext, type: BlockType, input: BlockContentInput, saved: StoredBlockContent | undefined): Promise<ContentBuilder> {
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
