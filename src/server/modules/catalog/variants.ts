/**
 * Products' options and variants (issue 27; 088_product_variants.sql). A product without options is
 * one variant with the product's id, whose code, prices, stock and picture the database keeps the
 * same as the product's; a product with options has its own. The product's price_from and
 * price_varies are the database's summary of its variants.
 */
import type { ProductOptionResolvers, ProductOptionValueResolvers, ProductResolvers, ProductVariantResolvers } from '../../../../generated/resolvers';
import type { GraphQLContext } from '../../context';
import { recordDependency } from '../../cache/dependencies';
import { quantityTag, soldOutTag } from '../../cache/write-tags';
import { discountPercent } from '../../../shared/catalog/price';
import { pick } from './common';
import { maxOrderQuantity } from '../../../shared/orders/order-quantity';
import { currencyOf, isOnAction, money, processPriceRsd } from './common';
import { galleryOf } from './product-relations';

/** The administrator's order: position, then the order of creation. */
const inOrder = <T extends { position: number; id: number }>(rows: readonly T[]): T[] => [...rows].sort((a, b) => a.position - b.position || a.id - b.id);

/**
 * The rows these ids name, in the ids' order, a row deleted meanwhile left out: a variant's values
 * (value_ids holds them in its product's options' order) and its own pictures.
 */
async function rowsOf<T extends 'product_option_values' | 'storage_files'>(ctx: GraphQLContext, table: T, ids: readonly number[]) {
  const rows = await Promise.all(ids.map((id) => ctx.loaders.row(table, id)));
  return rows.filter((row) => row != null);
}

/** The Product fields that speak of its options and variants. */
export const productVariantFields: Pick<ProductResolvers<GraphQLContext>, 'options' | 'variants' | 'price_from' | 'price_varies'> = {
  options: async (product, _args, ctx) => inOrder(await ctx.loaders.byColumn('product_options', 'product_id').load(product.id)),
  variants: async (product, _args, ctx) => inOrder(await ctx.loaders.byColumn('product_variants', 'product_id').load(product.id)).map((variant) => ({ product, variant })),
  price_from: (product, _args, ctx) => money(ctx, processPriceRsd(product)),
  price_varies: (product) => product.price_varies,
};

export const productOptionResolvers: ProductOptionResolvers<GraphQLContext> = {
  id: (option) => String(option.id),
  name: (option, _args, ctx) => pick(option.names, ctx.lang),
  display: (option) => (option.display === 1 ? 'SWATCHES' : 'BUTTONS'),
  values: async (option, _args, ctx) => inOrder(await ctx.loaders.byColumn('product_option_values', 'option_id').load(option.id)),
  names: (option) => option.names,
};

export const productOptionValueResolvers: ProductOptionValueResolvers<GraphQLContext> = {
  id: (value) => String(value.id),
  option_id: (value) => String(value.option_id),
  name: (value, _args, ctx) => pick(value.names, ctx.lang),
  swatch: (value) => value.swatch?.toUpperCase() ?? null,
  names: (value) => value.names,
};

export const productVariantResolvers: ProductVariantResolvers<GraphQLContext> = {
  id: ({ variant }) => String(variant.id),
  code: ({ variant }) => variant.code,
  values: ({ variant }, _args, ctx) => rowsOf(ctx, 'product_option_values', variant.value_ids),
  name: async ({ variant }, _args, ctx) => (await rowsOf(ctx, 'product_option_values', variant.value_ids)).map((value) => pick(value.names, ctx.lang)).join(' / '),
  price: ({ variant }, _args, ctx) => money(ctx, Number(variant.price)),
  discount_price: ({ variant }, _args, ctx) => (isOnAction(variant) ? money(ctx, Number(variant.discount_price)) : null),
  process_price: ({ variant }, _args, ctx) => money(ctx, processPriceRsd(variant)),
  discount_percent: ({ variant }) => discountPercent(Number(variant.price), processPriceRsd(variant)),
  currency: (_variant, _args, ctx) => currencyOf(ctx.lang),
  stock: ({ variant }) => variant.stock,
  // What the stock shows (cache/write-tags.ts), as a product's own fields record it.
  sold_out: ({ variant }) => {
    recordDependency(soldOutTag(variant.id));
    return variant.stock <= 0;
  },
  max_quantity: ({ variant }) => {
    recordDependency(quantityTag(variant.id));
    return maxOrderQuantity(variant.stock);
  },
  active: ({ variant }) => variant.active,
  image: ({ product, variant }, _args, ctx) => {
    const imageId = variant.image_id ?? product.image_id;
    return imageId == null ? null : ctx.loaders.row('storage_files', imageId);
  },
  gallery: async ({ product, variant }, _args, ctx) => (variant.gallery_ids.length > 0 ? rowsOf(ctx, 'storage_files', variant.gallery_ids) : galleryOf(ctx).load(product.id)),
  own_gallery: ({ variant }, _args, ctx) => rowsOf(ctx, 'storage_files', variant.gallery_ids),
};
