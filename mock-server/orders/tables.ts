import { createHash } from 'node:crypto';
import type { ProductRecord } from '../catalog/tables';
import type { MockDb } from '../db';
import { dateFromToday, daysAgo } from '../lib/clock';
import { randomItem, seededRandom } from '../lib/random';
import type { Translated } from '../../src/server/lib/translate';
import { ORDER_STATUS, type OrderStatus } from '../../src/shared/constants';
import { formatOrderCode, orderCodeSecret } from '../../src/shared/order-code';
import {
  BANK_ACCOUNT,
  CHECKOUT_NOTES,
  COMPANIES,
  COUNTRIES,
  CUSTOMER_NOTES,
  GUESTS,
  PROMO_CODES,
  STATUS_NOTES,
} from './fixtures';
import { orderItemOf } from '../../src/server/orders/pricing';
import { priceCart, type PricedCart } from './pricing';

export type PaymentMethod = 'CASH_ON_DELIVERY' | 'BANK_TRANSFER';

/** A country the shop delivers to; amounts in RSD. */
export interface OrderCountryRecord {
  id: number;
  names: Translated;
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  delivery_price: number;
  free_delivery_over: number | null;
  active: boolean;
  position: number;
}

/** The shop's order settings (one record); amounts in RSD. The exchange rate lives in db.exchangeRateEur. */
export interface OrderSettingsRecord {
  min_order_total: number;
  delivery_days: number;
  payment_methods: PaymentMethod[];
  bank_account: string | null;
  checkout_notes: Translated;
}

export interface PromoCodeRecord {
  id: number;
  /** Upper case; compared case-insensitively. */
  code: string;
  discount: number;
  usage_count: number;
  used: number;
  expires_at: string | null;
  active: boolean;
  created_at: string;
}

/** One line of an order, copied from the product when it was ordered. */
export interface OrderItemRecord {
  id: number;
  product_id: number;
  /** In the order's language. */
  name: string;
  code: string;
  quantity: number;
  /** Unit price in the order's currency. */
  price: number;
  total: number;
  /** Unit price in RSD at order time. */
  price_rsd: number;
}

export interface OrderStatusChangeRecord {
  status: OrderStatus;
  created_at: string;
  note: string | null;
}

export interface OrderCustomerRecord {
  name: string;
  lastname: string;
  email: string;
  phone: string;
  company: string | null;
  vat_number: string | null;
}

export interface OrderAddressRecord {
  address: string;
  city: string;
  zip: string;
  country_id: number;
}

/**
 * A placed order. `status` is the stored number 1–6 (src/shared/constants.ts ORDER_STATUS);
 * amounts are in the order's `currency` (RSD for Serbian orders, EUR for English ones), with
 * `total_rsd` beside them for statistics.
 */
export interface OrderRecord {
  id: number;
  /** IZ-26-00042-7KQ4PX9M (src/shared/order-code.ts) */
  code: string;
  status: OrderStatus;
  status_history: OrderStatusChangeRecord[];
  customer: OrderCustomerRecord;
  delivery: OrderAddressRecord;
  payment_method: PaymentMethod;
  note: string | null;
  items: OrderItemRecord[];
  promo_code: string | null;
  subtotal: number;
  discount: number;
  delivery_price: number;
  total: number;
  currency: 'RSD' | 'EUR';
  total_rsd: number;
  lang: 0 | 1;
  created_at: string;
  /** YYYY-MM-DD; null until planned. */
  delivery_date: string | null;
  user_id: number | null;
  /** The checkout's key, so a double submit returns this order. */
  idempotency_key: string | null;
}

export interface OrderTables {
  orders: OrderRecord[];
  orderCountries: OrderCountryRecord[];
  orderSettings: OrderSettingsRecord;
  promoCodes: PromoCodeRecord[];
}

/**
 * The public code of the `sequence`-th order of a year. Seeded orders get a secret derived from
 * their number, so fixtures stay the same on every run; orders placed on the mock get a random one.
 */
export function orderCode(year: number, sequence: number, secret?: string): string {
  const derived = createHash('sha256').update(`izlog-order-${year}-${sequence}`).digest();
  return formatOrderCode(year, sequence, secret ?? orderCodeSecret(derived));
}

/** What an order records beside its lines and amounts, which come from its priced cart. */
export type OrderDetails = Omit<
  OrderRecord,
  'items' | 'promo_code' | 'subtotal' | 'discount' | 'delivery_price' | 'total' | 'currency' | 'total_rsd'
>;

/**
 * An order of a priced cart, as checkout and the seed record it: each line copied from its product
 * in the order's language (item ids counting up from `firstItemId`), and the cart's amounts.
 */
export function orderRecord(details: OrderDetails, priced: PricedCart, promo: PromoCodeRecord | undefined, firstItemId: number): OrderRecord {
  return {
    id: details.id,
    code: details.code,
    status: details.status,
    status_history: details.status_history,
    customer: details.customer,
    delivery: details.delivery,
    payment_method: details.payment_method,
    note: details.note,
    items: priced.lines.map((line, index) => ({ id: firstItemId + index, ...orderItemOf(line, details.lang) })),
    promo_code: promo?.code ?? null,
    subtotal: priced.subtotal,
    discount: priced.discount,
    delivery_price: priced.delivery_price,
    total: priced.total,
    currency: priced.currency,
    total_rsd: priced.total_rsd,
    lang: details.lang,
    created_at: details.created_at,
    delivery_date: details.delivery_date,
    user_id: details.user_id,
    idempotency_key: details.idempotency_key,
  };
}

const ORDER_COUNT = 40;
/** The seeded orders start here, as if the shop had sold before the fixtures' sixty days. */
const FIRST_SEQUENCE = 101;
const CANCELLED_AT = new Set([3, 10, 19, 26, 34]);
const COMPLAINT_AT = new Set([6, 14]);
const DEMO_USER_AT = new Set([4, 15, 27, 33, 38]);
const PROMO_AT: Record<number, string> = { 8: 'ZIMA2026', 12: 'VERNIKUPAC5', 20: 'ZIMA2026', 35: 'NEDELJA15', 37: 'ZIMA2026' };
const COMPANY_AT: Record<number, number> = { 11: 0, 30: 1 };
/** Planned delivery of the orders still on their way, in days from today (the calendar's next two weeks). */
const PLANNED_AT: Record<number, number | null> = { 30: 0, 31: 1, 32: 1, 33: 14, 35: 2, 36: 1, 37: 3, 38: 8, 39: 3 };

/** Days before MOCK_TODAY the i-th order was placed: denser lately, as a growing shop's are. */
function ageOf(index: number): number {
  const recent = [0.95, 0.38, 0.21, 0.07];
  const fromEnd = ORDER_COUNT - 1 - index;
  if (fromEnd < recent.length) return recent[recent.length - 1 - fromEnd]!;
  return 0.06 + 59 * Math.pow(fromEnd / (ORDER_COUNT - 1), 1.7);
}

function statusOf(index: number, age: number): OrderStatus {
  if (CANCELLED_AT.has(index)) return ORDER_STATUS.CANCELLED;
  if (COMPLAINT_AT.has(index)) return ORDER_STATUS.COMPLAINT;
  if (age < 1) return ORDER_STATUS.IN_PROCESS;
  if (age < 3) return ORDER_STATUS.RECEIVED;
  if (age < 5) return ORDER_STATUS.SENT;
  return ORDER_STATUS.DELIVERED;
}

/** Each status change up to `status`, dated after the placement at `age` days ago. */
function historyOf(status: OrderStatus, age: number, lang: 0 | 1, index: number, bankTransfer: boolean) {
  const note = (forStatus: number, variant = 0): string | null => {
    const notes = STATUS_NOTES[forStatus];
    const text = notes?.[variant % notes.length]?.[lang];
    return text?.replace('{tracking}', `PE${String(410_000_000 + index * 7_919).slice(0, 9)}RS`) ?? null;
  };
  const at = (afterDays: number) => daysAgo(age - afterDays);
  const history: OrderStatusChangeRecord[] = [{ status: ORDER_STATUS.IN_PROCESS, created_at: at(0), note: null }];
  if (status === ORDER_STATUS.IN_PROCESS) return history;
  if (status === ORDER_STATUS.CANCELLED) {
    if (!bankTransfer) history.push({ status: ORDER_STATUS.RECEIVED, created_at: at(0.15), note: note(2) });
    history.push({ status, created_at: at(bankTransfer ? 5 : 0.6), note: note(5, bankTransfer ? 1 : 0) });
    return history;
  }
  history.push({ status: ORDER_STATUS.RECEIVED, created_at: at(0.15), note: note(2, bankTransfer ? 1 : 0) });
  if (status === ORDER_STATUS.RECEIVED) return history;
  history.push({ status: ORDER_STATUS.SENT, created_at: at(0.9), note: note(3) });
  if (status === ORDER_STATUS.SENT) return history;
  history.push({ status: ORDER_STATUS.DELIVERED, created_at: at(2.6), note: null });
  if (status === ORDER_STATUS.COMPLAINT) history.push({ status, created_at: at(6), note: note(6, index) });
  return history;
}

function seedCountries(db: MockDb): void {
  db.orderCountries = COUNTRIES.map(([id, names, code, deliveryPrice, freeOver, active], index) => ({
    id,
    names: [...names],
    code,
    delivery_price: deliveryPrice,
    free_delivery_over: freeOver,
    active,
    position: index + 1,
  }));
}

function seedPromoCodes(db: MockDb): void {
  db.promoCodes = PROMO_CODES.map(([code, discount, usageCount, used, expiresIn, active, daysOld], index) => ({
    id: index + 1,
    code,
    discount,
    usage_count: usageCount,
    used,
    // The last second of the expiry day, Belgrade time (UTC+1 in winter).
    expires_at: expiresIn == null ? null : `${dateFromToday(expiresIn)}T22:59:59.000Z`,
    active,
    created_at: daysAgo(daysOld),
  }));
}

/**
 * Forty orders over the sixty days before MOCK_TODAY, in every status with their histories: the
 * oldest delivered (a few cancelled, two complaints), the last days received, sent and in process,
 * some by the demo user, some with promo codes, planned on the calendar around today.
 */
function seedOrderList(db: MockDb): void {
  db.orders = [];
  // Separate streams, so that the customers stay the same whatever the catalogue holds.
  const random = seededRandom(2026);
  const cartRandom = seededRandom(4711);
  const products: ProductRecord[] = db.products.filter((product) => product.price > 0);
  const shoppers = db.users.filter((user) => user.verified && user.address && user.id !== 1);
  const demoUser = db.users[0];
  let itemId = 1;
  let guest = 0;

  for (let index = 0; index < ORDER_COUNT; index++) {
    const age = ageOf(index);
    const status = statusOf(index, age);
    const lang: 0 | 1 = index % 5 === 2 ? 1 : 0;
    const company = COMPANY_AT[index] == null ? undefined : COMPANIES[COMPANY_AT[index]!];
    const bankTransfer = index % 4 === 1 || company !== undefined;

    const user = DEMO_USER_AT.has(index) ? demoUser : random() < 0.45 ? randomItem(random, shoppers) : undefined;
    const guestCustomer = GUESTS[guest % GUESTS.length]!;
    if (!user) guest++;
    const customer = user
      ? { name: user.name, lastname: user.lastname, email: user.email, phone: user.phone ?? '', address: user.address ?? '', city: user.city ?? '', zip: user.zip ?? '', country: user.country_id ?? 1 }
      : (([name, lastname, email, phone, address, city, zip, country]) => ({ name, lastname, email, phone, address, city, zip, country }))(guestCustomer);

    const cart = new Map<number, { product: ProductRecord; quantity: number }>();
    // Most carts hold one product, some two or three; cheap ones are sometimes bought in twos.
    const roll = cartRandom();
    const lineCount = products.length === 0 ? 0 : roll < 0.55 ? 1 : roll < 0.87 ? 2 : 3;
    for (let line = 0; line < lineCount; line++) {
      const product = randomItem(cartRandom, products);
      const quantity = product.price < 10_000 && cartRandom() < 0.35 ? 2 : 1;
      const existing = cart.get(product.id);
      if (existing) existing.quantity = Math.min(existing.quantity + quantity, 10);
      else cart.set(product.id, { product, quantity });
    }
    const promo = PROMO_AT[index] ? db.promoCodes.find((code) => code.code === PROMO_AT[index]) : undefined;
    const country = db.orderCountries.find((candidate) => candidate.id === customer.country);
    const priced = priceCart(db, lang, [...cart.values()], country, promo?.discount ?? 0);

    const createdAt = daysAgo(age);
    const planned = PLANNED_AT[index];
    const deliveryDate =
      status === ORDER_STATUS.CANCELLED
        ? null
        : planned !== undefined
          ? planned === null
            ? null
            : dateFromToday(planned)
          : dateFromToday(Math.min(0, Math.round(2.6 - age)));
    const noteIndex = index % 6 === 0 ? (index / 6) % CUSTOMER_NOTES.length : undefined;

    const order = orderRecord(
      {
        id: index + 1,
        code: orderCode(new Date(createdAt).getUTCFullYear(), FIRST_SEQUENCE + index),
        status,
        status_history: historyOf(status, age, lang, index, bankTransfer),
        customer: {
          name: customer.name,
          lastname: customer.lastname,
          email: customer.email,
          phone: customer.phone,
          company: company?.[0] ?? null,
          vat_number: company?.[1] ?? null,
        },
        delivery: { address: customer.address, city: customer.city, zip: customer.zip, country_id: customer.country },
        payment_method: bankTransfer ? 'BANK_TRANSFER' : 'CASH_ON_DELIVERY',
        note: noteIndex === undefined ? null : CUSTOMER_NOTES[noteIndex]![lang],
        lang,
        created_at: createdAt,
        delivery_date: deliveryDate,
        user_id: user?.id ?? null,
        idempotency_key: null,
      },
      priced,
      promo,
      itemId,
    );
    itemId += order.items.length;
    db.orders.push(order);
  }
}

/** Countries, settings, promo codes and orders; runs after the catalogue and the shoppers. */
export function seedOrders(db: MockDb): void {
  seedCountries(db);
  db.orderSettings = {
    min_order_total: 500,
    delivery_days: 3,
    payment_methods: ['CASH_ON_DELIVERY', 'BANK_TRANSFER'],
    bank_account: BANK_ACCOUNT,
    checkout_notes: [...CHECKOUT_NOTES],
  };
  seedPromoCodes(db);
  seedOrderList(db);
}
