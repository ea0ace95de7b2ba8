import type { MutationResolvers } from '../../../../generated/resolvers';
import { asResolvers, type DomainResolvers } from '../../lib/domain-resolvers';
import { selectionOf } from '../../lib/selection';
import { currencyOf, isAdmin, isOnAction, isVisible, maxQuantity, money, pick, pickOrNull, processPriceRsd, productState, youtubeIdOf } from './common';
import {
  brandCounter,
  brandProductCounter,
  campaignCounter,
  categoryCounter,
  categoryProductCounter,
  groupProductCounter,
  productCounter,
} from './counters';
import { sharedListing } from './shared-listing';
import { connectedOf, galleryOf, specificationsOf } from './product-relations';
import { productWithOwnRows } from './product-page';
import { productOptionResolvers, productOptionValueResolvers, productVariantFields, productVariantResolvers } from './variants';
import { recordDependency } from '../../cache/dependencies';
import { quantityTag, soldOutTag } from '../../cache/write-tags';
import { categoryTreeNow, type CategoryTree } from './tree';
import { countedInCategory, countedInShop } from './counted-scope';
import {
  brandList,
  brandsWithPagination,
  categoriesWithPagination,
  findBrand,
  groupList,
  menuCategories,
  productsWithPagination,
} from './lists';
import * as mutations from './mutations';
import { idOrUndefined } from './common';
import type { GraphQLContext } from '../../context';
import { alternateSlugs } from '../../lib/translate';
import { discountPercent } from '../../../shared/catalog/price';
import type { CategoryRow, ProductRow } from './tables';

/** Per-language text fields shared by categories, brands and products. */
const translated = {
  name: (row: { names: string[] }, _args: unknown, ctx: GraphQLContext) => pick(row.names, ctx.lang),
  slug: (row: { slugs: string[] }, _args: unknown, ctx: GraphQLContext) => pick(row.slugs, ctx.lang),
  alternate_slugs: (row: { names: string[]; slugs: string[] }) => alternateSlugs(row),
  description: (row: { descriptions: string[] }, _args: unknown, ctx: GraphQLContext) => pickOrNull(row.descriptions, ctx.lang),
  seo_title: (row: { seo_titles: string[] }, _args: unknown, ctx: GraphQLContext) => pickOrNull(row.seo_titles, ctx.lang),
  seo_keywords: (row: { seo_keywords_list: string[] }, _args: unknown, ctx: GraphQLContext) => pickOrNull(row.seo_keywords_list, ctx.lang),
  seo_description: (row: { seo_descriptions: string[] }, _args: unknown, ctx: GraphQLContext) => pickOrNull(row.seo_descriptions, ctx.lang),
  image: (row: { image_id: number | null }, _args: unknown, ctx: GraphQLContext) =>
    row.image_id == null ? null : ctx.loaders.row('storage_files', row.image_id),
};

const present = <T>(rows: readonly (T | null | undefined | Error)[]): T[] =>
  rows.filter((row): row is T => row != null && !(row instanceof Error));

/**
 * The categories a product is listed in, main first: from the request's one category tree (its trail
 * needs it anyway). At once when its links and the tree are at hand, as for most of a listing's products.
 */
function productCategories(product: ProductRow, ctx: GraphQLContext): CategoryRow[] | Promise<CategoryRow[]> {
  const links = ctx.loaders.rows('product_categories', 'product_id', 'position', product.id);
  const tree = categoryTreeNow(ctx);
  const inTree = (found: readonly { category_id: number }[], all: CategoryTree) => present(found.map((link) => all.byId.get(link.category_id)));
  if (!(links instanceof Promise) && !(tree instanceof Promise)) return inTree(links, tree);
  return Promise.all([links, tree]).then(([found, all]) => inTree(found, all));
}

const firstOf = <T>(rows: T[] | Promise<T[]>): T | null | Promise<T | null> => (rows instanceof Promise ? rows.then((all) => all[0] ?? null) : (rows[0] ?? null));

type CatalogQuery =
  | 'categories' | 'categoriesWithPagination' | 'shopCategories' | 'category' | 'brands' | 'brand' | 'brandsWithPagination'
  | 'groups' | 'products' | 'product' | 'productsWithPagination';
type CatalogMutation = keyof typeof mutations & keyof MutationResolvers;

/** The catalogue's share of the resolver map: exactly its root fields (the compiler asks for each), and its types' fields. */
type CatalogResolvers = DomainResolvers<CatalogQuery, CatalogMutation>;

const resolvers: CatalogResolvers = {
  Query: {
    categories: (_root, args, ctx) => menuCategories(ctx, args, 'menu'),
    categoriesWithPagination: (_root, args, ctx) => categoriesWithPagination(ctx, args),
    shopCategories: (_root, args, ctx) => menuCategories(ctx, args, 'shop'),
    category: async (_root, args, ctx) => {
      const id = idOrUndefined(args.id);
      return id === undefined ? null : ctx.loaders.byId('categories').load(id);
    },
    brands: (_root, args, ctx) => brandList(ctx, args),
    brand: (_root, args, ctx) => findBrand(ctx, args),
    brandsWithPagination: (_root, args, ctx) => brandsWithPagination(ctx, args),
    groups: (_root, args, ctx) => groupList(ctx, args),
    products: (_root, args, ctx, info) => sharedListing(ctx, args, selectionOf(info)),
    product: async (_root, args, ctx) => {
      const id = idOrUndefined(args.id);
      const product = id === undefined ? null : await productWithOwnRows(ctx, id);
      if (!product) return null;
      // One with no name in the request's language still answers, under its one name: the listings of
      // that language show it (their counts are kept per category), so its card must lead to a page.
      return isAdmin(ctx) || isVisible(product) ? product : null;
    },
    productsWithPagination: (_root, args, ctx) => productsWithPagination(ctx, args),
  },

  Mutation: {
    upsertCategory: (_root, args, ctx) => mutations.upsertCategory(ctx, args),
    deleteCategory: (_root, args, ctx) => mutations.deleteCategory(ctx, args),
    sortCategories: (_root, args, ctx) => mutations.sortCategories(ctx, args),
    upsertBrand: (_root, args, ctx) => mutations.upsertBrand(ctx, args),
    deleteBrand: (_root, args, ctx) => mutations.deleteBrand(ctx, args),
    createGroup: (_root, args, ctx) => mutations.createGroup(ctx, args),
    updateGroup: (_root, args, ctx) => mutations.updateGroup(ctx, args),
    deleteGroup: (_root, args, ctx) => mutations.deleteGroup(ctx, args),
    createGroupCampaign: (_root, args, ctx) => mutations.createGroupCampaign(ctx, args),
    deleteGroupCampaign: (_root, args, ctx) => mutations.deleteGroupCampaign(ctx, args),
    upsertProduct: (_root, args, ctx) => mutations.upsertProduct(ctx, args),
    saveProductVariants: (_root, args, ctx) => mutations.saveProductVariants(ctx, args),
    deleteProduct: (_root, args, ctx) => mutations.deleteProduct(ctx, args),
    recordProductView: (_root, args, ctx) => mutations.recordProductView(ctx, args),
    createWishlistAdded: (_root, args, ctx) => mutations.createWishlistAdded(ctx, args),
  },

  Category: {
    ...translated,
    // The whole tree is one query per request, shared by every category of the answer.
    trail: (category, _args, ctx) => {
      const tree = categoryTreeNow(ctx);
      return tree instanceof Promise ? tree.then((all) => all.path(category.id)) : tree.path(category.id);
    },
    products_count: (category, _args, ctx) =>
      countedInCategory(ctx, category.id, () => categoryProductCounter(ctx, category.__scope?.countBrandId).load(category.id)),
    shop_products_count: (category, _args, ctx) =>
      countedInCategory(ctx, category.id, () => categoryProductCounter(ctx, category.__scope?.shopBrandId, category.__scope?.shopGroupId).load(category.id)),
    products_views: (category, _args, ctx) => categoryCounter(ctx, 'product_views', category.__scope?.range).load(category.id),
    wishlist_added: (category, _args, ctx) => categoryCounter(ctx, 'wishlist_added', category.__scope?.range).load(category.id),
  },

  Brand: {
    ...translated,
    products_count: (brand, _args, ctx) => countedInShop(() => brandProductCounter(ctx).load(brand.id)),
    products_views: (brand, _args, ctx) => brandCounter(ctx, 'product_views', brand.__scope?.range).load(brand.id),
    wishlist_added: (brand, _args, ctx) => brandCounter(ctx, 'wishlist_added', brand.__scope?.range).load(brand.id),
  },

  Group: {
    name: translated.name,
    description: translated.description,
    filters: (group, _args, ctx) => ctx.loaders.byColumn('filters', 'group_id', 'position').load(group.id),
    campaigns: async (group, _args, ctx) =>
      [...(await ctx.loaders.byColumn('group_campaigns', 'group_id').load(group.id))].sort(
        (a, b) => new Date(b.created_at).getTime() - new Date(a.created_at).getTime() || b.id - a.id,
      ),
    products_count: (group, _args, ctx) => countedInShop(() => groupProductCounter(ctx).load(group.id)),
  },

  GroupCampaign: {
    products_views: (campaign, _args, ctx) => campaignCounter(ctx, 'product_views', campaign.__scope?.range).load(campaign.code),
    wishlist_added: (campaign, _args, ctx) => campaignCounter(ctx, 'wishlist_added', campaign.__scope?.range).load(campaign.code),
  },

  Filter: {
    name: (filter, _args, ctx) => pick(filter.names, ctx.lang),
  },

  Product: {
    ...translated,
    price: (product, _args, ctx) => money(ctx, Number(product.price)),
    discount_price: (product, _args, ctx) => (isOnAction(product) ? money(ctx, Number(product.discount_price)) : null),
    process_price: (product, _args, ctx) => money(ctx, processPriceRsd(product)),
    price_rsd: (product) => Number(product.price),
    discount_price_rsd: (product) => (product.discount_price == null ? null : Number(product.discount_price)),
    discount_percent: (product) => discountPercent(Number(product.price), processPriceRsd(product)),
    currency: (_product, _args, ctx) => currencyOf(ctx.lang),
    action: (product) => isOnAction(product),
    // What the stock shows (cache/write-tags.ts): a stock-only change touches these tags alone.
    sold_out: (product) => {
      recordDependency(soldOutTag(product.id));
      return product.stock <= 0;
    },
    max_quantity: (product) => {
      recordDependency(quantityTag(product.id));
      return maxQuantity(product);
    },
    state: (product) => {
      recordDependency(soldOutTag(product.id));
      return productState(product);
    },
    brand: (product, _args, ctx) => (product.brand_id == null ? null : ctx.loaders.row('brands', product.brand_id)),
    category: (product, _args, ctx) => firstOf(productCategories(product, ctx)),
    categories: (product, _args, ctx) => productCategories(product, ctx),
    gallery: (product, _args, ctx) => galleryOf(ctx).load(product.id),
    group: (product, _args, ctx) => (product.group_id == null ? null : ctx.loaders.byId('groups').load(product.group_id)),
    specifications: async (product, _args, ctx) =>
      (await specificationsOf(ctx).load(product.id)).map(({ filter, values }) => ({ filter, value: pick(values, ctx.lang), values })),
    youtube_id: (product) => youtubeIdOf(product.youtube),
    connected: async (product, _args, ctx) => {
      const connected = await connectedOf(ctx).load(product.id);
      return isAdmin(ctx) ? connected : connected.filter((candidate) => isVisible(candidate));
    },
    features: (product) => ({
      connected: product.feature_connected,
      gallery: product.feature_gallery,
      specifications: product.feature_specifications,
      youtube: product.feature_youtube,
      price: product.feature_price,
    }),
    products_views: (product, _args, ctx) => productCounter(ctx, 'product_views', product.__scope?.range).load(product.id),
    wishlist_added: (product, _args, ctx) => productCounter(ctx, 'wishlist_added', product.__scope?.range).load(product.id),
    ...productVariantFields,
  },

  ProductVariant: productVariantResolvers,
  ProductOption: productOptionResolvers,
  ProductOptionValue: productOptionValueResolvers,
};

export const catalogResolvers = asResolvers(resolvers);
