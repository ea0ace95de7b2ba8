/** What the orders examples share: their records, look-ups and checks. */
import { expect } from 'vitest';
import { orderCode } from '../../../../fixtures/orders/code';
import type { ExampleContext } from '../types';

/** A seeded company order (Tehno Plus d.o.o., bank transfer, delivered). */
export const COMPANY_ORDER = orderCode(2026, 112);
export const BANK_ACCOUNT = '160-0000000123456-54';

export const currency = (lang: number) => (lang === 1 ? 'EUR' : 'RSD');

export interface Amounts {
  subtotal: number;
  discount: number;
  delivery_price: number;
  total: number;
  items: { quantity: number; price: number; total: number }[];
}

/** The order's arithmetic as the customer reads it. */
export function expectConsistent(order: Amounts): void {
  for (const item of order.items) expect(item.total).toBeCloseTo(item.quantity * item.price, 2);
  const sum = order.items.reduce((total, item) => total + item.total, 0);
  expect(order.subtotal).toBeCloseTo(sum, 2);
  expect(order.total).toBeCloseTo(order.subtotal - order.discount + order.delivery_price, 2);
}

/** Products that can be ordered now, dearest first: found through the admin's orders list. */
export async function orderableProducts(ctx: ExampleContext): Promise<string[]> {
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
export async function orderInStatus(ctx: ExampleContext, status: string): Promise<string> {
  const result = await ctx.query('GetOrdersWithPagination', { status, first: 1 });
  const order = result.ordersWithPagination.data[0];
  if (!order) throw new Error(`no order in status ${status}`);
  return order.id;
}

export async function countryIdByCode(ctx: ExampleContext, code: string): Promise<string | undefined> {
  const result = await ctx.query('GetAdminOrderCountries');
  return result.orderCountries.find((country: { code: string }) => country.code === code)?.id;
}
