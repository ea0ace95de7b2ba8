/**
 * A visitor's listing, shared by every visitor who asks the same (the same arguments, language and
 * parts selected) until the content changes, like the facets and totals it is made of: which
 * products the page shows (by id; the rows come from the shared rows), its total, facets and price
 * range, the price and option facets kept apart. Another operation or another selection of the
 * products' fields shares it too; an administrator's listing is always read fresh.
 */
import stableStringify from 'fast-json-stable-stringify';
import type { GraphQLContext } from '../../context';
import { perContent } from '../../lib/per-content';
import type { Selection } from '../../lib/selection';
import { productListing, selectedOptionNames, unselectedListing, type ListingArgs, type ListingResult } from './listing';
import { assertPriceBounds, countedPriceRange, type PriceRange } from './listing-price';
import { assertSortAllowed } from './product-query';
import type { ProductRow } from './tables';
import { categoryTree, resolvePath } from './tree';
import { apart, recordDependencies, withExplicitTables } from '../../cache/dependencies';
import { pagePriceSpan, priceBandTags, rangePriceSpans } from '../../cache/price-bands';
import {
  brandOptionsTag,
  brandPricesTag,
  categoryListingTag,
  categoryOptionsTag,
  categoryPricesTag,
  optionNamesTag,
  optionNameTag,
  SHOP_LISTING_TAG,
  SHOP_OPTIONS_TAG,
  SHOP_PRICES_TAG,
} from '../../cache/write-tags';
import { mergeSameNamed } from './merged-facets';
import type { OptionFacet } from './listing-option-facets';
import { numericIds } from './common';
import { indexCounts } from './listing-index/indexed-listing';

/** What productListing reads of the selection: the listing differs by these alone. */
const PARTS = ['data', 'paginatorInfo.count', 'paginatorInfo.total', 'paginatorInfo.lastPage', 'brands', 'filters', 'option_filters', 'price_range', 'selection'];

type KeptListing = Omit<ListingResult, 'data'> & { data: number[] };

/**
 * The rows a listing tags by its scope rather than as scans: which products it holds, their category
 * links, filter values and variants (a variant's stock crossing zero names its product's option
 * scopes, its other change the listings of its product too, when it has options: cache/write-tags.ts).
 * Options and their values (and listing_option_values, derived from them: cache/write-tags.ts) are
 * read as scans: their rare changes make every listing that shows or matches options stale.
 */
const LISTED_TABLES: ReadonlySet<string> = new Set(['products', 'product_categories', 'product_specifications', 'product_variants']);

const pathOf = (args: ListingArgs) => (args.category_path ?? []).filter((segment) => segment.trim() !== '');

/**
 * Which products the listing may hold, and whose prices place it (cache/write-tags.ts): a category's
 * listing, the products linked to its subtree (a product's edit makes stale only its categories'
 * listings); any other listing may hold any product of the shop, placed by the prices of its brands.
 * With `options`, also where which option values are in stock decides (optionScopeOf).
 */
async function scopeOf(ctx: GraphQLContext, args: ListingArgs, priced: boolean, options: OptionsShown = []): Promise<string[]> {
  const path = pathOf(args);
  const category = path.length ? await categoryOf(ctx, path) : null;
  if (path.length && !category) return [];
  const brands = numericIds(args.brands);
  const optionScope = optionTags(optionScopeOf(category, brands), options, ctx.lang === 1 ? 1 : 0);
  if (category) return [...category.subtree.flatMap((id) => [categoryListingTag(id), ...(priced ? [categoryPricesTag(id)] : [])]), ...optionScope];
  if (!priced) return [SHOP_LISTING_TAG, ...optionScope];
  // A brand's shop is placed and bounded by its brand's prices alone, unless price bounds count the other brands too.
  return [SHOP_LISTING_TAG, ...(brands.length && !boundedByPrice(args) ? brands.map(brandPricesTag) : [SHOP_PRICES_TAG]), ...optionScope];
}

async function categoryOf(ctx: GraphQLContext, path: string[]): Promise<{ id: number; subtree: number[] } | null> {
  const tree = await categoryTree(ctx);
  const category = resolvePath(tree, path, ctx.lang)?.at(-1);
  return category ? { id: category.id, subtree: tree.subtree(category.id) } : null;
}

/**
 * Where which option values are in stock decides what is kept (cache/write-tags.ts): for a listing's
 * option facets, and for a listing that selects by an option's name (selectsAnOption). A listing of
 * some brands holds only their products, wherever it is: their brands' option scopes; a category's,
 * its subtree's; any other, the whole shop's.
 */
function optionScopeOf(category: { subtree: number[] } | null, brands: number[]): string[] {
  if (brands.length) return brands.map(brandOptionsTag);
  return category ? category.subtree.map(categoryOptionsTag) : [SHOP_OPTIONS_TAG];
}

/**
 * What of the options in stock a reading shows: 'any' (the option facets count every value), or the
 * names of the options a listing selects by (its products change only with their values).
 */
type OptionsShown = 'any' | readonly string[];

function optionTags(scopes: readonly string[], options: OptionsShown, lang: 0 | 1): string[] {
  if (options === 'any') return [...scopes];
  if (options.length === 0) return [];
  return scopes.flatMap((scope) => [optionNamesTag(scope), ...options.map((name) => optionNameTag(scope, lang, name))]);
}

const boundedByPrice = (args: ListingArgs) => args.price_min != null || args.price_max != null;
const orderedByPrice = (args: ListingArgs) => args.sort === 'PRICE_ASC' || args.sort === 'PRICE_DESC';
/** Whether a price's change may move a product into or out of the listing: its price bounds, or the products on action (a discount). */
const heldByPrice = (args: ListingArgs) => boundedByPrice(args) || args.special === 'ACTION';

/** Whether prices decide what the kept listing holds: its order, which products it holds, or its price facet. */
const pricedBy = (args: ListingArgs, selection: Selection) => orderedByPrice(args) || heldByPrice(args) || selection.selects('price_range');

/**
 * Whether the listing index counts and places the listing (its filters are at most as many
 * selections by name): then nothing within it is kept apart by its SQL (sharedRowsById,
 * sharedShape), which would record the scope alone and not the price bands recorded after it.
 */
const countedByIndex = (ctx: GraphQLContext, args: ListingArgs) => indexCounts(ctx, Boolean(args.search?.trim()), args.filters?.length ?? 0);

/**
 * Whether prices decide the kept listing's page by their order alone: then it depends on the prices
 * its page shows (cache/price-bands.ts), not on every price of its scope. Price bounds, the products
 * on action, a page not read, or a listing placed by SQL keep it on them all.
 */
const bandedByPrice = (ctx: GraphQLContext, args: ListingArgs, selection: Selection) =>
  orderedByPrice(args) && !heldByPrice(args) && selection.selects('data') && countedByIndex(ctx, args);

/** The tags whose price bands a listing ordered by price records: its category's, else its brands', else the whole shop's. */
async function pricesScopeOf(ctx: GraphQLContext, args: ListingArgs): Promise<string[]> {
  const path = pathOf(args);
  if (path.length) {
    const category = await categoryOf(ctx, path);
    return category ? [categoryPricesTag(category.id)] : [];
  }
  const brands = numericIds(args.brands);
  return brands.length ? brands.map(brandPricesTag) : [SHOP_PRICES_TAG];
}

/** Records what a page of a listing ordered by price shows of prices: the bands of its products' prices, under its scope. */
async function recordPageBands(ctx: GraphQLContext, args: ListingArgs, listing: ListingResult): Promise<void> {
  const span = pagePriceSpan(listing.data.map((product) => Number(product.process_price)));
  recordDependencies(priceBandTags(await pricesScopeOf(ctx, args), [span]));
}

/**
 * A listing's price facet. Placed by the listing index: which products the listing holds (its scope
 * without prices) and the price bands beyond its bounds; placed by SQL: every price of its scope.
 */
async function computedPriceRange(ctx: GraphQLContext, args: ListingArgs, facetArgs: ListingArgs): Promise<PriceRange | null> {
  const banded = countedByIndex(ctx, args);
  const scope = await scopeOf(ctx, args, !banded, await selectedOptionNames(ctx, args));
  const listing = await withExplicitTables(LISTED_TABLES, scope, () => productListing(ctx, facetArgs, ONLY_PRICE_RANGE));
  if (banded) recordDependencies(priceBandTags(await pricesScopeOf(ctx, args), rangePriceSpans(listing.price_range_rsd)));
  return listing.price_range;
}

const ONLY_PRICE_RANGE: Selection = { selects: (path) => path === 'price_range' };

/**
 * The price facet of a listing not bounded by price, kept apart from the listing and shared by every
 * sort and page of it: a price moving beyond its bounds makes it stale (computedPriceRange), not which
 * products the listing holds, their order (a listing ordered by price depends on the prices its page
 * shows alone) and their other facets. It is the listing's summary of prices alone, counted by the
 * listing index; without the index, with no selection, migration 084's counted prices.
 */
async function keptPriceRange(ctx: GraphQLContext, args: ListingArgs): Promise<PriceRange | null> {
  const lang = ctx.lang === 1 ? 1 : 0;
  if (!unselectedListing(args)) {
    const facetArgs: ListingArgs = { ...args, sort: null, page: null, first: null };
    return perContent(ctx, `price range ${lang} ${stableStringify(facetArgs)}`, () => computedPriceRange(ctx, args, facetArgs));
  }
  const path = pathOf(args);
  const category = path.length ? await categoryOf(ctx, path) : null;
  if (path.length && !category) return null;
  const key = `price range ${lang} ${category?.id ?? 0}`;
  if (ctx.services.listingIndex) return perContent(ctx, key, () => computedPriceRange(ctx, { category_path: path }, { category_path: path }));
  const scope = category ? category.subtree.map(categoryPricesTag) : [SHOP_PRICES_TAG];
  return perContent(ctx, key, () => withExplicitTables(LISTED_TABLES, scope, () => countedPriceRange(ctx, category?.id ?? 0, category?.subtree ?? null)));
}

const withoutPriceRange = (selection: Selection): Selection => ({ selects: (path) => path !== 'price_range' && selection.selects(path) });
const withoutOptionFacets = (selection: Selection): Selection => ({ selects: (path) => path !== 'option_filters' && selection.selects(path) });
const ONLY_OPTION_FACETS: Selection = { selects: (path) => path === 'option_filters' };

/**
 * The option facets of a listing, kept apart from it (as the price facet is): a size selling out
 * or coming back makes them stale (its product's option scopes), not which products the listing
 * holds, their order, or the other facets. Shared by every sort and page of the listing.
 */
async function keptOptionFacets(ctx: GraphQLContext, args: ListingArgs): Promise<OptionFacet[]> {
  const facetArgs: ListingArgs = { ...args, sort: null, page: null, first: null };
  return perContent(
    ctx,
    `option facets ${ctx.lang === 1 ? 1 : 0} ${stableStringify(facetArgs)}`,
    async () => {
      const scope = await scopeOf(ctx, args, heldByPrice(args), 'any');
      return (await withExplicitTables(LISTED_TABLES, scope, () => productListing(ctx, facetArgs, ONLY_OPTION_FACETS, false))).option_filters;
    },
    (facets) => facets.reduce((sum, facet) => sum + facet.values.length, 1),
  );
}

export async function sharedListing(ctx: GraphQLContext, args: ListingArgs, selection: Selection): Promise<ListingResult> {
  if (ctx.adminId != null) return productListing(ctx, args, selection);
  // A refusal is the request's own, in its language: never kept.
  assertSortAllowed(ctx, args.sort);
  assertPriceBounds(ctx, args);
  const priceApart = selection.selects('price_range') && !boundedByPrice(args);
  // The facets that show option values (a filter's facet merges an option of its name): kept apart.
  const withOptions = selection.selects('option_filters') || selection.selects('filters');
  const listed = withoutOptionFacets(priceApart ? withoutPriceRange(selection) : selection);
  const parts = PARTS.map((part) => (listed.selects(part) ? 1 : 0)).join('');
  const kept = await perContent<KeptListing>(
    ctx,
    `listing ${ctx.lang === 1 ? 1 : 0} ${parts} ${stableStringify(args)}`,
    async () => {
      const banded = bandedByPrice(ctx, args, listed);
      const scope = await scopeOf(ctx, args, pricedBy(args, listed) && !banded, await selectedOptionNames(ctx, args));
      const listing = await withExplicitTables(LISTED_TABLES, scope, () => productListing(ctx, args, listed, false));
      if (banded) await recordPageBands(ctx, args, listing);
      return { ...listing, data: listing.data.map((product) => product.id) };
    },
    (listing) => listing.data.length + listing.brands.length + listing.filters.reduce((sum, facet) => sum + facet.values.length, 1),
  );
  // An answer made again from its parts (answer-parts.ts) asks for the facets alone: no product's row.
  const rows = listed.selects('data') ? await ctx.loaders.byId('products').loadMany(kept.data) : [];
  // Parts of the answer kept apart (graphql/answers/answer-parts.ts): a size selling out makes only
  // the facets that show option values stale, a price's change only the price facet, and the answer
  // is made again by counting them alone. Read once the rest is read, so that no row the rest shows
  // is loaded within them.
  const [priceRange, options] = await Promise.all([
    priceApart ? apart(() => keptPriceRange(ctx, args)) : kept.price_range,
    withOptions ? apart(() => keptOptionFacets(ctx, args)) : [],
  ]);
  const named = mergeSameNamed(kept.filters, options, ctx.lang);
  return {
    ...kept,
    filters: named.filters,
    option_filters: named.options,
    price_range: priceRange,
    data: rows.filter((row): row is ProductRow => row != null && !(row instanceof Error)),
  };
}
