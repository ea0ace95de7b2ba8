import { randomUUID } from 'node:crypto';
import type { DocumentNode } from 'graphql';
import { expect } from 'vitest';
import { DEMO_ADMIN, DEMO_USER } from '../../../fixtures/users/accounts';
import { ORDER_CODE_PATTERN } from '../../../src/shared/orders/order-code';
import { DEMO_BUYER } from '../support/demo-buyer';
import { loadOperations } from '../support/operations';
import type { ShopClient, SpecHeaders } from './shop-clients';

type Lang = 0 | 1;
const byLang = <T>(lang: Lang, sr: T, en: T): T => (lang === 1 ? en : sr);

const DOCUMENTS = new Map(loadOperations().map((operation) => [operation.name, operation.document]));
/** The storefront's (and admin's) own document of an operation in operations/. */
function operation(name: string): DocumentNode {
  const document = DOCUMENTS.get(name);
  if (!document) throw new Error(`operations/ has no ${name}`);
  return document;
}

/** What a visitor sends: no tokens, the language index. */
export const visitorHeaders = (lang: Lang): SpecHeaders => ({ Authorization: '', Authuser: '', Lang: String(lang) });

/**
 * The storefront's key operations as a shopper meets them, through a client no one here wrote: the
 * categories, a listing narrowed by brand and a filter, a product, a search, a signed-in shopper's
 * quote and order, the shopper's orders, and the order in the administrator's list. Every answer is
 * checked for what the shopper would see in `lang`. Resolves with the order's code.
 */
export async function shopperJourney(client: ShopClient, lang: Lang): Promise<string> {
  const visitor = visitorHeaders(lang);
  const { categories } = await client.run(operation('GetCategories'), {}, visitor);
  expect(categories.map((category: { name: string }) => category.name)).toContain(byLang(lang, 'Frižideri', 'Refrigerators'));

  const category_path = byLang(lang, ['telefoni-i-tableti', 'mobilni-telefoni'], ['phones-and-tablets', 'mobile-phones']);
  const whole = (await client.run(operation('GetProducts'), { category_path, sort: 'PRICE_ASC', first: 12 }, visitor)).products;
  expect(whole.category.name).toBe(byLang(lang, 'Mobilni telefoni', 'Mobile phones'));
  const samsung = whole.brands.find((entry: { brand: { name: string } }) => entry.brand.name === 'Samsung').brand.id;
  const colour = byLang(lang, 'Boja', 'Colour');
  const black = byLang(lang, 'Crna', 'Black');
  const filters = [{ name: colour, values: [black] }];
  const narrowed = (await client.run(operation('GetProducts'), { category_path, brands: [samsung], filters, sort: 'PRICE_DESC', first: 12 }, visitor)).products;
  expect(narrowed.data.length).toBeGreaterThan(0);
  expect(narrowed.paginatorInfo.total).toBeLessThan(whole.paginatorInfo.total);
  expect(narrowed.brands.find((entry: { selected: boolean }) => entry.selected).brand.id).toBe(samsung);
  const prices = narrowed.data.map((product: { discount_price: number | null; price: number }) => product.discount_price ?? product.price);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));
  const card = narrowed.data.find((product: { sold_out: boolean }) => !product.sold_out);

  const { product } = await client.run(operation('GetProduct'), { id: card.id }, visitor);
  expect(product.name).toBe(card.name);
  expect(product.currency).toBe(byLang(lang, 'RSD', 'EUR'));
  expect(product.specifications.map((spec: { value: string }) => spec.value)).toContain(black);

  const { search } = await client.run(operation('Search'), { query: byLang(lang, 'frižider', 'refrigerator'), first: 4 }, visitor);
  expect(search.products.length).toBeGreaterThan(0);
  expect(search.products[0].name.toLowerCase()).toContain(byLang(lang, 'frižider', 'refrigerator'));

  const shopper = (await client.run(operation('UserLogin'), { email: DEMO_USER.email, password: DEMO_USER.password }, visitor)).userLogin;
  expect(shopper.user.email).toBe(DEMO_USER.email);
  const signedIn = { ...visitor, Authuser: shopper.token };
  const items = [{ product_id: product.id, quantity: 1 }];
  const quote = (await client.run(operation('GetOrderQuote'), { items, country_id: '1' }, signedIn)).orderQuote;
  expect(quote.currency).toBe(byLang(lang, 'RSD', 'EUR'));
  expect(quote.items[0].product.id).toBe(product.id);

  const order = (
    await client.run(
      operation('CreateOrder'),
      {
        idempotency_key: randomUUID(),
        items,
        ...DEMO_BUYER,
      },
      signedIn,
    )
  ).createOrder;
  expect(order.code).toMatch(ORDER_CODE_PATTERN);
  expect(order.total).toBeCloseTo(quote.total, 2);
  expect(order.lang).toBe(lang);

  const mine = (await client.run(operation('GetMyOrders'), { first: 5 }, signedIn)).myOrders.data;
  expect(mine.map((entry: { code: string }) => entry.code)).toContain(order.code);

  const admin = (await client.run(operation('AdminLogin'), { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }, visitor)).adminLogin;
  const asAdmin = { ...visitor, Authorization: `Bearer ${admin.token}` };
  const listed = (await client.run(operation('GetOrdersWithPagination'), { search: order.code, first: 1 }, asAdmin)).ordersWithPagination.data;
  expect(listed.map((entry: { code: string }) => entry.code)).toEqual([order.code]);
  return order.code;
}
