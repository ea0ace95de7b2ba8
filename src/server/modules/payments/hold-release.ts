/**
 * The end of a card order's hold: an order still unpaid when its payment_hold_until passes is
 * cancelled, its stock goes back on sale, and the shopper is told. A try begun in the last
 * BANK_PAGE_MINUTES keeps its order a little longer: the shopper may be typing the card on the bank's
 * page, and a payment approved for a cancelled order would have to be refunded.
 */
import { sql } from 'kysely';
import { ORDER_STATUS } from '../../../shared/constants';
import type { ServerServices } from '../../services';
import { logger } from '../../log';
import { mailStatusChange, moveOrderStock, type OrderRow } from '../orders';

/** How long the bank's page may keep a shopper (NestPay's session lasts about a quarter of an hour). */
export const BANK_PAGE_MINUTES = 15;

/** The note the cancellation carries, in the order's language. */
export const HOLD_ENDED_NOTE = [
  'Plaćanje karticom nije završeno na vreme, pa je porudžbina otkazana i proizvodi su vraćeni u prodaju.',
  'The card payment was not completed in time, so the order was cancelled and its products went back on sale.',
] as const;

/** Cancels every card order whose hold has ended unpaid; resolves with how many. */
export async function releaseEndedCardHolds(services: ServerServices, now: Date = new Date()): Promise<number> {
  const { db } = services;
  const due = await db.selectFrom('orders').select('id').where('payment_hold_until', '<=', now).orderBy('payment_hold_until').limit(500).execute();
  let released = 0;
  for (const { id } of due) {
    const order = await db.transaction().execute(async (trx): Promise<OrderRow | null> => {
      const current = await trx.selectFrom('orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (!current?.payment_hold_until || current.payment_hold_until > now) return null;
      const unpaid = current.payment_status === 'AWAITING' || current.payment_status === 'FAILED';
      if (!unpaid || current.status !== ORDER_STATUS.IN_PROCESS) {
        // Paid, or already cancelled or moved on by the shop: nothing is held any more.
        await trx.updateTable('orders').set({ payment_hold_until: null }).where('id', '=', id).execute();
        return null;
      }
      const onBankPage = await trx
        .selectFrom('card_payments')
        .select('id')
        .where('order_id', '=', id)
        .where('status', '=', 'STARTED')
        .where('created_at', '>', sql<Date>`${now}::timestamptz - make_interval(mins => ${BANK_PAGE_MINUTES})`)
        .executeTakeFirst();
      if (onBankPage) return null;
      // Stock that was deleted meanwhile has nowhere to go back to; the rest goes back.
      await moveOrderStock(trx, id, 1);
      const note = HOLD_ENDED_NOTE[current.lang === 1 ? 1 : 0];
      await trx.insertInto('order_status_changes').values({ order_id: id, status: ORDER_STATUS.CANCELLED, note }).execute();
      return trx
        .updateTable('orders')
        .set({ status: ORDER_STATUS.CANCELLED, payment_hold_until: null })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    if (!order) continue;
    released += 1;
    logger.info({ order: order.code }, 'card payment: hold ended unpaid; order cancelled and its stock returned');
    await mailStatusChange({ db, config: services.config, services }, order, HOLD_ENDED_NOTE[order.lang === 1 ? 1 : 0]);
  }
  return released;
}
