/**
 * The storefront's product listing (Query.products): shop, brand shop, special listings, a group's
 * shop template, the wishlist and search results, with faceted filter and brand counts.
 */
import { userError } from '../../src/server/errors';
import type { MockContext } from '../context';
import { resolveCategorySlugs } from '../../src/server/lib/category-path';
import { paginate } from '../../src/server/lib/paginate';
import { foldText, matchesSearch } from '../../src/server/lib/search';
import { facetsByName, filterKey, selectionsByName, type FilterSelectionArg, type ListingValue, type ValueCount } from '../../src/server/modules/catalog/filter-facets';
import { newestFirst } from '../lib/sort';
import {
  counterTotals,
  isAdmin,
  isOnAction,
  pickAny,
  subtreeIds,
  visibleProducts,
  type DateRange,
} from './model';
import { processPriceRsd, type BrandRecord, type CategoryRecord, type FilterRecord, type ProductRecord } from './tables';

export type ProductSort = 'RELEVANCE' | 'NAME' | 'PRICE_ASC' | 'PRICE_DESC' | 'VIEWS' | 'WISHLIST' | 'NEWEST';
export type SpecialListing = 'ACTION' | 'NEW' | 'POPULAR' | 'CAMPAIGN';

export interface ListingArgs {
  category_path?: string[] | null;
  brands?: string[] | null;
  filters?: FilterSelectionArg[] | null;
  search?: string | null;
  special?: SpecialListing | null;
  campaign?: string | null;
  group_id?: string | null;
  ids?: string[] | null;
  sort?: ProductSort | null;
  page?: number | null;
  first?: number | null;
}

export type ListingFilterValue = ListingValue;

export interface ProductListingResult {
  data: ProductRecord[];
  paginatorInfo: { currentPage: number; lastPage: number; count: number; total: number };
  category: CategoryRecord | null;
  breadcrumbs: CategoryRecord[];
  filters: { filter: FilterRecord; values: ListingFilterValue[] }[];
  brands: { brand: BrandRecord; count: number; selected: boolean }[];
}

/** VIEWS and WISHLIST sorts are for administrators only (spec §6). */
export function assertSortAllowed(context: MockContext, sort: ProductSort | null | undefined): void {
  if ((sort === 'VIEWS' || sort === 'WISHLIST') && !isAdmin(context)) {
    throw userError(context.lang, 'forbiddenSort', { code: 'FORBIDDEN', field: 'sort' });
  }
}

const stripTags = (html: string): string => html.replace(/<[^>]+>/g, ' ');

/** The categories a path of slugs (request language, top level first) names; null when it names none. */
export function resolveCategoryPath(context: MockContext, path: readonly string[]): CategoryRecord[] | null {
  return resolveCategorySlugs(path, context.db.categories, (category) => pickAny(category.slugs, context.lang));
}

function searchScore(product: ProductRecord, search: string, lang: number): number {
  const needle = foldText(search.trim());
  const name = foldText(pickAny(product.names, lang));
  if (name.startsWith(needle)) return 4;
  if (name.includes(needle)) return 3;
  if (foldText(product.code).includes(needle)) return 2;
  return 1;
}

/** Sorts products in place of a copy, as ProductSort describes; ties keep the shop's own order. */
export function sortProducts(
  context: MockContext,
  products: readonly ProductRecord[],
  sort: ProductSort | null | undefined,
  options: { search?: string | null; ids?: number[]; range?: DateRange } = {},
): ProductRecord[] {
  const { db, lang } = context;
  const byPosition = (a: ProductRecord, b: ProductRecord) => a.position - b.position || a.id - b.id;
  const collator = new Intl.Collator(lang === 1 ? 'en' : 'sr-Latn', { numeric: true, sensitivity: 'base' });
  const list = [...products];
  switch (sort ?? 'RELEVANCE') {
    case 'NAME':
      return list.sort((a, b) => collator.compare(pickAny(a.names, lang), pickAny(b.names, lang)) || byPosition(a, b));
    case 'PRICE_ASC':
      return list.sort((a, b) => processPriceRsd(a) - processPriceRsd(b) || byPosition(a, b));
    case 'PRICE_DESC':
      return list.sort((a, b) => processPriceRsd(b) - processPriceRsd(a) || byPosition(a, b));
    case 'VIEWS': {
      const { views } = counterTotals(db, options.range);
      return list.sort((a, b) => (views.get(b.id) ?? 0) - (views.get(a.id) ?? 0) || byPosition(a, b));
    }
    case 'WISHLIST': {
      const { wishlist } = counterTotals(db, options.range);
      return list.sort((a, b) => (wishlist.get(b.id) ?? 0) - (wishlist.get(a.id) ?? 0) || byPosition(a, b));
    }
    case 'NEWEST':
      return list.sort(newestFirst);
    default: {
      if (options.ids?.length) {
        const order = new Map(options.ids.map((id, index) => [id, index]));
        return list.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
      }
      const search = options.search?.trim();
      if (search) return list.sort((a, b) => searchScore(b, search, lang) - searchScore(a, search, lang) || byPosition(a, b));
      return list.sort(byPosition);
    }
  }
}

function numericIds(ids: readonly string[] | null | undefined): number[] {
  return [...new Set((ids ?? []).filter((id) => /^\d+$/.test(String(id).trim())).map(Number))];
}

export function productListing(context: MockContext, args: ListingArgs): ProductListingResult {
  const { db, lang } = context;
  assertSortAllowed(context, args.sort);

  const path = (args.category_path ?? []).filter((segment) => segment.trim() !== '');
  const breadcrumbs = path.length ? resolveCategoryPath(context, path) : [];
  const category = breadcrumbs?.at(-1) ?? null;
  const inCategory = category ? subtreeIds(db, category.id) : null;

  const ids = args.ids ? numericIds(args.ids) : undefined;
  const idSet = ids ? new Set(ids) : null;
  const groupId = args.group_id != null ? Number(args.group_id) : null;
  let campaignGroupId: number | null = null;
  if (args.special === 'CAMPAIGN') {
    const code = args.campaign?.trim();
    campaignGroupId = db.campaigns.find((campaign) => code && campaign.code === code)?.group_id ?? null;
  }

  // Every selection except brands and filters: the listing the facets count within.
  const scoped = breadcrumbs === null
    ? []
    : visibleProducts(db).filter((product) => {
        if (inCategory && !product.category_ids.some((id) => inCategory.has(id))) return false;
        if (idSet && !idSet.has(product.id)) return false;
        if (groupId != null && product.group_id !== groupId) return false;
        switch (args.special) {
          case 'ACTION':
            if (!isOnAction(product)) return false;
            break;
          case 'NEW':
            if (!product.new) return false;
            break;
          case 'POPULAR':
            if (!product.popular) return false;
            break;
          case 'CAMPAIGN':
            if (campaignGroupId == null || product.group_id !== campaignGroupId) return false;
            break;
          default:
            break;
        }
        return matchesSearch(args.search, pickAny(product.names, lang), product.code, stripTags(pickAny(product.descriptions, lang)));
      });

  const brandIds = new Set(numericIds(args.brands));
  const groupPosition = new Map(db.groups.map((group) => [group.id, group.position]));
  const filtersInOrder = [...db.filters].sort(
    (a, b) => (groupPosition.get(a.group_id) ?? 0) - (groupPosition.get(b.group_id) ?? 0) || a.position - b.position || a.id - b.id,
  );
  // Selections by filter name: one name is a filter in each group that has it.
  const selections = selectionsByName(filtersInOrder, args.filters, lang);

  const valueOf = (product: ProductRecord, filterId: number): string | undefined => {
    const spec = product.specifications.find((candidate) => candidate.filter_id === filterId);
    return spec ? pickAny(spec.values, lang) : undefined;
  };
  const brandMatches = (product: ProductRecord) => !brandIds.size || (product.brand_id != null && brandIds.has(product.brand_id));
  const filtersMatch = (product: ProductRecord, exceptKey?: string) =>
    selections.every((selection) => {
      if (selection.key === exceptKey) return true;
      return selection.filterIds.some((filterId) => {
        const value = valueOf(product, filterId);
        return value !== undefined && selection.values.has(foldText(value));
      });
    });

  const matching = scoped.filter((product) => brandMatches(product) && filtersMatch(product));
  const sorted = sortProducts(context, matching, args.sort, { search: args.search, ids });
  const collator = new Intl.Collator(lang === 1 ? 'en' : 'sr-Latn', { numeric: true, sensitivity: 'base' });

  // Brands: counted with every selection but the brands applied.
  const brandCounts = new Map<number, number>();
  for (const product of scoped) {
    if (product.brand_id == null || !filtersMatch(product)) continue;
    brandCounts.set(product.brand_id, (brandCounts.get(product.brand_id) ?? 0) + 1);
  }
  const brands = db.brands
    .filter((brand) => brandCounts.has(brand.id) || brandIds.has(brand.id))
    .map((brand) => ({ brand, count: brandCounts.get(brand.id) ?? 0, selected: brandIds.has(brand.id) }))
    .sort((a, b) => collator.compare(pickAny(a.brand.names, lang), pickAny(b.brand.names, lang)));

  // Filters: one per name, each counted with every selection but its own applied.
  const keyOf = new Map(filtersInOrder.map((filter) => [filter.id, filterKey(filter, lang)]));
  const counts = new Map<string, ValueCount>();
  for (const product of scoped) {
    if (!brandMatches(product)) continue;
    for (const spec of product.specifications) {
      const value = pickAny(spec.values, lang);
      if (!value || !filtersMatch(product, keyOf.get(spec.filter_id))) continue;
      const folded = foldText(value);
      const id = `${spec.filter_id}:${folded}`;
      const entry = counts.get(id) ?? { filter_id: spec.filter_id, folded, value, count: 0 };
      if (value < entry.value) entry.value = value;
      entry.count += 1;
      counts.set(id, entry);
    }
  }
  const filters = facetsByName(filtersInOrder, [...counts.values()], selections, lang);

  return {
    ...paginate(sorted, args.page ?? 1, args.first ?? 24),
    category,
    breadcrumbs: breadcrumbs ?? [],
    filters,
    brands,
  };
}
