import { LANGUAGES } from '../../src/shared/languages';
import type { MockContext, MockResolvers } from '../context';
import { byId } from '../lib/ids';
import { currencyOf, inCurrency } from '../lib/money';
import { paginate } from '../../src/server/lib/paginate';
import { matchesSearch } from '../../src/server/lib/search';
import { newestFirst } from '../lib/sort';
import { orderStats, type StatsOrder } from '../../src/server/modules/catalog/stats-order';
import { inDateRange } from '../stats/tables';
import type { StorageFileRecord } from '../storage/tables';
import { assertSortAllowed, productListing, sortProducts, type ListingArgs, type ProductSort } from './listing';
import {
  isAdmin,
  isOnAction,
  maxQuantity,
  pathOf,
  pickAny,
  pickAnyOrNull,
  productState,
  productsInCategories,
  subtreeIds,
  treeOrder,
  viewsOf,
  visibleProducts,
  wishlistOf,
  withScope,
  youtubeIdOf,
  type DateRange,
  type ListScope,
  type Scoped,
} from './model';
import { catalogMutations } from './mutations';
import {
  isProductVisible,
  processPriceRsd,
  type BrandRecord,
  type CampaignRecord,
  type CategoryRecord,
  type FilterRecord,
  type GroupRecord,
  type ProductRecord,
  type SpecificationRecord,
} from './tables';

interface StatsListArgs {
  page?: number | null;
  first?: number | null;
  search?: string | null;
  order?: StatsOrder | null;
  start_date?: string | null;
  end_date?: string | null;
}

const imageOf = (context: MockContext, id: number | null | undefined): StorageFileRecord | null =>
  id == null ? null : (byId(context.db.storageFiles ?? [], id) ?? null);

// ---- counters ----

function categoryProductCount(context: MockContext, category: Scoped<CategoryRecord>): number {
  const brandId = category.__scope?.countBrandId;
  return visibleProducts(context.db).filter(
    (product) => product.category_ids.includes(category.id) && (brandId == null || product.brand_id === brandId),
  ).length;
}

function categoryShopCount(context: MockContext, category: Scoped<CategoryRecord>): number {
  const { shopBrandId, shopGroupId } = category.__scope ?? {};
  return visibleProducts(context.db).filter(
    (product) =>
      product.category_ids.includes(category.id) &&
      (shopBrandId == null || product.brand_id === shopBrandId) &&
      (shopGroupId == null || product.group_id === shopGroupId),
  ).length;
}

/** Every product of the category and its subcategories, shown or not: statistics count them all. */
const categoryProductIds = (context: MockContext, category: CategoryRecord): Set<number> =>
  new Set(productsInCategories(context.db, subtreeIds(context.db, category.id)).map((product) => product.id));

const brandProductIds = (context: MockContext, brand: BrandRecord): Set<number> =>
  new Set(context.db.products.filter((product) => product.brand_id === brand.id).map((product) => product.id));

const brandProductCount = (context: MockContext, brand: BrandRecord): number =>
  visibleProducts(context.db).filter((product) => product.brand_id === brand.id).length;

/** Views or wishlist adds that arrived through a campaign's links. */
function campaignCount(rows: readonly { campaign: string | null; created_at: string }[], code: string, range?: DateRange): number {
  return rows.filter((row) => row.campaign === code && inDateRange(row.created_at, range?.start, range?.end)).length;
}

// ---- lists ----

/** Ids of the categories holding any of these products, directly or through a subcategory (so the tree stays whole). */
function categoriesHolding(context: MockContext, products: readonly ProductRecord[]): Set<number> {
  const ids = new Set<number>();
  for (const product of products) {
    for (const categoryId of product.category_ids) {
      for (const category of pathOf(context.db, categoryId)) ids.add(category.id);
    }
  }
  return ids;
}

function menuCategories(
  context: MockContext,
  args: { limit?: number | null; search?: string | null },
  holding: Set<number> | null,
  scope: ListScope,
): Scoped<CategoryRecord>[] {
  const list = treeOrder(context.db).filter(
    (category) => (!holding || holding.has(category.id)) && matchesSearch(args.search, pickAny(category.names, context.lang)),
  );
  const limited = args.limit != null && args.limit >= 0 ? list.slice(0, args.limit) : list;
  return limited.map((category) => withScope(category, scope));
}

const idOrUndefined = (id: string | null | undefined): number | undefined => (id == null || id === '' ? undefined : Number(id));

const rangeOf = (args: { start_date?: string | null; end_date?: string | null }): DateRange => ({
  start: args.start_date ?? null,
  end: args.end_date ?? null,
});

/**
 * A page of the admin's statistics list of categories or brands: `all` searched by name, ordered by
 * name, a counter or age, each row carrying the date range its counters count in.
 */
function statsPage<T extends CategoryRecord | BrandRecord>(
  context: MockContext,
  args: StatsListArgs,
  all: T[],
  productIds: (context: MockContext, row: T) => Set<number>,
  productCount: (context: MockContext, row: T) => number,
) {
  const range = rangeOf(args);
  const list = all.filter((row) => matchesSearch(args.search, pickAny(row.names, context.lang)));
  const ordered = orderStats(
    context.lang,
    list,
    args.order,
    {
      views: (row) => viewsOf(context.db, productIds(context, row), range),
      wishlist: (row) => wishlistOf(context.db, productIds(context, row), range),
      products: (row) => productCount(context, row),
    },
    newestFirst,
  );
  const page = paginate(ordered, args.page, args.first);
  return { ...page, data: page.data.map((row) => withScope(row, { range })) };
}

const categoriesWithPagination = (_source: unknown, args: StatsListArgs, context: MockContext) =>
  statsPage(context, args, treeOrder(context.db), categoryProductIds, categoryProductCount);

const brandsInOrder = (context: MockContext): BrandRecord[] =>
  [...context.db.brands].sort((a, b) => a.position - b.position || a.id - b.id);

const brandsWithPagination = (_source: unknown, args: StatsListArgs, context: MockContext) =>
  statsPage(context, args, brandsInOrder(context), brandProductIds, brandProductCount);

interface AdminProductArgs {
  page?: number | null;
  first?: number | null;
  search?: string | null;
  category_id?: string | null;
  brand_id?: string | null;
  active?: boolean | null;
  sort?: ProductSort | null;
  start_date?: string | null;
  end_date?: string | null;
}

function productsWithPagination(_source: unknown, args: AdminProductArgs, context: MockContext) {
  const { db, lang } = context;
  assertSortAllowed(context, args.sort);
  const categoryId = idOrUndefined(args.category_id);
  const brandId = idOrUndefined(args.brand_id);
  const inCategory = categoryId != null ? subtreeIds(db, categoryId) : null;
  const list = db.products.filter(
    (product) =>
      (!inCategory || product.category_ids.some((id) => inCategory.has(id))) &&
      (brandId == null || product.brand_id === brandId) &&
      (args.active == null || product.active === args.active) &&
      matchesSearch(args.search, pickAny(product.names, lang), product.code),
  );
  const range = rangeOf(args);
  const sorted = sortProducts(context, list, args.sort ?? 'NEWEST', { search: args.search, range });
  const page = paginate(sorted, args.page, args.first);
  return { ...page, data: page.data.map((product) => withScope(product, { range })) };
}

// ---- field resolvers shared by the translated types ----

const translated = {
  name: (record: { names: readonly string[] }, _args: unknown, { lang }: MockContext) => pickAny(record.names, lang),
  slug: (record: { slugs: readonly string[] }, _args: unknown, { lang }: MockContext) => pickAny(record.slugs, lang),
  alternate_slugs: (record: { slugs: readonly string[] }) => LANGUAGES.map((language) => pickAny(record.slugs, language.id)),
  description: (record: { descriptions: readonly string[] }, _args: unknown, { lang }: MockContext) =>
    pickAnyOrNull(record.descriptions, lang),
  seo_title: (record: { seo_titles: readonly string[] }, _args: unknown, { lang }: MockContext) => pickAnyOrNull(record.seo_titles, lang),
  seo_keywords: (record: { seo_keywords_list: readonly string[] }, _args: unknown, { lang }: MockContext) =>
    pickAnyOrNull(record.seo_keywords_list, lang),
  seo_description: (record: { seo_descriptions: readonly string[] }, _args: unknown, { lang }: MockContext) =>
    pickAnyOrNull(record.seo_descriptions, lang),
  image: (record: { image_id: number | null }, _args: unknown, context: MockContext) => imageOf(context, record.image_id),
};

const productPrice = (context: MockContext, rsd: number): number => inCurrency(context.db, context.lang, rsd);

export const catalogResolvers: MockResolvers = {
  Query: {
    categories: (_source, args: { limit?: number | null; search?: string | null; brand?: string | null }, context: MockContext) => {
      const brandId = idOrUndefined(args.brand);
      const holding =
        brandId == null
          ? null
          : categoriesHolding(context, visibleProducts(context.db).filter((product) => product.brand_id === brandId));
      return menuCategories(context, args, holding, { countBrandId: brandId });
    },
    categoriesWithPagination,
    shopCategories: (
      _source,
      args: { limit?: number | null; search?: string | null; brand?: string | null; groupId?: string | null },
      context: MockContext,
    ) => {
      const shopBrandId = idOrUndefined(args.brand);
      const shopGroupId = idOrUndefined(args.groupId);
      const holding =
        shopBrandId == null && shopGroupId == null
          ? null
          : categoriesHolding(
              context,
              visibleProducts(context.db).filter(
                (product) =>
                  (shopBrandId == null || product.brand_id === shopBrandId) &&
                  (shopGroupId == null || product.group_id === shopGroupId),
              ),
            );
      return menuCategories(context, args, holding, { shopBrandId, shopGroupId });
    },
    category: (_source, { id }: { id: string }, { db }: MockContext) => byId(db.categories, id) ?? null,
    brands: (_source, args: { search?: string | null; limit?: number | null }, context: MockContext) => {
      const list = brandsInOrder(context).filter((brand) => matchesSearch(args.search, pickAny(brand.names, context.lang)));
      return args.limit != null && args.limit >= 0 ? list.slice(0, args.limit) : list;
    },
    brand: (_source, args: { id?: string | null; slug?: string | null }, context: MockContext) => {
      if (args.id != null && args.id !== '') return byId(context.db.brands, args.id) ?? null;
      const slug = args.slug?.trim().toLowerCase();
      if (!slug) return null;
      return context.db.brands.find((brand) => pickAny(brand.slugs, context.lang) === slug) ?? null;
    },
    brandsWithPagination,
    groups: (_source, args: { search?: string | null; withName?: boolean | null }, { db, lang }: MockContext) =>
      [...db.groups]
        .sort((a, b) => a.position - b.position || a.id - b.id)
        .filter((group) => (!args.withName || Boolean(group.names[lang]?.trim())) && matchesSearch(args.search, pickAny(group.names, lang))),
    products: (_source, args: ListingArgs, context: MockContext) => productListing(context, args),
    product: (_source, { id }: { id: string }, context: MockContext) => {
      const product = byId(context.db.products, id);
      if (!product) return null;
      return isAdmin(context) || isProductVisible(product) ? product : null;
    },
    productsWithPagination,
  },

  Mutation: catalogMutations,

  Category: {
    ...translated,
    products_count: (category: Scoped<CategoryRecord>, _args, context: MockContext) => categoryProductCount(context, category),
    shop_products_count: (category: Scoped<CategoryRecord>, _args, context: MockContext) => categoryShopCount(context, category),
    products_views: (category: Scoped<CategoryRecord>, _args, context: MockContext) =>
      viewsOf(context.db, categoryProductIds(context, category), category.__scope?.range),
    wishlist_added: (category: Scoped<CategoryRecord>, _args, context: MockContext) =>
      wishlistOf(context.db, categoryProductIds(context, category), category.__scope?.range),
  },

  Brand: {
    ...translated,
    products_count: (brand: BrandRecord, _args, context: MockContext) => brandProductCount(context, brand),
    products_views: (brand: Scoped<BrandRecord>, _args, context: MockContext) =>
      viewsOf(context.db, brandProductIds(context, brand), brand.__scope?.range),
    wishlist_added: (brand: Scoped<BrandRecord>, _args, context: MockContext) =>
      wishlistOf(context.db, brandProductIds(context, brand), brand.__scope?.range),
  },

  Group: {
    name: translated.name,
    description: translated.description,
    filters: (group: GroupRecord, _args, { db }: MockContext) =>
      db.filters.filter((filter) => filter.group_id === group.id).sort((a, b) => a.position - b.position || a.id - b.id),
    campaigns: (group: GroupRecord, _args, { db }: MockContext) =>
      db.campaigns.filter((campaign) => campaign.group_id === group.id).sort((a, b) => b.created_at.localeCompare(a.created_at)),
    products_count: (group: GroupRecord, _args, { db }: MockContext) =>
      visibleProducts(db).filter((product) => product.group_id === group.id).length,
  },

  GroupCampaign: {
    products_views: (campaign: Scoped<CampaignRecord>, _args, { db }: MockContext) =>
      campaignCount(db.productViews ?? [], campaign.code, campaign.__scope?.range),
    wishlist_added: (campaign: Scoped<CampaignRecord>, _args, { db }: MockContext) =>
      campaignCount(db.wishlistAdded ?? [], campaign.code, campaign.__scope?.range),
  },

  Filter: {
    name: (filter: FilterRecord, _args, { lang }: MockContext) => pickAny(filter.names, lang),
  },

  ProductSpecification: {
    filter: (spec: SpecificationRecord, _args, { db }: MockContext) => byId(db.filters, spec.filter_id),
    value: (spec: SpecificationRecord, _args, { lang }: MockContext) => pickAny(spec.values, lang),
  },

  Product: {
    ...translated,
    price: (product: ProductRecord, _args, context: MockContext) => productPrice(context, product.price),
    discount_price: (product: ProductRecord, _args, context: MockContext) =>
      isOnAction(product) ? productPrice(context, product.discount_price!) : null,
    process_price: (product: ProductRecord, _args, context: MockContext) => productPrice(context, processPriceRsd(product)),
    price_rsd: (product: ProductRecord) => product.price,
    discount_price_rsd: (product: ProductRecord) => product.discount_price,
    discount_percent: (product: ProductRecord) =>
      product.price > 0 ? Math.round(((product.price - processPriceRsd(product)) / product.price) * 100) : 0,
    currency: (_product: ProductRecord, _args, { lang }: MockContext) => currencyOf(lang),
    action: (product: ProductRecord) => isOnAction(product),
    sold_out: (product: ProductRecord) => product.stock <= 0,
    max_quantity: (product: ProductRecord) => maxQuantity(product),
    state: (product: ProductRecord) => productState(product),
    brand: (product: ProductRecord, _args, { db }: MockContext) => byId(db.brands, product.brand_id) ?? null,
    category: (product: ProductRecord, _args, { db }: MockContext) => byId(db.categories, product.category_ids[0]) ?? null,
    categories: (product: ProductRecord, _args, { db }: MockContext) =>
      product.category_ids.map((id) => byId(db.categories, id)).filter((category) => category !== undefined),
    gallery: (product: ProductRecord, _args, context: MockContext) =>
      product.gallery_ids.map((id) => imageOf(context, id)).filter((file) => file !== null),
    group: (product: ProductRecord, _args, { db }: MockContext) => byId(db.groups, product.group_id) ?? null,
    specifications: (product: ProductRecord, _args, { db }: MockContext) => {
      const position = new Map(db.filters.map((filter) => [filter.id, filter.position]));
      return product.specifications
        .filter((spec) => position.has(spec.filter_id))
        .sort((a, b) => position.get(a.filter_id)! - position.get(b.filter_id)!);
    },
    youtube_id: (product: ProductRecord) => youtubeIdOf(product.youtube),
    connected: (product: ProductRecord, _args, context: MockContext) => {
      const shown = isAdmin(context) ? null : new Set(visibleProducts(context.db).map((candidate) => candidate.id));
      return product.connected_ids
        .map((id) => byId(context.db.products, id))
        .filter((candidate): candidate is ProductRecord => candidate !== undefined && (!shown || shown.has(candidate.id)));
    },
    products_views: (product: Scoped<ProductRecord>, _args, { db }: MockContext) =>
      viewsOf(db, new Set([product.id]), product.__scope?.range),
    wishlist_added: (product: Scoped<ProductRecord>, _args, { db }: MockContext) =>
      wishlistOf(db, new Set([product.id]), product.__scope?.range),
  },
};
