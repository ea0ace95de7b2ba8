/** What the order test files share: the checkout they send and helpers over the file's server. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { TestServer } from '../support/test-server';

/** The file's server, an administrator's token and visible products over 1 000 RSD (one unit passes the minimum order). */
export type OrdersRunning = () => { server: TestServer; adminToken: string; products: { id: number; price: number }[] };

export const CREATE_ORDER = `mutation CreateOrder($idempotency_key: String!, $items: [OrderItemInput!]!, $name: String!, $lastname: String!,
  $email: String!, $phone: String!, $address: String!, $city: String!, $zip: String!, $country_id: ID!,
  $payment_method: PaymentMethod!, $promo_code: String, $vat_number: String) {
  createOrder(idempotency_key: $idempotency_key, items: $items, name: $name, lastname: $lastname, email: $email, phone: $phone,
    address: $address, city: $city, zip: $zip, country_id: $country_id, payment_method: $payment_method, promo_code: $promo_code,
    vat_number: $vat_number) {
    id code status currency lang subtotal discount delivery_price total promo_code delivery_date
    items { product_id name code quantity price total product { id } }
    status_history { status created_at note }
    customer { name email phone }
    delivery { city country { code } }
  }
}`;

let keyCounter = 0;
/** A complete checkout of `items`; override any argument. */
export function checkout(items: { product_id: string; variant_id?: string; quantity: number }[], overrides: Record<string, unknown> = {}) {
  return {
    idempotency_key: `test-${Date.now()}-${keyCounter++}`,
    items,
    name: 'Vesna',
    lastname: 'Milenković',
    email: 'vesna.test@gmail.com',
    phone: '+381 64 220 3391',
    address: 'Njegoševa 52',
    city: 'Beograd',
    zip: '11000',
    country_id: '1',
    payment_method: 'CASH_ON_DELIVERY',
    ...overrides,
  };
}

/** Reads and writes of the file's server's database that the tests repeat. */
export function orderHelpers(running: OrdersRunning) {
  const stockOf = async (id: number) =>
    Number((await sql<{ stock: number }>`select stock from products where id = ${id}`.execute(running().server.db)).rows[0]!.stock);
  /**
   * Sets a product's stock by hand, then moves the content version as a write through the API does:
   * on PostgreSQL the database's own notice of the write arrives a moment later, over another connection.
   */
  const setStock = async (id: number, stock: number) => {
    await sql`update products set stock = ${stock} where id = ${id}`.execute(running().server.db);
    await running().server.contentChanged();
  };
  const orderCount = async () => Number((await running().server.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const outbox = () => {
    try {
      const dir = join(running().server.config.dataDir, 'outbox');
      return readdirSync(dir).map((file) => readFileSync(join(dir, file), 'utf8'));
    } catch {
      return [];
    }
  };
  return { stockOf, setStock, orderCount, outbox };
}
