/**
 * A visitor's listing, shared by every visitor who asks the same (the same arguments, language and
 * parts selected) until the content changes, like the facets and totals it is made of: which
 * products the page shows (by id; the rows come from the shared rows), its total, facets and price
 * range. Another operation or another selection of the products' fields shares it too; an
 * administrator's listing is always read fresh.
 */
import stableStringify from 'fast-json-stable-stringify';
import type { GraphQLContext } from '../../context';
import { perContent } from '../../lib/per-content';
import type { Selection } from '../../lib/selection';
import { productListing, type ListingArgs, type ListingResult } from './listing';
import { assertPriceBounds } from './listing-price';
import { assertSortAllowed } from './product-query';
import type { ProductRow } from './tables';
import { categoryTree, resolvePath } from './tree';
import { withExplicitTables } from '../../cache/dependencies';
import { brandPricesTag, categoryListingTag, categoryPricesTag, SHOP_LISTING_TAG, SHOP_PRICES_TAG } from '../../cache/write-tags';
import { numericIds } from './common';

/** What productListing reads of the selection: the listing differs by these alone. */
const PARTS = ['data', 'paginatorInfo.count', 'paginatorInfo.total', 'paginatorInfo.lastPage', 'brands', 'filters', 'price_range'];

type KeptListing = Omit<ListingResult, 'data'> & { data: number[] };

/** The rows a listing tags by its scope rather than as scans: which products it holds, their category links and filter values. */
const LISTED_TABLES: ReadonlySet<string> = new Set(['products', 'product_categories', 'product_specifications']);

/**
 * Which products the listing may hold, and whose prices place it (cache/write-tags.ts): a category's
 * listing, the products linked to its subtree (a product's edit makes stale only its categories'
 * listings); any other listing may hold any product of the shop, placed by the prices of its brands.
 */
async function scopeOf(ctx: GraphQLContext, args: ListingArgs): Promise<string[]> {
  const path = (args.category_path ?? []).filter((segment) => segment.trim() !== '');
  if (path.length) {
    const tree = await categoryTree(ctx);
    const category = resolvePath(tree, path, ctx.lang)?.at(-1);
    return category ? tree.subtree(category.id).flatMap((id) => [categoryListingTag(id), categoryPricesTag(id)]) : [];
  }
  // A brand's shop is placed and bounded by its brand's prices alone, unless price bounds count the other brands too.
  const brands = numericIds(args.brands);
  const bounded = args.price_min != null || args.price_max != null;
  return [SHOP_LISTING_TAG, ...(brands.length && !bounded ? brands.map(brandPricesTag) : [SHOP_PRICES_TAG])];
}

export async function sharedListing(ctx: GraphQLContext, args: ListingArgs, selection: Selection): Promise<ListingResult> {
  if (ctx.adminId != null) return productListing(ctx, args, selection);
  // A refusal is the request's own, in its language: never kept.
  assertSortAllowed(ctx, args.sort);
  assertPriceBounds(ctx, args);
  const parts = PARTS.map((part) => (selection.selects(part) ? 1 : 0)).join('');
  const kept = await perContent<KeptListing>(
    ctx,
    `listing ${ctx.lang === 1 ? 1 : 0} ${parts} ${stableStringify(args)}`,
    async () => {
      const scope = await scopeOf(ctx, args);
      const listing = await withExplicitTables(LISTED_TABLES, scope, () => productListing(ctx, args, selection));
      return { ...listing, data: listing.data.map((product) => product.id) };
    },
    (listing) => listing.data.length + listing.brands.length + listing.filters.reduce((sum, facet) => sum + facet.values.length, 1),
  );
  const rows = await ctx.loaders.byId('products').loadMany(kept.data);
  return { ...kept, data: rows.filter((row): row is ProductRow => row != null && !(row instanceof Error)) };
}
