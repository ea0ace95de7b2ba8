/**
 * An order's rows written in one statement, the last of the checkout's transaction: the year's
 * number, the order, its lines and its first status. Taking the number locks the year's counter row
 * until the commit (so numbers have no gaps), and every checkout waits for that lock: taken last, it
 * is held for this statement and the commit, not for the round trips of four statements through a
 * server busy with visitors (at 10 orders a second those queued checkouts for a second and more,
 * and held the connections visitors' pages needed).
 */
import { randomBytes } from 'node:crypto';
import { sql, type Insertable } from 'kysely';
import { ORDER_CODE_SECRET_LENGTH, ORDER_NUMBER_DIGITS, orderCodeAround, orderCodeSecret } from '../../../shared/orders/order-code';
import { foldText } from '../../lib/input-text';
import type { Db } from '../../db/database';
import type { OrderRow, OrdersTable, OrderItemsTable, OrderStatusChangesTable } from './tables';
import { orderSearchTextAfterCode } from './search';

export interface NewOrder {
  /** The order's columns but its code and search text, which its number completes. */
  order: Omit<Insertable<OrdersTable>, 'code' | 'search_text'>;
  /** Its lines, but the order's id. */
  items: Omit<Insertable<OrderItemsTable>, 'order_id'>[];
  status: Omit<Insertable<OrderStatusChangesTable>, 'order_id'>;
  /** What the search text holds besides the code (orderSearchText). */
  customer: { name: string; lastname: string; email: string; phone: string };
}

export async function recordOrder(db: Db, year: number, { order, items, status, customer }: NewOrder): Promise<OrderRow> {
  const { before, after } = orderCodeAround(year, orderCodeSecret(randomBytes(ORDER_CODE_SECRET_LENGTH)));
  const number = sql<string>`lpad(seq.last::text, greatest(${ORDER_NUMBER_DIGITS}::int, length(seq.last::text)), '0')`;
  const searchAfter = orderSearchTextAfterCode(customer.name, customer.lastname, customer.email, customer.phone);
  const placedId = sql<number>`(select id from placed)`;
  return db
    .with('seq', (q) =>
      q
        .insertInto('order_sequences')
        .values({ year, last: 1 })
        .onConflict((conflict) => conflict.column('year').doUpdateSet({ last: sql`order_sequences.last + 1` }))
        .returning('last'),
    )
    .with('placed', (q) =>
      q
        .insertInto('orders')
        .values({
          ...order,
          code: sql<string>`(select ${before}::text || ${number} || ${after}::text from seq)`,
          search_text: sql<string>`(select ${foldText(before)}::text || ${number} || ${foldText(after) + searchAfter}::text from seq)`,
        })
        .returningAll(),
    )
    .with('lines', (q) => q.insertInto('order_items').values(items.map((item) => ({ ...item, order_id: placedId }))))
    .with('first_status', (q) => q.insertInto('order_status_changes').values({ ...status, order_id: placedId }))
    .selectFrom('placed')
    .selectAll()
    .executeTakeFirstOrThrow() as Promise<OrderRow>;
}
