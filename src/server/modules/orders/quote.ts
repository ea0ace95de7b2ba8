/** orderQuote: what a cart would cost now, with the promo code checked but not used. */
import { ORDER_MAX_QUANTITY } from '../../../shared/constants';
import { maxOrderQuantity } from '../../../shared/orders/order-quantity';
import type { GraphQLContext } from '../../context';
import type { ProductRow, ProductVariantRow } from '../catalog';
import { userError } from '../../errors';
import { fieldError, optionalText, pick } from '../../lib/input-text';
import { mergeLines, priceCart, type ItemInput, promoForQuote, quoteAnswer, type CartLine } from './pricing';
import { visibleProducts, visibleVariants, type OrderableProduct } from './products';
import { requestRate } from '../../lib/exchange-rate';

/** A quoted line's variant as pricing reads it, with the rows its answer shows (OrderQuoteItem.product and .variant). */
type QuotedVariant = OrderableProduct & { row: ProductRow; variant: ProductVariantRow };

export async function orderQuote(
  ctx: GraphQLContext,
  args: { items: ItemInput[]; country_id?: string | null; promo_code?: string | null },
) {
  const { lang, db } = ctx;
  const merged = mergeLines(lang, args.items);
  const [products, variants] = await Promise.all([visibleProducts(db, merged.map((item) => item.product_id)), visibleVariants(db, merged)]);
  const cart: CartLine<QuotedVariant>[] = merged.map((item) => {
    if (!Number.isInteger(item.quantity) || item.quantity < 1) {
      throw userError(lang, 'invalidQuantity', { field: 'items', params: { max: ORDER_MAX_QUANTITY } });
    }
    const product = products.get(item.product_id);
    if (!product) throw userError(lang, 'productUnavailable', { field: 'items' });
    const variant = variants.get(item.variant_id);
    if (!variant) throw userError(lang, 'variantUnavailable', { field: 'items' });
    if (variant.orderable.stock < 1) throw userError(lang, 'outOfStock', { field: 'items', params: { name: pick(product.names, lang) } });
    // The quote caps what the cart asks for at the order maximum and the stock.
    return { product: { ...variant.orderable, row: product, variant: { product, variant: variant.row } }, quantity: Math.min(item.quantity, maxOrderQuantity(variant.orderable.stock)) };
  });

  let country;
  if (args.country_id != null && args.country_id !== '') {
    const id = Number(args.country_id);
    country = Number.isSafeInteger(id) ? await db.selectFrom('order_countries').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
    if (!country || !country.active) throw fieldError(lang, 'countryUnavailable', 'country_id');
  } else {
    // The cheapest active country.
    country = await db.selectFrom('order_countries').selectAll().where('active', '=', true).orderBy('delivery_price').orderBy('id').limit(1).executeTakeFirst();
  }

  const typedPromo = optionalText(args.promo_code);
  const promo = typedPromo
    ? await db.selectFrom('promo_codes').selectAll().where('code', '=', typedPromo.toUpperCase()).executeTakeFirst()
    : undefined;
  const { applied, problem } = promoForQuote(typedPromo, promo);
  const priced = priceCart(lang, await requestRate(ctx), cart, country, applied ? Number(applied.discount) : 0);
  return quoteAnswer(lang, priced, applied?.code ?? null, problem);
}
