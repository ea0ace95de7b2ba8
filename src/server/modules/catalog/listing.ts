/**
 * The storefront's product listing (Query.products): shop, brand shop, special listings, a group's
 * shop template, the wishlist and search results, with faceted filter and brand counts. A handful
 * of queries whatever the page size, each asked only when the request selects what it answers:
 * the page (data), the count (paginatorInfo.total, lastPage), the brands, filters, options and price range facets.
 */
import { sql, type RawBuilder } from 'kysely';
import type { GraphQLContext } from '../../context';
import { EVERYTHING, type Selection } from '../../lib/selection';
import type { BrandRow, CategoryRow, FilterRow, ProductRow } from './tables';
import { mergeSameNamed } from './merged-facets';
import { selectionsByName, type FilterSelectionArg, type ListingValue } from './filter-facets';
import type { FacetScope } from './listing-facets';
import { optionCatalogue, selectionMatches, type OptionCatalogue } from './listing-options';
import type { OptionFacet } from './listing-option-facets';
import { assertPriceBounds, priceBoundsRsd, priceCondition, type PriceBounds, type PriceRange } from './listing-price';
import { listingSummary } from './listing-summary';
import { NO_SELECTION, listingSelection, type ListingSelectionResult } from './listing-selection';
import { idOrUndefined, money, numericIds, visibleSql } from './common';
import { perContent } from '../../lib/per-content';
import { outsideScope } from '../../cache/dependencies';
import { assertSortAllowed, productPage, type ProductSort } from './product-query';
import { productMatches } from './search/match';
import { sharedPlan } from './search/plan';
import { categoryTree, resolvePath } from './tree';
import type { IndexedQuery } from './listing-index/count-listing';
import type { IndexedProduct } from './listing-index/indexed-products';
import { indexedPage, indexedSelection, indexedShop, indexOrders } from './listing-index/indexed-listing';

export type SpecialListing = 'ACTION' | 'NEW' | 'POPULAR' | 'CAMPAIGN';

export interface ListingArgs extends PriceBounds {
  category_path?: readonly string[] | null;
  brands?: readonly string[] | null;
  filters?: readonly FilterSelectionArg[] | null;
  search?: string | null;
  special?: SpecialListing | null;
  campaign?: string | null;
  group_id?: string | null;
  ids?: readonly string[] | null;
  sort?: ProductSort | null;
  page?: number | null;
  first?: number | null;
}

export type { ListingValue };

export interface ListingResult {
  data: ProductRow[];
  paginatorInfo: { currentPage: number; lastPage: number; count: number; total: number };
  category: CategoryRow | null;
  breadcrumbs: CategoryRow[];
  filters: { filter: FilterRow; values: ListingValue[] }[];
  option_filters: OptionFacet[];
  brands: { brand: BrandRow; count: number; selected: boolean }[];
  price_range: PriceRange | null;
  /** The price facet's bounds in RSD, as the database holds them: what a price's move is set against (cache/price-bands.ts). */
  price_range_rsd: PriceRange | null;
  selection: ListingSelectionResult;
}

/**
 * A listing with no selection but its category: the whole shop or a category, whose facets migration
 * 084 keeps counted (no ids, group, special listing, search, brands, filters or price bounds).
 */
export function unselectedListing(args: ListingArgs): boolean {
  return !args.ids && args.group_id == null && !args.special && !args.search?.trim() && !args.brands?.length && !args.filters?.length && args.price_min == null && args.price_max == null;
}

/** Every filter, by group position then its own: facets are led by the first of each name. Kept until a filter or group is written, whichever listing first read it. */
function filtersInOrder(ctx: GraphQLContext): Promise<FilterRow[]> {
  return outsideScope(() =>
    perContent(
      ctx,
      'filters-in-order',
      () => ctx.db.selectFrom('filters as f').innerJoin('groups as g', 'g.id', 'f.group_id').selectAll('f').orderBy('g.position').orderBy('f.position').orderBy('f.id').execute(),
      (filters) => filters.length + 1,
    ),
  );
}

/**
 * The names (folded, in the listing's language) of the product options the listing selects by: which
 * of their values are in stock decides which products it holds. A selection by a filter's name alone
 * does not depend on stock.
 */
export async function selectedOptionNames(ctx: GraphQLContext, args: ListingArgs): Promise<string[]> {
  if (!args.filters?.length) return [];
  const [filters, options] = await Promise.all([filtersInOrder(ctx), optionCatalogue(ctx)]);
  return selectionsByName(filters, args.filters, ctx.lang, options)
    .filter((selection) => selection.option)
    .map((selection) => selection.key);
}

/**
 * A listing. With `merged` (the default) an option named as a filter adds its values to that
 * filter's facet (merged-facets.ts); without, the filters' facets are the specifications' alone and
 * the option facets are computed only when selected (shared-listing.ts keeps them apart and merges).
 */
export async function productListing(ctx: GraphQLContext, args: ListingArgs, selection: Selection = EVERYTHING, merged = true): Promise<ListingResult> {
  const { lang } = ctx;
  assertSortAllowed(ctx, args.sort);
  assertPriceBounds(ctx, args);
  const wantsFilters = selection.selects('filters');
  const selects = Boolean(args.filters?.length);
  const [tree, allFilters, options] = await Promise.all([
    categoryTree(ctx),
    wantsFilters || selects ? filtersInOrder(ctx) : [],
    selects ? optionCatalogue(ctx) : (new Map() as OptionCatalogue),
  ]);
  const path = (args.category_path ?? []).filter((segment) => segment.trim() !== '');
  const breadcrumbs = path.length ? resolvePath(tree, path, lang) : [];
  const category = breadcrumbs?.at(-1) ?? null;
  const first = args.first ?? 24;
  const empty = (): ListingResult => ({
    data: [],
    paginatorInfo: { currentPage: Math.max(1, args.page ?? 1), lastPage: 1, count: 0, total: 0 },
    category,
    breadcrumbs: breadcrumbs ?? [],
    filters: [],
    option_filters: [],
    brands: [],
    price_range: null,
    price_range_rsd: null,
    selection: NO_SELECTION,
  });
  if (breadcrumbs === null) return empty();

  // Every selection except brands and filters: the listing the facets count within.
  const scoped: RawBuilder<unknown>[] = [visibleSql('p') as RawBuilder<unknown>];
  if (category) {
    scoped.push(sql`exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_id = any(${tree.subtree(category.id)}::int[]))`);
  }
  const ids = args.ids ? numericIds(args.ids) : undefined;
  if (ids) scoped.push(sql`p.id = any(${ids}::int[])`);
  // The same scope for the listing index (listing-index/): the products it holds beside the SQL's.
  const where: ((product: IndexedProduct) => boolean)[] = [];
  if (args.group_id != null) {
    const groupId = idOrUndefined(args.group_id);
    scoped.push(groupId === undefined ? sql`false` : sql`p.group_id = ${groupId}`);
    where.push((product) => groupId !== undefined && product.group === groupId);
  }
  const special = await specialCondition(ctx, args);
  if (special) {
    scoped.push(special.sql);
    where.push(special.test);
  }
  // The search screen's own search: its words in any order, typos and synonyms, ranked (catalog/search).
  const search = args.search?.trim();
  const plan = search ? await sharedPlan(ctx, search) : null;

  const brandIds = numericIds(args.brands);
  // One brand (a brand shop) as an equality, so products_brand_position (071) gives the page in order.
  const brandCondition = brandIds.length === 1 ? sql`p.brand_id = ${brandIds[0]}` : brandIds.length ? sql`p.brand_id = any(${brandIds}::int[])` : null;
  // Selections by filter name: one name is a filter in each group that has it, and any product option of that name.
  const selections = selectionsByName(allFilters, args.filters, lang, options);
  const filterConditions = selections.map((selection) => selectionMatches(lang, options, selection));
  const searched = [...scoped, ...(plan ? [productMatches(plan)] : [])];
  // The price bounds narrow the page and the other facets; the price range facet shows what they could reach.
  const price = await priceCondition(ctx, args);
  const priced = price ? [price] : [];
  const plain = !ids && args.group_id == null && !special && !plan;
  const counted = plain ? { scope: category?.id ?? 0, categories: category ? tree.subtree(category.id) : null } : null;
  const shop = await indexedShop(ctx, Boolean(plan), selections.length);
  const indexed: IndexedQuery | null = shop && {
    lang,
    now: new Date(),
    categories: category ? tree.subtree(category.id) : null,
    ids: ids ?? null,
    where,
    brands: brandIds.length ? new Set(brandIds) : null,
    price: await priceBoundsRsd(ctx, args),
    selections: selections.map(indexedSelection),
  };
  const facets: FacetScope = { scoped: searched, brandIds, brandCondition, selections, filterConditions, counted, indexed: shop && indexed && { shop, query: indexed } };

  const wantsRows = selection.selects('data') || selection.selects('paginatorInfo.count');
  const wantsTotal = selection.selects('paginatorInfo.total') || selection.selects('paginatorInfo.lastPage');
  // The options are counted with the filters too: one named as a filter gives that filter's facet more values (merged-facets.ts).
  const parts = { total: wantsTotal, brands: selection.selects('brands'), filters: wantsFilters, price: selection.selects('price_range'), options: selection.selects('option_filters') || (merged && wantsFilters) };
  const wantsSelection = selection.selects('selection') && (selections.length > 0 || args.price_min != null || args.price_max != null);
  const [page, summary, chosen] = await Promise.all([
    wantsRows && shop && indexed && indexOrders(args.sort)
      ? indexedPage(ctx, shop, indexed, { sort: args.sort, page: args.page, first })
      : wantsRows
      ? productPage(ctx, [...scoped, ...priced, ...(brandCondition ? [brandCondition] : []), ...filterConditions], {
          sort: args.sort,
          plan,
          ids,
          page: args.page,
          first,
          maxFirst: 200,
          withTotal: false,
        })
      : null,
    Object.values(parts).some(Boolean) ? listingSummary(ctx, facets, price, allFilters, parts) : null,
    wantsSelection ? listingSelection(ctx, allFilters, options, selections, args) : NO_SELECTION,
  ]);
  const perPage = Math.max(1, Math.min(first, 200));
  // Nobody reads the total when it is not selected: the page's count stands in, as productPage's does.
  const total = summary && parts.total ? summary.total : (page?.rows.length ?? 0);
  const paginatorInfo = {
    currentPage: Math.max(1, args.page ?? 1),
    lastPage: Math.max(1, Math.ceil(total / perPage)),
    count: page?.rows.length ?? 0,
    total,
  };
  const priceRange = summary?.price ? { min: await money(ctx, summary.price.min), max: await money(ctx, summary.price.max) } : null;
  const named = merged && summary ? mergeSameNamed(summary.filters, summary.options, lang) : { filters: summary?.filters ?? [], options: summary?.options ?? [] };
  return {
    data: page?.rows ?? [],
    paginatorInfo,
    category,
    breadcrumbs,
    filters: named.filters,
    option_filters: named.options,
    brands: summary?.brands ?? [],
    price_range: priceRange,
    price_range_rsd: summary?.price ?? null,
    selection: chosen,
  };
}

/** The special listing's condition (/akcija, /novo, /popularno, a campaign's products) in SQL and for the listing index, or null. */
async function specialCondition(ctx: GraphQLContext, args: ListingArgs): Promise<{ sql: RawBuilder<unknown>; test: (product: IndexedProduct) => boolean } | null> {
  switch (args.special) {
    case 'ACTION':
      return { sql: sql`p.discount_price is not null and p.discount_price < p.price`, test: (product) => product.onAction };
    case 'NEW':
      return { sql: sql`p.new`, test: (product) => product.isNew };
    case 'POPULAR':
      return { sql: sql`p.popular`, test: (product) => product.popular };
    case 'CAMPAIGN': {
      const code = args.campaign?.trim();
      const campaign = code
        ? await ctx.db.selectFrom('group_campaigns').select('group_id').where(sql<boolean>`lower(code) = lower(${code})`).executeTakeFirst()
        : undefined;
      return campaign
        ? { sql: sql`p.group_id = ${campaign.group_id}`, test: (product) => product.group === campaign.group_id }
        : { sql: sql`false`, test: () => false };
    }
    default:
      return null;
  }
}
