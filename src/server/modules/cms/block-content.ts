/** A design block's content as the storefront and the editor read it, looked up in batches. */
import type { ResolversParentTypes } from '../../../../generated/resolvers';
import type { GraphQLContext } from '../../context';
import type { BlockRow, BlogPostRow, StorageFileRow } from '../../db/rows';
import { hasText } from '../../lib/translate';
import { hasTextSql } from '../../lib/translation-sql';
import { categoryTree, isNamedIn } from '../catalog';
import { cardIdOf } from './cards';
import { isProductShown, specialProducts } from './catalog-refs';
import { blockTypeName } from './codes';
import { isAdmin, isShownNow } from './content-state';
import { requestLoader } from './per-request';
import type { StoredBlockContent, StoredCard } from './tables';
import { pick, pickOrNull } from './translations';

export const BLOG_CAROUSEL_DEFAULT = 4;
export const BLOG_CAROUSEL_MAX = 12;

export type BlockContent = ResolversParentTypes['BlockContent'] & { __typename: string };
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
      .where(hasTextSql('names', ctx.lang))
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
export async function blockContent(ctx: GraphQLContext, block: BlockRow): Promise<BlockContent> {
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
        : present(await ctx.loaders.byId('products').loadMany(body.product_ids ?? [])).filter(
            (product) => admin || (isProductShown(product) && hasText(product.names, ctx.lang)),
          );
      return { __typename: 'ProductsCarouselContent', special: body.special ?? null, products };
    }
    case 'CATEGORIES': {
      const categories = present(await ctx.loaders.byId('categories').loadMany(body.category_ids ?? []));
      if (admin) return { __typename: 'CategoriesContent', categories };
      // A visitor's tiles leave out a category not named in their language, as the menus do.
      const tree = await categoryTree(ctx);
      return { __typename: 'CategoriesContent', categories: categories.filter((category) => isNamedIn(tree, category, ctx.lang)) };
    }
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
