/**
 * changeOrderPaymentMethod: a card order whose payment was refused or left, paid another way the shop
 * offers instead, within its hold. Its stock stays taken (the hold ends), it becomes an ordinary
 * order awaiting its money, and its confirmation e-mail, held back for the card, is sent now.
 */
import type { GraphQLContext } from '../../context';
import { userError } from '../../errors';
import { fieldError } from '../../lib/field-input';
import { awaitsCardPayment } from '../../../shared/orders/awaits-card-payment';
import { mailNewOrder, offeredMethods, type OrderRow, type PaymentMethodName } from '../orders';
import { orderByKey } from './card-form';

export async function changeOrderPaymentMethod(ctx: GraphQLContext, args: { code: string; key: string; payment_method: PaymentMethodName }): Promise<OrderRow> {
  const { lang } = ctx;
  const order = await orderByKey(ctx, args.code, args.key);
  const updated = await ctx.db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('orders').selectAll().where('id', '=', order.id).forUpdate().executeTakeFirstOrThrow();
    if (!awaitsCardPayment(current)) throw userError(lang, 'cardPaymentClosed', { code: 'CONFLICT' });
    const settings = await trx.selectFrom('order_settings').select('payment_methods').where('id', '=', 1).executeTakeFirstOrThrow();
    if (args.payment_method === 'CARD' || !offeredMethods(ctx, settings.payment_methods).includes(args.payment_method)) {
      throw fieldError(lang, 'paymentMethodUnavailable', 'payment_method');
    }
    return trx
      .updateTable('orders')
      .set({ payment_method: args.payment_method, payment_status: 'AWAITING', payment_hold_until: null })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  await mailNewOrder(ctx, updated);
  return updated;
}
