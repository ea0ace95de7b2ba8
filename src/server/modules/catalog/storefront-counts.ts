/** What the storefront counts: product views and wishlist adds. */
import type { GraphQLContext } from '../../context';
import type { WishlistAddedRow } from './tables';
import { translate } from '../../errors';
import { idOrUndefined } from './common';
import { OK } from './mutation-helpers';

// ---- counting from the storefront ----

export interface CountArgs {
  product_id: string;
  client: string;
  session?: string | null;
  campaign?: string | null;
}

/** The product a storefront counter names: a numeric id of an existing product, else undefined. */
async function countedProduct(ctx: GraphQLContext, productId: string): Promise<number | undefined> {
  const id = idOrUndefined(productId);
  if (id === undefined) return undefined;
  return (await ctx.loaders.byId('products').load(id)) ? id : undefined;
}

const clip = (text: string | null | undefined, max: number): string | null => text?.trim().slice(0, max) || null;

export async function recordProductView(ctx: GraphQLContext, args: CountArgs) {
  const productId = await countedProduct(ctx, args.product_id);
  // A tracking call never breaks the product page: an unknown product is answered, not thrown.
  if (productId === undefined) return { success: false, error: translate(ctx.lang, 'notFound') };
  await ctx.db
    .insertInto('product_views')
    .values({ product_id: productId, client: clip(args.client, 64) ?? '', session: clip(args.session, 32), campaign: clip(args.campaign, 100) })
    .execute();
  return OK;
}

export async function createWishlistAdded(ctx: GraphQLContext, args: CountArgs): Promise<WishlistAddedRow | null> {
  // Spec §5: the wishlist toggle ignores non-numeric ids.
  const productId = await countedProduct(ctx, args.product_id);
  if (productId === undefined) return null;
  return ctx.db
    .insertInto('wishlist_added')
    .values({ product_id: productId, client: clip(args.client, 64) ?? '', session: clip(args.session, 32), campaign: clip(args.campaign, 100) })
    .returningAll()
    .executeTakeFirstOrThrow();
}
