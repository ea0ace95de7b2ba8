/**
 * startCardPayment: a try to pay a card order, recorded, and the signed form of NestPay's "3D Pay
 * Hosting" that the shopper's browser posts to the bank's page. The amount is the order's total in
 * RSD (a foreign card is charged in dinars; the checkout says so); the bank sends the shopper back
 * to CARD_REPLY_PATH with its signed reply, whichever way it ended.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { GraphQLContext } from '../../context';
import { userError } from '../../errors';
import { awaitsCardPayment } from '../../../shared/orders/awaits-card-payment';
import { lookUpOrder, type OrderRow } from '../orders';
import { CARD_REPLY_PATH, RSD_CURRENCY_CODE, type CardGateway } from './gateway';
import { nestpayHash } from './nestpay-hash';
import { BANK_PAGE_MINUTES } from './hold-release';

/** Tries an order gets: enough for a mistyped card or two, not a card-testing tool. */
export const CARD_ATTEMPTS_PER_ORDER = 10;

export interface CardPaymentForm {
  action: string;
  fields: { name: string; value: string }[];
}

/** An address the gateway config gives as a path (the test gateway) made absolute on the shop's origin. */
export const onOrigin = (origin: string, address: string) => new URL(address, `${origin}/`).href;

/** The signed fields of one try, in the order a form lists them, and where they are posted. */
export function signedCardForm(gateway: CardGateway, origin: string, payment: { orderNumber: string; amountRsd: number; lang: number }): CardPaymentForm {
  const back = onOrigin(origin, CARD_REPLY_PATH);
  const params: Record<string, string> = {
    clientid: gateway.clientId,
    storetype: '3d_pay_hosting',
    trantype: 'Auth',
    amount: payment.amountRsd.toFixed(2),
    currency: RSD_CURRENCY_CODE,
    oid: payment.orderNumber,
    okUrl: back,
    failUrl: back,
    lang: payment.lang === 1 ? 'en' : 'sr',
    rnd: randomBytes(16).toString('hex'),
    hashAlgorithm: 'ver3',
    encoding: 'utf-8',
  };
  const fields = Object.entries({ ...params, HASH: nestpayHash(params, gateway.storeKey) }).map(([name, value]) => ({ name, value }));
  return { action: onOrigin(origin, gateway.formUrl), fields };
}

/** The order the code and key open, or the same refusal for a wrong key as for an unknown code. */
export async function orderByKey(ctx: GraphQLContext, code: string, key: string): Promise<OrderRow> {
  const order = await lookUpOrder(ctx, { code, key });
  if (!order) throw userError(ctx.lang, 'notFound', { code: 'NOT_FOUND', field: 'code' });
  return order;
}

export async function startCardPayment(ctx: GraphQLContext, args: { code: string; key: string }): Promise<CardPaymentForm> {
  const { lang } = ctx;
  const gateway = ctx.config.cardGateway;
  const order = await orderByKey(ctx, args.code, args.key);
  if (!gateway) throw userError(lang, 'paymentMethodUnavailable', { field: 'payment_method' });
  const attempt = await ctx.db.transaction().execute(async (trx) => {
    // Locked, so two tabs starting at once number their tries apart and the hold is read as it is now.
    const current = await trx.selectFrom('orders').selectAll().where('id', '=', order.id).forUpdate().executeTakeFirstOrThrow();
    if (!awaitsCardPayment(current)) throw userError(lang, 'cardPaymentClosed', { code: 'CONFLICT' });
    // A try still on the bank's page (another tab, the Back button) is offered again, not a second
    // one: the bank takes one payment per order number, so the shopper can never pay twice.
    const open = await trx
      .selectFrom('card_payments')
      .select(['order_number', 'amount_rsd'])
      .where('order_id', '=', current.id)
      .where('status', '=', 'STARTED')
      .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${BANK_PAGE_MINUTES})`)
      .orderBy('attempt', 'desc')
      .executeTakeFirst();
    if (open) return open;
    const { tries } = await trx
      .selectFrom('card_payments')
      .select(sql<number>`count(*)::int`.as('tries'))
      .where('order_id', '=', current.id)
      .executeTakeFirstOrThrow();
    if (tries >= CARD_ATTEMPTS_PER_ORDER) throw userError(lang, 'cardAttemptsUsedUp', { code: 'CONFLICT' });
    const number = tries + 1;
    return trx
      .insertInto('card_payments')
      .values({ order_id: current.id, attempt: number, order_number: `${current.code}-${number}`, amount_rsd: Number(current.total_rsd) })
      .returning(['order_number', 'amount_rsd'])
      .executeTakeFirstOrThrow();
  });
  return signedCardForm(gateway, ctx.shopOrigin, { orderNumber: attempt.order_number, amountRsd: Number(attempt.amount_rsd), lang: order.lang });
}
