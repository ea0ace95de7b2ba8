/** orderQuote: what a cart would cost now, with the promo code checked but not used. */
import { ORDER_MAX_QUANTITY } from '../../../shared/constants';
import { maxOrderQuantity } from '../../../shared/order-quantity';
import type { GraphQLContext } from '../../context';
import type { ProductRow } from '../catalog';
import { userError } from '../../errors';
import { fieldError, optionalText, pick } from '../../lib/input-text';
import { mergeLines, namesUnknownVariant, priceCart, promoForQuote, quoteAnswer, type CartLine } from './pricing';
import { visibleProducts, type OrderableProduct } from './products';
import { requestRate } from '../../lib/exchange-rate';

export async function orderQuote(
  ctx: GraphQLContext,
  args: { items: { product_id: string; variant_id?: string | null; quantity: number }[]; country_id?: string | null; promo_code?: string | null },
) {
  const { lang, db } = ctx;
  if (namesUnknownVariant(args.items)) throw userError(lang, 'variantUnavailable', { field: 'items' });
  const merged = mergeLines(args.items);
  const ids = merged.map((item) => Number(item.product_id)).filter(Number.isSafeInteger);
  const products = await visibleProducts(db, ids);
  const cart: CartLine<ProductRow & OrderableProduct>[] = merged.map((item) => {
    if (!Number.isInteger(item.quantity) || item.quantity < 1) {
      throw userError(lang, 'invalidQuantity', { field: 'items', params: { max: ORDER_MAX_QUANTITY } });
    }
    const product = products.get(Number(item.product_id));
    if (!product) throw userError(lang, 'productUnavailable', { field: 'items' });
    if (product.stock < 1) throw userError(lang, 'outOfStock', { field: 'items', params: { name: pick(product.names, lang) } });
    // The quote caps what the cart asks for at the order maximum and the stock.
    return { product, quantity: Math.min(item.quantity, maxOrderQuantity(product.stock)) };
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
