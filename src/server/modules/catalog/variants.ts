/**
 * Products' options and variants (issue 27). Until variants are stored, every product is sold as
 * its one variant: no options, one variant whose id, code, prices, stock and pictures are the
 * product's. The contract is the one the stored variants will answer, so the apps can be built on it.
 */
import type { ProductResolvers, ProductVariantResolvers } from '../../../../generated/resolvers';
import type { GraphQLContext } from '../../context';
import { recordDependency } from '../../cache/dependencies';
import { quantityTag, soldOutTag } from '../../cache/write-tags';
import { discountPercent } from '../../../shared/price';
import { currencyOf, isOnAction, maxQuantity, money, processPriceRsd } from './common';
import { galleryOf } from './product-relations';

/** The Product fields that speak of its options and variants. */
export const productVariantFields: Pick<ProductResolvers<GraphQLContext>, 'options' | 'variants' | 'price_from' | 'price_varies'> = {
  options: () => [],
  variants: (product) => [{ product }],
  price_from: (product, _args, ctx) => money(ctx, processPriceRsd(product)),
  price_varies: () => false,
};

export const productVariantResolvers: ProductVariantResolvers<GraphQLContext> = {
  id: ({ product }) => String(product.id),
  code: ({ product }) => product.code,
  values: () => [],
  name: () => '',
  price: ({ product }, _args, ctx) => money(ctx, Number(product.price)),
  discount_price: ({ product }, _args, ctx) => (isOnAction(product) ? money(ctx, Number(product.discount_price)) : null),
  process_price: ({ product }, _args, ctx) => money(ctx, processPriceRsd(product)),
  discount_percent: ({ product }) => discountPercent(Number(product.price), processPriceRsd(product)),
  currency: (_variant, _args, ctx) => currencyOf(ctx.lang),
  stock: ({ product }) => product.stock,
  // What the stock shows (cache/write-tags.ts), as the product's own fields record it.
  sold_out: ({ product }) => {
    recordDependency(soldOutTag(product.id));
    return product.stock <= 0;
  },
  max_quantity: ({ product }) => {
    recordDependency(quantityTag(product.id));
    return maxQuantity(product);
  },
  active: () => true,
  image: ({ product }, _args, ctx) => (product.image_id == null ? null : ctx.loaders.row('storage_files', product.image_id)),
  gallery: ({ product }, _args, ctx) => galleryOf(ctx).load(product.id),
};
