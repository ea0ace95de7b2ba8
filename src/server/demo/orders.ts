import type { DemoShop } from '../../../fixtures/shop';
import { ORDER_STATUS } from '../../shared/constants';
import { orderCodeNumber } from '../../shared/orders/order-code';
import { orderSearchText } from '../modules/orders';
import type { Db } from '../db/database';
import { continueIds, inBatches } from './batches';
import type { SeedOptions } from './options';

/** The delivery countries; seedUsers loads them first, because shoppers point at them. */
export async function seedOrderCountries(db: Db, demo: DemoShop): Promise<void> {
  if (demo.orderCountries.length === 0) return;
  await db
    .insertInto('order_countries')
    .values(
      demo.orderCountries.map((country) => ({
        id: country.id,
        names: [...country.names],
        code: country.code,
        delivery_price: country.delivery_price,
        free_delivery_over: country.free_delivery_over,
        active: country.active,
        position: country.position,
      })),
    )
    .execute();
  await continueIds(db, 'order_countries');
}

/**
 * The demo's order settings (with its exchange rate), promo codes and orders with their lines and
 * status histories, keeping their ids and codes; new orders continue each year's numbering.
 */
export async function seedOrders(db: Db, demo: DemoShop, _options: SeedOptions): Promise<void> {
  const settings = demo.orderSettings;
  await db
    .updateTable('order_settings')
    .set({
      min_order_total: settings.min_order_total,
      delivery_days: settings.delivery_days,
      payment_methods: [...settings.payment_methods],
      bank_account: settings.bank_account,
      bank_account_name: settings.bank_account_name,
      checkout_notes: [...settings.checkout_notes],
      exchange_rate_eur: demo.exchangeRateEur,
    })
    .where('id', '=', 1)
    .execute();

  if (demo.promoCodes.length > 0) {
    await db
      .insertInto('promo_codes')
      .values(
        demo.promoCodes.map((promo) => ({
          id: promo.id,
          code: promo.code.toUpperCase(),
          discount: promo.discount,
          usage_count: promo.usage_count,
          used: promo.used,
          expires_at: promo.expires_at ? new Date(promo.expires_at) : null,
          active: promo.active,
          created_at: new Date(promo.created_at),
        })),
      )
      .execute();
    await continueIds(db, 'promo_codes');
  }

  const orders = demo.orders;
  if (orders.length === 0) return;
  await inBatches(orders, (batch) =>
    db
      .insertInto('orders')
      .values(
        batch.map((order) => ({
          id: order.id,
          code: order.code,
          status: order.status,
          customer_name: order.customer.name,
          customer_lastname: order.customer.lastname,
          customer_email: order.customer.email,
          customer_phone: order.customer.phone,
          customer_company: order.customer.company,
          customer_vat_number: order.customer.vat_number,
          address: order.delivery.address,
          city: order.delivery.city,
          zip: order.delivery.zip,
          country_id: order.delivery.country_id,
          payment_method: order.payment_method,
          // The demo's delivered orders were paid when they were delivered; the rest wait for their money.
          ...demoPayment(order),
          note: order.note,
          promo_code: order.promo_code,
          subtotal: order.subtotal,
          discount: order.discount,
          delivery_price: order.delivery_price,
          total: order.total,
          currency: order.currency,
          total_rsd: order.total_rsd,
          lang: order.lang,
          created_at: new Date(order.created_at),
          delivery_date: order.delivery_date,
          user_id: order.user_id,
          idempotency_key: order.idempotency_key,
          search_text: orderSearchText(order.code, order.customer.name, order.customer.lastname, order.customer.email, order.customer.phone),
        })),
      )
      .execute(),
  );
  await continueIds(db, 'orders');

  const items = orders.flatMap((order) =>
    order.items.map((item) => ({
      id: item.id,
      order_id: order.id,
      product_id: item.product_id,
      // The demo's products are each sold as their one variant, which has the product's id.
      variant_id: item.product_id,
      name: item.name,
      code: item.code,
      quantity: item.quantity,
      price: item.price,
      total: item.total,
      price_rsd: item.price_rsd,
    })),
  );
  await inBatches(items, (batch) => db.insertInto('order_items').values(batch).execute());
  if (items.length > 0) await continueIds(db, 'order_items');

  const changes = orders.flatMap((order) =>
    order.status_history.map((change) => ({ order_id: order.id, status: change.status, note: change.note, created_at: new Date(change.created_at) })),
  );
  await inBatches(changes, (batch) => db.insertInto('order_status_changes').values(batch).execute());

  // Each year's numbering continues after its seeded orders (IZ-26-00140 → the next is 00141).
  const lastByYear = new Map<number, number>();
  for (const order of orders) {
    const [, year, sequence] = orderCodeNumber(order.code).split('-');
    const fullYear = 2000 + Number(year);
    lastByYear.set(fullYear, Math.max(lastByYear.get(fullYear) ?? 0, Number(sequence)));
  }
  if (lastByYear.size > 0) {
    await db
      .insertInto('order_sequences')
      .values([...lastByYear].map(([year, last]) => ({ year, last })))
      .execute();
  }
}

/** A demo order's payment: paid when it was delivered (the courier brought the cash, or the transfer came first), else awaited. */
function demoPayment(order: DemoShop['orders'][number]): { payment_status: 'PAID' | 'AWAITING'; paid_at: Date | null } {
  const delivered = order.status_history.find((change) => change.status === ORDER_STATUS.DELIVERED);
  return delivered ? { payment_status: 'PAID', paid_at: new Date(delivered.created_at) } : { payment_status: 'AWAITING', paid_at: null };
}
