import { expect } from 'vitest';
import { DEMO_USER } from '../../../fixtures/users/accounts';
import { dateFromToday } from '../../../fixtures/clock';
import { orderCode } from '../../../fixtures/orders/code';
import { ORDER_CODE_PATTERN } from '../../../src/shared/order-code';
import type { ExampleContext, OperationExamples } from './types';


/** A seeded company order (Tehno Plus d.o.o., bank transfer, delivered). */
const COMPANY_ORDER = orderCode(2026, 112);
const BANK_ACCOUNT = '160-0000000123456-78';

const currency = (lang: number) => (lang === 1 ? 'EUR' : 'RSD');

interface Amounts {
  subtotal: number;
  discount: number;
  delivery_price: number;
  total: number;
  items: { quantity: number; price: number; total: number }[];
}

/** The order's arithmetic as the customer reads it. */
function expectConsistent(order: Amounts): void {
  for (const item of order.items) expect(item.total).toBeCloseTo(item.quantity * item.price, 2);
  const sum = order.items.reduce((total, item) => total + item.total, 0);
  expect(order.subtotal).toBeCloseTo(sum, 2);
  expect(order.total).toBeCloseTo(order.subtotal - order.discount + order.delivery_price, 2);
}

/** Products that can be ordered now, dearest first: found through the admin's orders list. */
async function orderableProducts(ctx: ExampleContext): Promise<string[]> {
  const result = await ctx.query('GetOrdersWithPagination', { first: 100 });
  const prices = new Map<string, number>();
  for (const order of result.ordersWithPagination.data) {
    const rate = order.currency === 'EUR' ? 117.2 : 1;
    for (const item of order.items) {
      if (item.product?.state === 'ACTIVE' && item.product.max_quantity >= 1) prices.set(item.product_id, item.price * rate);
    }
  }
  const ids = [...prices.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
  if (ids.length === 0) throw new Error('no orderable product among the seeded orders');
  return ids;
}

/** The id of the newest order in a status. */
async function orderInStatus(ctx: ExampleContext, status: string): Promise<string> {
  const result = await ctx.query('GetOrdersWithPagination', { status, first: 1 });
  const order = result.ordersWithPagination.data[0];
  if (!order) throw new Error(`no order in status ${status}`);
  return order.id;
}

async function countryIdByCode(ctx: ExampleContext, code: string): Promise<string | undefined> {
  const result = await ctx.query('GetAdminOrderCountries');
  return result.orderCountries.find((country: { code: string }) => country.code === code)?.id;
}

export const examples: OperationExamples = {
  GetOrder: {
    // A visitor with the code and the e-mail the order was placed with, in another case.
    variables: async (ctx) => {
      const found = await ctx.query('GetOrdersWithPagination', { search: COMPANY_ORDER, first: 1 });
      return { code: COMPANY_ORDER, email: found.ordersWithPagination.data[0].customer.email.toUpperCase() };
    },
    check: (data) => {
      const order = data.order;
      expect(order.code).toBe(COMPANY_ORDER);
      expect(order.status_key).toMatch(/^[0-9a-f]{32}$/);
      expect(order.status).toBe('DELIVERED');
      expect(order.status_history.map((change: { status: string }) => change.status)).toEqual([
        'IN_PROCESS',
        'RECEIVED',
        'SENT',
        'DELIVERED',
      ]);
      expect(order.customer.company).toBe('Tehno Plus d.o.o.');
      expect(order.customer.vat_number).toMatch(/^\d{9}$/);
      expect(order.payment_method).toBe('BANK_TRANSFER');
      expect(order.currency).toBe('RSD');
      expect(order.items.length).toBeGreaterThan(0);
      expectConsistent(order);
      expect(order.delivery.country.code).toMatch(/^[A-Z]{2}$/);
      expect(order.delivery.country.name).not.toBe(order.delivery.country.code);
      expect(data.orderSettings.bank_account).toBe(BANK_ACCOUNT);
    },
  },
  GetAdminOrder: {
    as: 'admin',
    variables: async (ctx) => {
      const mine = await ctx.query('GetOrdersWithPagination', { search: DEMO_USER.email, first: 1 });
      return { id: mine.ordersWithPagination.data[0].id };
    },
    check: (data) => {
      const order = data.orderById;
      expect(order.user).toMatchObject({ email: DEMO_USER.email, name: 'Marko', lastname: 'Petrović' });
      expect(order.customer.email).toBe(DEMO_USER.email);
      expect(order.code).toMatch(ORDER_CODE_PATTERN);
      expectConsistent(order);
      for (const item of order.items) if (item.product) expect(item.product.stock).toBeGreaterThanOrEqual(0);
    },
  },
  GetOrdersWithPagination: {
    as: 'admin',
    variables: { page: 1, first: 5, status: 'DELIVERED' },
    check: (data) => {
      const { data: orders, paginatorInfo } = data.ordersWithPagination;
      expect(orders).toHaveLength(5);
      expect(paginatorInfo).toMatchObject({ currentPage: 1, count: 5 });
      expect(paginatorInfo.total).toBeGreaterThan(5);
      for (const order of orders) {
        expect(order.status).toBe('DELIVERED');
        expect(order.code).toMatch(ORDER_CODE_PATTERN);
        expect(order.customer.phone).toMatch(/^\+38\d/);
      }
      const created = orders.map((order: { created_at: string }) => order.created_at);
      expect(created).toEqual([...created].sort().reverse());
    },
  },
  GetOrderCalendar: {
    as: 'admin',
    variables: { start_date: dateFromToday(-7), end_date: dateFromToday(14) },
    check: (data) => {
      const days = data.orderCalendar;
      expect(days).toHaveLength(22);
      expect(days[0].date).toBe(dateFromToday(-7));
      const planned = days.filter((day: { orders: unknown[] }) => day.orders.length > 0);
      expect(planned.length).toBeGreaterThanOrEqual(4);
      expect(planned.some((day: { date: string }) => day.date > dateFromToday(3))).toBe(true);
      for (const day of days) for (const order of day.orders) expect(order.delivery_date).toBe(day.date);
    },
  },
  GetOrderSettings: {
    check: (data, lang) => {
      const settings = data.orderSettings;
      expect(settings.delivery_days).toBe(3);
      expect(settings.payment_methods).toEqual(['CASH_ON_DELIVERY', 'BANK_TRANSFER']);
      expect(settings.bank_account).toBe(BANK_ACCOUNT);
      expect(settings.exchange_rate_eur).toBeGreaterThan(100);
      expect(settings.min_order_total).toBeCloseTo(lang === 1 ? 500 / settings.exchange_rate_eur : 500, 2);
      expect(settings.checkout_note).toMatch(lang === 1 ? /shipped the same day/ : /šaljemo istog dana/);
    },
  },
  GetAdminOrderSettings: {
    as: 'admin',
    check: (data, lang) => {
      expect(data.orderSettings.min_order_total_rsd).toBe(500);
      expect(data.orderSettings.min_order_total).toBeCloseTo(lang === 1 ? 500 / data.orderSettings.exchange_rate_eur : 500, 2);
    },
  },
  GetOrderCountries: {
    check: (data, lang) => {
      const countries = data.orderCountries;
      expect(countries.map((country: { code: string }) => country.code)).toEqual(['RS', 'ME', 'BA', 'HR']);
      expect(countries.every((country: { active: boolean }) => country.active)).toBe(true);
      const serbia = countries[0];
      expect(serbia.name).toBe(lang === 1 ? 'Serbia' : 'Srbija');
      expect(serbia.delivery_price).toBeCloseTo(lang === 1 ? 350 / 117.2 : 350, 2);
      expect(serbia.free_delivery_over).toBeCloseTo(lang === 1 ? 5000 / 117.2 : 5000, 2);
    },
  },
  GetAdminOrderCountries: {
    as: 'admin',
    check: (data) => {
      const countries = data.orderCountries;
      expect(countries.length).toBeGreaterThanOrEqual(5);
      const slovenia = countries.find((country: { code: string }) => country.code === 'SI');
      expect(slovenia).toMatchObject({ active: false, names: ['Slovenija', 'Slovenia'] });
      const serbia = countries.find((country: { code: string }) => country.code === 'RS');
      // The admin's form reads and writes RSD whatever the language of the screen.
      expect(serbia).toMatchObject({ delivery_price_rsd: 350, free_delivery_over_rsd: 5000 });
      expect(countries.find((country: { code: string }) => country.code === 'BA').names).toEqual([
        'Bosna i Hercegovina',
        'Bosnia and Herzegovina',
      ]);
    },
  },
  GetOrderQuote: {
    variables: async (ctx) => {
      const [dearest] = await orderableProducts(ctx);
      return { items: [{ product_id: dearest, quantity: 1 }], country_id: '1', promo_code: 'dobrodosli10' };
    },
    check: (data, lang) => {
      const quote = data.orderQuote;
      expect(quote.currency).toBe(currency(lang));
      expect(quote.items).toHaveLength(1);
      expect(quote.items[0].price).toBe(quote.items[0].product.discount_price ?? quote.items[0].product.price);
      expect(quote.promo_code).toBe('DOBRODOSLI10');
      expect(quote.promo_code_error).toBeNull();
      expect(quote.discount).toBeCloseTo(quote.subtotal * 0.1, 2);
      expectConsistent(quote);
    },
  },
  CreateOrder: {
    as: 'user',
    variables: async (ctx) => {
      const [dearest] = await orderableProducts(ctx);
      return {
        idempotency_key: `primer-porudzbine-${ctx.lang}`,
        items: [{ product_id: dearest, quantity: 1 }],
        name: 'Marko',
        lastname: 'Petrović',
        email: DEMO_USER.email,
        phone: '+381 64 123 4567',
        address: 'Bulevar kralja Aleksandra 73',
        city: 'Beograd',
        zip: '11000',
        country_id: '1',
        payment_method: 'CASH_ON_DELIVERY',
        note: ctx.lang === 1 ? 'Please call before delivery.' : 'Molim vas pozovite pre isporuke.',
      };
    },
    check: (data, lang) => {
      const order = data.createOrder;
      expect(order.code).toMatch(ORDER_CODE_PATTERN);
      expect(order.status).toBe('IN_PROCESS');
      expect(order.status_history).toHaveLength(1);
      expect(order.currency).toBe(currency(lang));
      expect(order.lang).toBe(lang);
      expect(order.items).toHaveLength(1);
      expect(order.items[0].name).toBe(order.items[0].product.name);
      expect(order.delivery_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expectConsistent(order);
    },
  },
  UpdateOrderStatus: {
    as: 'admin',
    variables: async (ctx) => ({
      id: await orderInStatus(ctx, 'IN_PROCESS'),
      status: 'RECEIVED',
      note: ctx.lang === 1 ? 'Your order is confirmed.' : 'Porudžbina je potvrđena.',
    }),
    check: (data, lang) => {
      const order = data.updateOrderStatus;
      expect(order.status).toBe('RECEIVED');
      expect(order.status_history.at(-1)).toMatchObject({
        status: 'RECEIVED',
        note: lang === 1 ? 'Your order is confirmed.' : 'Porudžbina je potvrđena.',
      });
    },
  },
  UpdateOrderDeliveryDate: {
    as: 'admin',
    variables: async (ctx) => ({ id: await orderInStatus(ctx, 'RECEIVED'), delivery_date: dateFromToday(5 + ctx.lang) }),
    check: (data, lang) => expect(data.updateOrderDeliveryDate.delivery_date).toBe(dateFromToday(5 + lang)),
  },
  UpdateOrderSettings: {
    as: 'admin',
    // The seeded values again, with the checkout note written in the request's language.
    variables: (ctx) => ({
      min_order_total: 500,
      delivery_days: 3,
      payment_methods: ['CASH_ON_DELIVERY', 'BANK_TRANSFER'],
      bank_account: BANK_ACCOUNT,
      checkout_note:
        ctx.lang === 1
          ? 'Orders placed on a working day by 2 pm are shipped the same day.'
          : 'Porudžbine primljene radnim danom do 14 časova šaljemo istog dana.',
      exchange_rate_eur: 117.2,
    }),
    check: (data, lang) => {
      const settings = data.updateOrderSettings;
      expect(settings.delivery_days).toBe(3);
      expect(settings.exchange_rate_eur).toBe(117.2);
      expect(settings.checkout_note).toMatch(lang === 1 ? /^Orders placed/ : /^Porudžbine primljene/);
    },
  },
  UpsertOrderCountry: {
    as: 'admin',
    // Serbian run: creates North Macedonia; English run: translates its name.
    variables: async (ctx) => ({
      id: await countryIdByCode(ctx, 'MK'),
      name: ctx.lang === 1 ? 'North Macedonia' : 'Severna Makedonija',
      code: 'MK',
      delivery_price: 1600,
      free_delivery_over: 20000,
      active: true,
    }),
    check: (data, lang) => {
      const country = data.upsertOrderCountry;
      expect(country.code).toBe('MK');
      expect(country.name).toBe(lang === 1 ? 'North Macedonia' : 'Severna Makedonija');
      expect(country.names[0]).toBe('Severna Makedonija');
      expect(country.delivery_price).toBeCloseTo(lang === 1 ? 1600 / 117.2 : 1600, 2);
    },
  },
  DeleteOrderCountry: {
    as: 'admin',
    // Deletes a country this example adds first (no order uses it).
    variables: async (ctx) => {
      const made = await ctx.query('UpsertOrderCountry', {
        name: ctx.lang === 1 ? 'Greece' : 'Albanija',
        code: ctx.lang === 1 ? 'GR' : 'AL',
        delivery_price: 2400,
        active: false,
      });
      return { id: made.upsertOrderCountry.id };
    },
    check: (data) => expect(data.deleteOrderCountry).toEqual({ success: true, error: null }),
  },
  GetPromoCodes: {
    as: 'admin',
    variables: { page: 1, first: 5 },
    check: (data) => {
      const { data: codes, paginatorInfo } = data.promoCodes;
      expect(codes).toHaveLength(5);
      expect(paginatorInfo.total).toBeGreaterThanOrEqual(8);
      for (const code of codes) {
        expect(code.code).toMatch(/^[A-Z0-9_-]+$/);
        expect(code.discount).toBeGreaterThanOrEqual(1);
        expect(code.discount).toBeLessThanOrEqual(100);
        expect(code.used).toBeLessThanOrEqual(code.usage_count);
      }
    },
  },
  UpsertPromoCode: {
    as: 'admin',
    variables: async (ctx) => {
      const code = ctx.lang === 1 ? 'AUTUMN15' : 'JESEN15';
      const found = await ctx.query('GetPromoCodes', { search: code });
      return {
        id: found.promoCodes.data.find((promo: { code: string }) => promo.code === code)?.id,
        code,
        discount: 15,
        usage_count: 50,
        expires_at: `${dateFromToday(30)}T22:59:59.000Z`,
        active: true,
      };
    },
    check: (data, lang) => {
      expect(data.upsertPromoCode).toMatchObject({
        code: lang === 1 ? 'AUTUMN15' : 'JESEN15',
        discount: 15,
        usage_count: 50,
        used: 0,
        active: true,
        expires_at: `${dateFromToday(30)}T22:59:59.000Z`,
      });
    },
  },
  DeletePromoCode: {
    as: 'admin',
    variables: async (ctx) => {
      const made = await ctx.query('UpsertPromoCode', { code: `NOVOGODISNJI-${ctx.lang}`, discount: 10 });
      return { id: made.upsertPromoCode.id };
    },
    check: (data) => expect(data.deletePromoCode).toEqual({ success: true, error: null }),
  },
};
