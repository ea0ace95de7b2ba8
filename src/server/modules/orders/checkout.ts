/**
 * Placing an order. The arguments are checked first; then one transaction takes every line's
 * stock with a conditional update, takes one use of the promo code the same way, prices the cart
 * from the database and records the order in its last statement (record-order.ts). Any refusal
 * rolls the whole transaction back, so a bad checkout changes nothing and concurrent checkouts
 * never oversell a product or overuse a code.
 */
import { sql } from 'kysely';
import { ORDER_MAX_QUANTITY, ORDER_STATUS } from '../../../shared/constants';
import { formatPrice } from '../../../shared/catalog/price';
import { readsCyrillic } from '../../../shared/i18n/scripts';
import { orderAmounts } from '../../../shared/rules/pricing';
import type { GraphQLContext } from '../../context';
import type { Db } from '../../db/database';
import type { OrderRow, PaymentMethodName, PromoCodeRow } from './tables';
import { userError } from '../../errors';
import { MONEY_MAX } from '../../db/column-limits';
import { fieldError, optionalText, pick } from '../../lib/input-text';
import { checkBuyer, checkCheckoutKey, repeatedCheckout, type OrderArgs } from './buyer';
import { mailNewOrder } from './mails';
import { addWorkingDays, currencyOf, inCurrency, mergeLines, orderItemOf, priceCart, promoCodeProblem, type CartLine } from './pricing';
import { takeStock } from './products';
import { recordOrder } from './record-order';
import { offeredMethods } from './payment-methods';

export type CreateOrderArgs = OrderArgs<PaymentMethodName>;

const findByKey = (db: Db, key: string) => db.selectFrom('orders').selectAll().where('idempotency_key', '=', key).executeTakeFirst();

/** True for PostgreSQL's unique violation on the checkout key (a concurrent double submit). */
function isDuplicateKey(error: unknown): boolean {
  const { code, constraint, message } = (error ?? {}) as { code?: string; constraint?: string; message?: string };
  return code === '23505' && (constraint === 'orders_idempotency_key' || !!message?.includes('orders_idempotency_key'));
}

/**
 * Takes one use of a promo code, only while it is active, unexpired and not used up (a
 * conditional update that waits for a concurrent checkout's use), or says why it cannot.
 */
async function takePromoUse(db: Db, typed: string): Promise<{ promo: PromoCodeRow } | { problem: NonNullable<ReturnType<typeof promoCodeProblem>> }> {
  const code = typed.trim().toUpperCase();
  const promo = await db
    .updateTable('promo_codes')
    .set({ used: sql`used + 1` })
    .where('code', '=', code)
    .where('active', '=', true)
    .where(sql<boolean>`used < usage_count`)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
    .returningAll()
    .executeTakeFirst();
  if (promo) return { promo };
  const found = await db.selectFrom('promo_codes').selectAll().where('code', '=', code).executeTakeFirst();
  return { problem: promoCodeProblem(found) ?? 'promoUsedUp' };
}

export async function createOrder(ctx: GraphQLContext, args: CreateOrderArgs): Promise<OrderRow> {
  const { lang } = ctx;
  const key = checkCheckoutKey(lang, args.idempotency_key);
  const { name, lastname, email, phone, address, city, zip, countryId: countryArg, vatNumber } = checkBuyer(lang, args);
  if (args.items.length === 0) throw userError(lang, 'emptyCart', { field: 'items' });
  const lines = mergeLines(lang, args.items);
  for (const line of lines) {
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > ORDER_MAX_QUANTITY) {
      throw userError(lang, 'invalidQuantity', { field: 'items', params: { max: ORDER_MAX_QUANTITY } });
    }
  }
  const typedPromo = optionalText(args.promo_code);

  let placed: { order: OrderRow; fresh: boolean };
  try {
    placed = await ctx.db.transaction().execute(async (trx) => {
      // A double submit waits here for the first, then finds its order (a checkout sent again later too).
      await sql`select pg_advisory_xact_lock(hashtext(${`izlog-order:${key}`}))`.execute(trx);
      const again = await findByKey(trx, key);
      if (again) return { order: repeatedCheckout(lang, again, again.customer_email, email), fresh: false };

      // Variants are locked in the order of their product, then their own id, whatever the cart's
      // order (taking a variant's stock then locks its product, whose stock follows), so two
      // checkouts of the same products wait for each other instead of deadlocking.
      const taken = new Map<number, CartLine['product']>();
      for (const line of [...lines].sort((a, b) => a.product_id - b.product_id || a.variant_id - b.variant_id)) {
        const result = await takeStock(trx, line, line.quantity);
        if ('problem' in result) {
          if (result.problem === 'outOfStock') throw userError(lang, 'outOfStock', { field: 'items', params: { name: pick(result.names, lang) } });
          throw userError(lang, result.problem, { field: 'items' });
        }
        taken.set(line.variant_id, result.product);
      }
      const cart: CartLine[] = lines.map((line) => ({ product: taken.get(line.variant_id)!, quantity: line.quantity }));

      const countryId = Number(countryArg);
      const country = Number.isSafeInteger(countryId)
        ? await trx.selectFrom('order_countries').selectAll().where('id', '=', countryId).executeTakeFirst()
        : undefined;
      if (!country || !country.active) throw fieldError(lang, 'countryUnavailable', 'country_id');
      const settings = await trx.selectFrom('order_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
      if (!offeredMethods(ctx, settings.payment_methods).includes(args.payment_method)) {
        throw userError(lang, 'paymentMethodUnavailable', { field: 'payment_method' });
      }
      let promo: PromoCodeRow | undefined;
      if (typedPromo) {
        const use = await takePromoUse(trx, typedPromo);
        if ('problem' in use) throw userError(lang, use.problem, { field: 'promo_code' });
        promo = use.promo;
      }
      const rate = Number(settings.exchange_rate_eur);
      const priced = priceCart(lang, rate, cart, country, promo ? Number(promo.discount) : 0);
      const minTotal = Number(settings.min_order_total);
      if (priced.subtotal_rsd < minTotal) {
        const amount = `${formatPrice(inCurrency(minTotal, lang, rate))} ${currencyOf(lang)}`;
        throw userError(lang, 'minOrderTotal', { field: 'items', params: { amount } });
      }
      // Prices each fit their column; ten of several such products need not.
      if (Math.max(priced.subtotal, priced.total, priced.subtotal_rsd, priced.total_rsd) > MONEY_MAX) throw userError(lang, 'orderTooLarge', { field: 'items' });

      const now = new Date();
      const order = await recordOrder(trx, now.getUTCFullYear(), {
        order: {
          status: ORDER_STATUS.IN_PROCESS,
          customer_name: name,
          customer_lastname: lastname,
          customer_email: email,
          customer_phone: phone,
          customer_company: optionalText(args.company),
          customer_vat_number: vatNumber,
          address,
          city,
          zip,
          country_id: country.id,
          payment_method: args.payment_method,
          payment_status: 'AWAITING',
          // A card order holds its stock until it is paid, or until then (payments/hold-release.ts).
          payment_hold_until: args.payment_method === 'CARD' ? new Date(now.getTime() + settings.card_hold_minutes * 60_000) : null,
          note: optionalText(args.note),
          promo_code: promo?.code ?? null,
          ...orderAmounts(priced),
          lang: lang === 1 ? 1 : 0,
          script: readsCyrillic(lang, ctx.script) ? 'Cyrl' : null,
          created_at: now,
          delivery_date: addWorkingDays(now, settings.delivery_days),
          user_id: ctx.userId,
          idempotency_key: key,
        },
        items: priced.lines.map((line) => ({ ...orderItemOf(line, lang), variant_id: line.product.variant_id, variant_name: pick(line.product.variant_names, lang) })),
        status: { status: ORDER_STATUS.IN_PROCESS, note: null, created_at: now },
        customer: { name, lastname, email, phone },
      });
      return { order, fresh: true };
    });
  } catch (error) {
    // The unique index caught a double submit the lock did not (another server's transaction).
    if (isDuplicateKey(error)) {
      const first = await findByKey(ctx.db, key);
      if (first) return first;
    }
    throw error;
  }
  // A card payment starts after the order is placed: the answer's card_payments need no query.
  if (placed.fresh) ctx.loaders.byColumn('card_payments', 'order_id', 'attempt').prime(placed.order.id, []);
  // After the commit: a mail failure must not undo the order. A card order's mail waits for its
  // payment (or for the shopper to choose another way to pay): until then it is not an order to ship.
  if (placed.fresh && placed.order.payment_method !== 'CARD') {
    // Through the request's loader, which the answer's `items` then finds: the lines are read once.
    // A failed read is the mail's to report (it reads them again), not the placed order's.
    const lines = await ctx.loaders.byColumn('order_items', 'order_id').load(placed.order.id).catch(() => undefined);
    await mailNewOrder(ctx, placed.order, lines);
  }
  return placed.order;
}
