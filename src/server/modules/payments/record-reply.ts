/**
 * A checked reply of the bank, recorded once: its try takes the reply's fields, and the order is
 * paid (approved) or marked FAILED (refused, cancelled) so the shopper may try again or pay another
 * way within the hold. A reply that comes again (the shopper's browser re-posting it, the bank's
 * second notice) finds its try no longer STARTED and changes nothing. An approved payment sends the
 * order's confirmation e-mail, once.
 */
import { ORDER_STATUS } from '../../../shared/constants';
import type { ServerServices } from '../../services';
import { logger } from '../../log';
import { mailNewOrder, type OrderRow } from '../orders';
import type { CardReply } from './card-reply';

export type RecordedReply =
  | { outcome: 'unknown' }
  /** A try that had its reply already: nothing changed. */
  | { outcome: 'repeated'; order: OrderRow }
  | { outcome: 'recorded'; order: OrderRow; approved: boolean; mail: boolean };

/** The bank charges what the form said; a reply of another amount is not taken as payment. */
const sameAmount = (a: number, b: number) => Math.abs(a - b) < 0.005;

export async function recordCardReply(services: ServerServices, reply: CardReply): Promise<RecordedReply> {
  const { db } = services;
  const known = await db.selectFrom('card_payments').select('order_id').where('order_number', '=', reply.orderNumber).executeTakeFirst();
  if (!known) return { outcome: 'unknown' };
  const result = await db.transaction().execute(async (trx): Promise<RecordedReply> => {
    // The order first, then its try: startCardPayment and the hold's release lock in that order too.
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', known.order_id).forUpdate().executeTakeFirstOrThrow();
    const payment = await trx.selectFrom('card_payments').selectAll().where('order_number', '=', reply.orderNumber).forUpdate().executeTakeFirstOrThrow();
    const approved = reply.status === 'APPROVED' && sameAmount(reply.amountRsd, Number(payment.amount_rsd));
    // Once a try has its answer, the same answer again changes nothing; but a refused try the shopper
    // paid after all (the bank's page again, by Back) is the bank's final word: it is taken.
    const replied = payment.status !== 'STARTED';
    if (replied && (!approved || payment.status === 'APPROVED' || payment.status === 'VOIDED' || payment.status === 'REFUNDED')) {
      return { outcome: 'repeated', order };
    }
    if (replied) logger.error({ order: order.code, orderNumber: reply.orderNumber }, 'card payment: approved after the bank had refused the same try; taken as paid');
    // Paid twice (two tabs, two tries): the second payment is recorded for the shop to refund, and mailed once only.
    if (approved && order.payment_status === 'PAID') logger.error({ order: order.code, orderNumber: reply.orderNumber }, 'card payment: the order was paid already; refund this try');
    if (reply.status === 'APPROVED' && !approved) logger.error({ order: order.code, orderNumber: reply.orderNumber, amountRsd: reply.amountRsd }, 'card payment: approved for another amount; not taken as paid');
    await trx
      .updateTable('card_payments')
      .set({
        status: approved ? 'APPROVED' : reply.status === 'APPROVED' ? 'ERROR' : reply.status,
        replied_at: new Date(),
        transaction_date: reply.transactionDate,
        authorization_code: reply.authorizationCode,
        transaction_id: reply.transactionId,
        response: reply.response,
        return_code: reply.returnCode,
        message: reply.message,
        masked_card: reply.maskedCard,
      })
      .where('id', '=', payment.id)
      .execute();
    if (approved && order.status === ORDER_STATUS.CANCELLED) {
      // Paid after its hold ran out and its stock went back: the shop sees it paid and refunds it.
      logger.warn({ order: order.code }, 'card payment: approved for an order cancelled after its hold; refund it from the admin');
    }
    const updated = await trx
      .updateTable('orders')
      .set(approved
          ? // Paid by card even when the shopper chose another way meanwhile (a second tab still on the bank's page).
            { payment_method: 'CARD', payment_status: 'PAID', paid_at: new Date(), payment_hold_until: null }
          : { payment_status: order.payment_method === 'CARD' && order.payment_status === 'AWAITING' ? 'FAILED' : order.payment_status })
      .where('id', '=', order.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    // The confirmation goes out once: not when the order was paid already, nor after a change of method (which mailed it).
    const mail = approved && order.payment_status !== 'PAID' && order.payment_method === 'CARD';
    return { outcome: 'recorded', order: updated, approved, mail };
  });
  if (result.outcome === 'recorded' && result.mail && result.order.status === ORDER_STATUS.IN_PROCESS) {
    await mailNewOrder({ db, config: services.config, services }, result.order);
  }
  return result;
}
