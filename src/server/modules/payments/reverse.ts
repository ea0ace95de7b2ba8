/**
 * reverseCardPayment: the administrator gives an approved card payment back through the bank's API,
 * voided the same day (never charged) or refunded after settlement. Only the bank's approval changes
 * the shop's records: a refusal is shown in the bank's words, an unreachable bank changes nothing.
 */
import type { GraphQLContext } from '../../context';
import { userError } from '../../errors';
import type { OrderRow } from '../orders';
import { onOrigin } from './card-form';
import { callCardApi, CardGatewayUnreachable } from './nestpay-api';
import { logger } from '../../log';

export async function reverseCardPayment(ctx: GraphQLContext, args: { id: string; action: 'VOID' | 'REFUND' }): Promise<OrderRow> {
  const { lang } = ctx;
  const id = Number(args.id);
  const payment = Number.isSafeInteger(id)
    ? await ctx.db.selectFrom('card_payments').selectAll().where('order_id', '=', id).where('status', '=', 'APPROVED').orderBy('attempt', 'desc').executeTakeFirst()
    : undefined;
  if (!payment) throw userError(lang, 'cardPaymentNotReversible', { code: 'CONFLICT', field: 'id' });
  const gateway = ctx.config.cardGateway;
  if (!gateway) throw userError(lang, 'cardGatewayMissing', { code: 'CONFLICT' });
  let answer;
  try {
    answer = await callCardApi(
      { url: onOrigin(ctx.shopOrigin, gateway.api.url), user: gateway.api.user, password: gateway.api.password, clientId: gateway.clientId },
      args.action === 'VOID' ? { type: 'Void', orderNumber: payment.order_number } : { type: 'Credit', orderNumber: payment.order_number, amountRsd: Number(payment.amount_rsd) },
    );
  } catch (error) {
    if (!(error instanceof CardGatewayUnreachable)) throw error;
    logger.error({ err: error, orderNumber: payment.order_number }, 'card payment: the bank did not answer a reversal');
    throw userError(lang, 'cardGatewayUnreachable', { code: 'CONFLICT' });
  }
  if (!answer.approved) throw userError(lang, 'cardGatewayRefused', { code: 'CONFLICT', params: { message: answer.message ?? answer.response } });
  logger.info({ orderNumber: payment.order_number, action: args.action, transactionId: answer.transactionId }, 'card payment: reversed through the bank');
  return ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('card_payments')
      .set({ status: args.action === 'VOID' ? 'VOIDED' : 'REFUNDED', reversed_at: new Date() })
      .where('id', '=', payment.id)
      .execute();
    return trx.updateTable('orders').set({ payment_status: 'REFUNDED' }).where('id', '=', payment.order_id).returningAll().executeTakeFirstOrThrow();
  });
}
