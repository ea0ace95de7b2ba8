/**
 * What a product count shows (cache/write-tags.ts): a category's count, which products are linked to
 * its subtree; a brand's or group's, any product of the shop. Counted by scanning products, it would
 * otherwise make every answer holding a count stale at any product's edit.
 */
import type { GraphQLContext } from '../../context';
import { withExplicitTables } from '../../cache/dependencies';
import { categoryListingTag, SHOP_LISTING_TAG } from '../../cache/write-tags';
import { categoryTreeNow } from './tree';

/** The tables a count reads whose rows its scope names instead. */
const COUNTED_TABLES: ReadonlySet<string> = new Set(['products', 'product_categories']);

/** A count of a category's products: it shows the listings of its subtree. */
export async function countedInCategory<T>(ctx: GraphQLContext, categoryId: number, count: () => Promise<T>): Promise<T> {
  const tree = await categoryTreeNow(ctx);
  return withExplicitTables(COUNTED_TABLES, tree.subtree(categoryId).map(categoryListingTag), count);
}

/** A count over the whole shop's products (a brand's, a group's). */
export function countedInShop<T>(count: () => Promise<T>): Promise<T> {
  return withExplicitTables(COUNTED_TABLES, [SHOP_LISTING_TAG], count);
}
