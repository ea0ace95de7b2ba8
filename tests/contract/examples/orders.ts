/**
 * Examples of operations/orders.graphql: orders, the quote, checkout and status changes. Shared
 * look-ups and checks: support/orders.ts.
 */
import { expect } from 'vitest';
import { DEMO_USER } from '../../../fixtures/users/accounts';
import { DEMO_BUYER } from '../support/demo-buyer';
import { dateFromToday } from '../../../fixtures/clock';
import { ORDER_CODE_PATTERN } from '../../../src/shared/orders/order-code';
import type { OperationExamples } from './types';
import { COMPANY_ORDER, BANK_ACCOUNT, currency, expectConsistent, orderableProducts, orderInStatus } from './support/orders';

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
        ...DEMO_BUYER,
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
  UpdateOrderPayment: {
    as: 'admin',
    variables: async (ctx) => ({ id: await orderInStatus(ctx, 'RECEIVED'), payment_status: 'PAID' }),
    check: (data) => {
      expect(data.updateOrderPayment.payment_status).toBe('PAID');
      expect(Number.isNaN(Date.parse(data.updateOrderPayment.paid_at))).toBe(false);
    },
  },
};
