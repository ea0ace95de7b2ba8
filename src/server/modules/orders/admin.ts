/** The administrator's order work: status changes, delivery days, order settings. */
import { ORDER_STATUS, type OrderStatus } from '../../../shared/constants';
import type { GraphQLContext } from '../../context';
import type { OrderRow, PaymentMethodName, PaymentStatusName } from './tables';
import { userError } from '../../errors';
import { fieldError, isIsoDate, optionalText, pick, pickOrNull, withTranslation } from '../../lib/input-text';
import { mailStatusChange } from './mails';
import { inCurrency } from './pricing';
import { moveOrderStock } from './products';
import { amountArg } from './input';
import { offeredMethods } from './payment-methods';
import { CARD_HOLD_MINUTES } from '../../../shared/orders/card-hold';
import { accountDigits } from '../../../shared/orders/ips-qr';

export type OrderStatusName = keyof typeof ORDER_STATUS;

const notFound = (lang: number) => userError(lang, 'notFound', { code: 'NOT_FOUND', field: 'id' });
const idOf = (id: string): number | null => (Number.isSafeInteger(Number(id)) ? Number(id) : null);

/**
 * Moves an order to `status` and records the change with its time; cancelling returns its units
 * to stock, leaving "cancelled" takes them again (refused when they are no longer there). The
 * customer is e-mailed.
 */
export async function updateOrderStatus(ctx: GraphQLContext, args: { id: string; status: OrderStatusName; note?: string | null }): Promise<OrderRow> {
  const { lang } = ctx;
  const id = idOf(args.id);
  const status: OrderStatus = ORDER_STATUS[args.status];
  const note = optionalText(args.note);
  const order = await ctx.db.transaction().execute(async (trx) => {
    const current = id == null ? undefined : await trx.selectFrom('orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!current) throw notFound(lang);
    const cancelled: number = ORDER_STATUS.CANCELLED;
    if (status !== current.status && (status === cancelled || current.status === cancelled)) {
      const moved = await moveOrderStock(trx, current.id, status === cancelled ? 1 : -1);
      if (!moved.ok) throw userError(lang, 'outOfStock', { field: 'status', params: { name: pick(moved.names, lang) } });
    }
    await trx.insertInto('order_status_changes').values({ order_id: current.id, status, note }).execute();
    return trx.updateTable('orders').set({ status }).where('id', '=', current.id).returningAll().executeTakeFirstOrThrow();
  });
  await mailStatusChange(ctx, order, note);
  return order;
}

export async function updateOrderDeliveryDate(ctx: GraphQLContext, args: { id: string; delivery_date?: string | null }): Promise<OrderRow> {
  const id = idOf(args.id);
  const date = args.delivery_date?.trim() || null;
  const order = id == null ? undefined : await ctx.db.selectFrom('orders').select('id').where('id', '=', id).executeTakeFirst();
  if (!order) throw notFound(ctx.lang);
  if (date !== null && !isIsoDate(date)) throw fieldError(ctx.lang, 'invalidValue', 'delivery_date');
  return ctx.db.updateTable('orders').set({ delivery_date: date }).where('id', '=', order.id).returningAll().executeTakeFirstOrThrow();
}

/**
 * Records where an order's payment stands, as the administrator saw it: paid when the money arrived
 * (paid_at now, kept when it was paid already), awaited again to take that back, refunded only once
 * paid. FAILED is a card payment's outcome, not the shop's to set.
 */
export async function updateOrderPayment(ctx: GraphQLContext, args: { id: string; payment_status: PaymentStatusName }): Promise<OrderRow> {
  const id = idOf(args.id);
  const order = id == null ? undefined : await ctx.db.selectFrom('orders').select(['id', 'payment_status', 'paid_at']).where('id', '=', id).executeTakeFirst();
  if (!order) throw notFound(ctx.lang);
  const next = args.payment_status;
  if (next === 'FAILED' || (next === 'REFUNDED' && order.payment_status !== 'PAID' && order.payment_status !== 'REFUNDED')) {
    throw fieldError(ctx.lang, 'invalidValue', 'payment_status');
  }
  const paidAt = next === 'AWAITING' ? null : order.payment_status === 'PAID' || order.payment_status === 'REFUNDED' ? order.paid_at : new Date();
  return ctx.db.updateTable('orders').set({ payment_status: next, paid_at: paidAt }).where('id', '=', order.id).returningAll().executeTakeFirstOrThrow();
}

/** The order settings as the API shows them: amounts in the request's currency, RSD beside them for the admin. */
export async function readOrderSettings(ctx: GraphQLContext) {
  const settings = await ctx.db.selectFrom('order_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  const rate = Number(settings.exchange_rate_eur);
  return {
    min_order_total: inCurrency(Number(settings.min_order_total), ctx.lang, rate),
    min_order_total_rsd: Number(settings.min_order_total),
    delivery_days: settings.delivery_days,
    payment_methods: offeredMethods(ctx, settings.payment_methods),
    card_hold_minutes: settings.card_hold_minutes,
    card_gateway: ctx.config.cardGateway?.kind ?? null,
    bank_account: settings.bank_account,
    bank_account_name: settings.bank_account_name,
    checkout_note: pickOrNull(settings.checkout_notes, ctx.lang),
    exchange_rate_eur: rate,
  };
}

export async function updateOrderSettings(
  ctx: GraphQLContext,
  args: {
    min_order_total?: number | null;
    delivery_days?: number | null;
    payment_methods?: PaymentMethodName[] | null;
    card_hold_minutes?: number | null;
    bank_account?: string | null;
    bank_account_name?: string | null;
    checkout_note?: string | null;
    exchange_rate_eur?: number | null;
  },
) {
  const { lang } = ctx;
  await ctx.db.transaction().execute(async (trx) => {
    const settings = await trx.selectFrom('order_settings').selectAll().where('id', '=', 1).forUpdate().executeTakeFirstOrThrow();
    const minTotal = args.min_order_total == null ? Number(settings.min_order_total) : amountArg(lang, 'min_order_total', args.min_order_total);
    const deliveryDays = args.delivery_days ?? settings.delivery_days;
    if (!Number.isInteger(deliveryDays) || deliveryDays < 0 || deliveryDays > 60) throw fieldError(lang, 'invalidValue', 'delivery_days');
    const methods = args.payment_methods == null ? settings.payment_methods : [...new Set(args.payment_methods)];
    if (methods.length === 0) throw fieldError(lang, 'invalidValue', 'payment_methods');
    if (args.payment_methods?.includes('CARD') && !ctx.config.cardGateway) throw fieldError(lang, 'cardGatewayMissing', 'payment_methods');
    const holdMinutes = args.card_hold_minutes ?? settings.card_hold_minutes;
    if (!Number.isInteger(holdMinutes) || holdMinutes < CARD_HOLD_MINUTES.min || holdMinutes > CARD_HOLD_MINUTES.max) throw fieldError(lang, 'invalidValue', 'card_hold_minutes');
    const rate = args.exchange_rate_eur == null ? Number(settings.exchange_rate_eur) : amountArg(lang, 'exchange_rate_eur', args.exchange_rate_eur);
    if (rate <= 0) throw fieldError(lang, 'invalidValue', 'exchange_rate_eur');
    const account = args.bank_account === undefined ? undefined : optionalText(args.bank_account);
    if (account && !accountDigits(account)) throw fieldError(lang, 'invalidBankAccount', 'bank_account');
    await trx
      .updateTable('order_settings')
      .set({
        min_order_total: minTotal,
        delivery_days: deliveryDays,
        payment_methods: methods,
        card_hold_minutes: holdMinutes,
        exchange_rate_eur: rate,
        ...(account !== undefined ? { bank_account: account } : {}),
        ...(args.bank_account_name !== undefined ? { bank_account_name: optionalText(args.bank_account_name) } : {}),
        ...(args.checkout_note !== undefined
          ? { checkout_notes: withTranslation(settings.checkout_notes, lang, args.checkout_note?.trim() ?? '') }
          : {}),
      })
      .where('id', '=', 1)
      .execute();
  });
  return readOrderSettings(ctx);
}
