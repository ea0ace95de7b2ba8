/** The order e-mails: a new order to the customer and the shop's orders addresses, status changes to the customer. */
import { ORDER_STATUS, type OrderStatus } from '../../../shared/constants';
import { formatPrice } from '../../../shared/price';
import { ordersEmailAddresses } from '../cms';
import type { GraphQLContext } from '../../context';
import type { Db } from '../../db/database';
import type { OrderRow } from './tables';
import { sendQuietly } from '../../mail';

const STATUS_LABELS: Record<OrderStatus, [string, string]> = {
  [ORDER_STATUS.IN_PROCESS]: ['u obradi', 'in process'],
  [ORDER_STATUS.RECEIVED]: ['primljena', 'received'],
  [ORDER_STATUS.SENT]: ['poslata', 'sent'],
  [ORDER_STATUS.DELIVERED]: ['isporučena', 'delivered'],
  [ORDER_STATUS.CANCELLED]: ['otkazana', 'cancelled'],
  [ORDER_STATUS.COMPLAINT]: ['reklamacija', 'complaint'],
};

const money = (amount: number, currency: string) => `${formatPrice(Number(amount))} ${currency}`;

/** The order's lines and amounts as plain text, in the order's language. */
async function orderSummary(db: Db, order: OrderRow): Promise<string> {
  const en = order.lang === 1;
  const items = await db.selectFrom('order_items').selectAll().where('order_id', '=', order.id).orderBy('id').execute();
  const lines = items.map((item) => `  ${item.quantity} × ${item.name} (${item.code}) — ${money(item.total, order.currency)}`);
  return [
    `${en ? 'Order' : 'Porudžbina'} ${order.code}`,
    '',
    ...lines,
    '',
    `${en ? 'Subtotal' : 'Međuzbir'}: ${money(order.subtotal, order.currency)}`,
    ...(order.promo_code ? [`${en ? 'Promo code' : 'Promo kod'} ${order.promo_code}: -${money(order.discount, order.currency)}`] : []),
    `${en ? 'Delivery' : 'Dostava'}: ${money(order.delivery_price, order.currency)}`,
    `${en ? 'Total' : 'Ukupno'}: ${money(order.total, order.currency)}`,
    '',
    `${order.customer_name} ${order.customer_lastname}, ${order.customer_phone}, ${order.customer_email}`,
    `${order.address}, ${order.zip} ${order.city}`,
    ...(order.note ? ['', order.note] : []),
  ].join('\n');
}

function statusLink(ctx: GraphQLContext, order: OrderRow): string {
  return `${ctx.config.publicUrl}${order.lang === 1 ? '/order/' : '/porudzbina/'}${order.code}`;
}

/** A new order: to the customer, and to every address of the orders e-mail setting. */
export async function mailNewOrder(ctx: GraphQLContext, order: OrderRow): Promise<void> {
  try {
    const en = order.lang === 1;
    const summary = await orderSummary(ctx.db, order);
    const link = statusLink(ctx, order);
    await sendQuietly(ctx.services.mailer, {
      to: [order.customer_email],
      subject: en ? `Order ${order.code} received` : `Porudžbina ${order.code} je primljena`,
      text: en
        ? `Thank you for your order. We will let you know when it changes.\n\n${summary}\n\nFollow your order: ${link}\n`
        : `Hvala na porudžbini. Javićemo vam kada se njen status promeni.\n\n${summary}\n\nPratite porudžbinu: ${link}\n`,
    });
    // The orders e-mail setting (cms domain): one or more addresses separated by commas.
    const shop = await ordersEmailAddresses(ctx.db);
    await sendQuietly(ctx.services.mailer, {
      to: shop,
      subject: `Nova porudžbina ${order.code} (${money(order.total, order.currency)})`,
      text: `${summary}\n\n${ctx.config.publicUrl}/cms/orders\n`,
    });
  } catch (error) {
    console.error(`[izlog mail] order ${order.code}:`, error);
  }
}

/** A status change, to the customer, in the order's language. */
export async function mailStatusChange(ctx: GraphQLContext, order: OrderRow, note: string | null): Promise<void> {
  const en = order.lang === 1;
  const label = STATUS_LABELS[order.status as OrderStatus]?.[en ? 1 : 0] ?? String(order.status);
  await sendQuietly(ctx.services.mailer, {
    to: [order.customer_email],
    subject: en ? `Order ${order.code} is ${label}` : `Porudžbina ${order.code}: ${label}`,
    text: `${en ? 'Your order is now' : 'Status vaše porudžbine je sada'}: ${label}.\n${note ? `\n${note}\n` : ''}\n${statusLink(ctx, order)}\n`,
  });
}
