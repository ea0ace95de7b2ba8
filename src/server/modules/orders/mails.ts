/** The order e-mails: a new order to the customer and the shop's orders addresses, status changes to the customer. */
import { ORDER_KEY_PARAM } from '../../../shared/orders/order-code';
import { pathFor } from '../../../shared/routing/build-path';
import { inScript } from '../../../shared/routing/script-path';
import { cyrillicMail } from '../cyrillic';
import { formatMoney } from '../../../shared/catalog/price';
import { ordersEmailAddresses } from '../cms';
import type { GraphQLContext } from '../../context';
import { sendMail, sendMails } from '../../mail';
import { pick } from '../../lib/translate';
import { placedMail, shopMail, statusLabel, statusMail, type OrderMailData } from './mail-content';
import type { OrderItemRow, OrderRow } from './tables';
import { logger } from '../../log';
import { readPayee, transferPayment } from './payment-qr';
import { sharedContent } from '../../lib/per-content';

/** The order status page in the order's language, with the key that opens it without the e-mail. */
export function orderStatusLink(publicUrl: string, order: Pick<OrderRow, 'lang' | 'code' | 'status_key'> & { script?: OrderRow['script'] }): string {
  const path = inScript(pathFor('order', order.lang === 1 ? 1 : 0, { code: order.code }), order.script === 'Cyrl' ? 'Cyrl' : 'Latn');
  return `${publicUrl}${path}?${new URLSearchParams({ [ORDER_KEY_PARAM]: order.status_key })}`;
}

/** What the order mails read: the database, the configuration and the services (a resolver's context, or a job's). */
export type MailContext = Pick<GraphQLContext, 'db' | 'config' | 'services'>;

/** A Cyrillic order's mails to its shopper go out in Cyrillic (the shop's own mail stays Latin). */
const scriptOf = async (ctx: MailContext, order: OrderRow) => (order.script === 'Cyrl' ? cyrillicMail(ctx.db) : {});

/** The order with its lines (read here unless given), its country's name and the shop's bank account, as its mails show them. */
async function mailData(ctx: MailContext, order: OrderRow, lines?: readonly OrderItemRow[]): Promise<OrderMailData> {
  const [items, country, settings] = await Promise.all([
    lines ?? ctx.db.selectFrom('order_items').selectAll().where('order_id', '=', order.id).orderBy('id').execute(),
    sharedContent(ctx.services, `order country names ${order.country_id}`, () => ctx.db.selectFrom('order_countries').select('names').where('id', '=', order.country_id).executeTakeFirst()),
    readPayee(ctx),
  ]);
  return {
    order,
    items,
    countryName: pick(country?.names, order.lang),
    bankAccount: settings?.bank_account?.trim() || null,
    transfer: transferPayment(order, settings),
    statusLink: orderStatusLink(ctx.config.publicUrl, order),
  };
}

/**
 * A new order: to the customer, and to every address of the orders e-mail setting. `lines`: its
 * lines when the caller has read them already (checkout reads them once for the mails and its answer).
 */
export async function mailNewOrder(ctx: MailContext, order: OrderRow, lines?: readonly OrderItemRow[]): Promise<void> {
  try {
    const en = order.lang === 1;
    const [data, shop, shopAddresses] = await Promise.all([mailData(ctx, order, lines), ctx.services.mailShop(en ? 1 : 0), sharedContent(ctx.services, 'orders e-mail addresses', () => ordersEmailAddresses(ctx.db))]);
    const total = formatMoney(Number(order.total), order.currency);
    await sendMails(ctx.services.jobs, [
      { to: [order.customer_email], subject: en ? `Order ${order.code} received` : `Porudžbina ${order.code} je primljena`, content: { ...placedMail(data), ...(await scriptOf(ctx, order)) }, shop },
      { to: shopAddresses, subject: `Nova porudžbina ${order.code} (${total})`, content: shopMail(data, `${ctx.config.publicUrl}/cms/orders/${order.id}`), shop },
    ]);
  } catch (error) {
    logger.error({ err: error, order: order.code }, 'order mail not sent');
  }
}

/** A status change, to the customer, in the order's language. */
export async function mailStatusChange(ctx: MailContext, order: OrderRow, note: string | null): Promise<void> {
  try {
    const en = order.lang === 1;
    const [data, shop] = await Promise.all([mailData(ctx, order), ctx.services.mailShop(en ? 1 : 0)]);
    const label = statusLabel(order);
    await sendMail(ctx.services.jobs, [order.customer_email], en ? `Order ${order.code} is ${label}` : `Porudžbina ${order.code}: ${label}`, { ...statusMail(data, note), ...(await scriptOf(ctx, order)) }, shop);
  } catch (error) {
    logger.error({ err: error, order: order.code }, 'order mail not sent');
  }
}
