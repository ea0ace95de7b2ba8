import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_ADMIN, DEMO_USER } from '../../fixtures/users/accounts';
import { ruleMessages } from '../../src/shared/i18n/rule-messages';
import { MOCK_START_TIMEOUT_MS, startMockProcess, type MockProcess } from './support/mock-process';
import { EMPTY_LISTS, FIRST_PRODUCT, SHOP_LISTS, STEERED_ERROR } from './support/steer-queries';

/** A scenario's shop starts on its first request (and its snapshot is made on the first start of the day). */
const SCENARIO_TIMEOUT_MS = 120_000;

describe('npm run mock steered per request by X-Mock-* headers', () => {
  let mock: MockProcess;
  beforeAll(async () => {
    mock = await startMockProcess();
  }, MOCK_START_TIMEOUT_MS);
  afterAll(async () => mock?.stop());

  test('X-Mock-Delay: the answer comes no sooner than asked, and is the same answer', async () => {
    const plain = await mock.ask(FIRST_PRODUCT);
    const slow = await mock.ask(FIRST_PRODUCT, { headers: { 'x-mock-delay': '1500' } });
    console.log(`X-Mock-Delay: 1500 answered after ${Math.round(slow.ms)} ms (without it ${Math.round(plain.ms)} ms)`);
    expect(slow.ms).toBeGreaterThanOrEqual(1500);
    expect(slow.data).toEqual(plain.data);
  });

  test('X-Mock-Error: Type.field answers that field null with an error at its path, the rest of the answer intact', async () => {
    const query = '{ product(id: 1) { name brand { name } } categories(limit: 2) { name } }';
    const answer = await mock.ask(query, { headers: { 'x-mock-error': 'Product.brand' } });
    expect(answer.status).toBe(200);
    expect(answer.data.product).toEqual({ name: 'Mobilni telefon Samsung Galaxy A55 5G 8/128 GB', brand: null });
    expect(answer.data.categories).toHaveLength(2);
    expect(answer.errors).toEqual([expect.objectContaining({ ...STEERED_ERROR, path: ['product', 'brand'] })]);
    // A non-null field's null reaches its nearest nullable parent, as a real failure's would; other root fields still answer.
    const price = await mock.ask('{ product(id: 1) { name price } categories(limit: 2) { name } }', { headers: { 'x-mock-error': 'Product.price' } });
    expect(price.data.product).toBeNull();
    expect(price.data.categories).toHaveLength(2);
    expect(price.errors).toEqual([expect.objectContaining({ path: ['product', 'price'], message: ruleMessages.unexpected[0] })]);
    // In the request's language.
    const english = await mock.ask(query, { headers: { 'x-mock-error': 'Product.brand', lang: '1' } });
    expect(english.errors?.[0]?.message).toBe(ruleMessages.unexpected[1]);
  });

  test('X-Mock-Error: an operation name fails that whole operation, each root field with its error; other operations answer', async () => {
    const getProduct = 'query GetProduct($id: ID!) { product(id: $id) { name } }';
    const failed = await mock.ask(getProduct, { operationName: 'GetProduct', variables: { id: '1' }, headers: { 'x-mock-error': 'GetProduct' } });
    expect(failed.status).toBe(200);
    expect(failed.data).toEqual({ product: null });
    expect(failed.errors).toEqual([expect.objectContaining({ ...STEERED_ERROR, path: ['product'] })]);
    // With a non-null root field, nothing of the answer is left.
    const listing = await mock.ask('query GetListing { products(first: 1) { data { id } } categories { id } }', { headers: { 'x-mock-error': 'GetListing' } });
    expect(listing.data).toBeNull();
    expect(listing.errors?.[0]).toMatchObject(STEERED_ERROR);
    const other = await mock.ask('query GetCategories { categories(limit: 1) { name } }', { headers: { 'x-mock-error': 'GetProduct' } });
    expect(other.errors).toBeUndefined();
    expect(other.data.categories).toHaveLength(1);
  });

  test('X-Mock-Scenario: empty-shop answers the storefront’s lists empty; the demo shop keeps its data', { timeout: SCENARIO_TIMEOUT_MS }, async () => {
    const empty = await mock.ask(SHOP_LISTS, { headers: { 'x-mock-scenario': 'empty-shop' } });
    expect(empty.errors).toBeUndefined();
    expect(empty.data).toEqual(EMPTY_LISTS);
    const demo = await mock.ask(SHOP_LISTS);
    expect(demo.data.products.paginatorInfo.total).toBeGreaterThan(100);
    expect(demo.data.categories.length).toBeGreaterThan(0);
    expect(demo.data.brands.length).toBeGreaterThan(0);
    expect(demo.data.blogPosts.paginatorInfo.total).toBeGreaterThan(0);
  });

  test('X-Mock-Scenario: sold-out answers the demo’s first product sold out; the demo shop keeps its stock', { timeout: SCENARIO_TIMEOUT_MS }, async () => {
    const soldOut = await mock.ask(FIRST_PRODUCT, { headers: { 'x-mock-scenario': 'sold-out' } });
    expect(soldOut.errors).toBeUndefined();
    expect(soldOut.data.product).toMatchObject({ name: 'Mobilni telefon Samsung Galaxy A55 5G 8/128 GB', sold_out: true, max_quantity: 0 });
    const stock = await mock.ask('{ product(id: 1) { stock } }', { headers: { 'x-mock-scenario': 'sold-out', 'x-mock-as': 'admin' } });
    expect(stock.data.product.stock).toBe(0);
    const demo = await mock.ask(FIRST_PRODUCT);
    expect(demo.data.product).toMatchObject({ sold_out: false });
    expect(demo.data.product.max_quantity).toBeGreaterThan(0);
  });

  test('X-Mock-As: shopper answers as the signed-in demo shopper without signing in', async () => {
    const query = '{ me { email name } myOrders { paginatorInfo { total } } }';
    const shopper = await mock.ask(query, { headers: { 'x-mock-as': 'shopper' } });
    expect(shopper.errors).toBeUndefined();
    expect(shopper.data.me).toEqual({ email: DEMO_USER.email, name: 'Marko' });
    expect(shopper.data.myOrders.paginatorInfo.total).toBeGreaterThan(0);
    const visitor = await mock.ask('{ me { email } }');
    expect(visitor.data?.me ?? null).toBeNull();
    expect(visitor.errors?.length).toBeGreaterThan(0);
  });

  test('X-Mock-As: admin answers an administrator’s queries without signing in', async () => {
    const query = '{ currentAdministrator { email } dashboard { orders_in_process } }';
    const admin = await mock.ask(query, { headers: { 'x-mock-as': 'admin' } });
    expect(admin.errors).toBeUndefined();
    expect(admin.data.currentAdministrator.email).toBe(DEMO_ADMIN.email);
    expect(admin.data.dashboard.orders_in_process).toEqual(expect.any(Number));
    const visitor = await mock.ask(query);
    expect(visitor.data ?? null).toBeNull();
    expect(visitor.errors?.length).toBeGreaterThan(0);
  });

  test('steers combine: the demo shopper signed in to the empty shop has no orders', { timeout: SCENARIO_TIMEOUT_MS }, async () => {
    const answer = await mock.ask('{ me { email } myOrders { paginatorInfo { total } } }', { headers: { 'x-mock-scenario': 'empty-shop', 'x-mock-as': 'shopper' } });
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ me: { email: DEMO_USER.email }, myOrders: { paginatorInfo: { total: 0 } } });
  });

  test('a steer the mock cannot read answers 400 saying what it takes', async () => {
    const scenario = await mock.ask(FIRST_PRODUCT, { headers: { 'x-mock-scenario': 'sold' } });
    expect(scenario.status).toBe(400);
    expect(scenario.errors?.[0]?.message).toMatch(/X-Mock-Scenario.*empty-shop.*sold-out/);
    const field = await mock.ask(FIRST_PRODUCT, { headers: { 'x-mock-error': 'Product.prize' } });
    expect(field.status).toBe(400);
    expect(field.errors?.[0]?.message).toContain('Product.prize');
    const delay = await mock.ask(FIRST_PRODUCT, { headers: { 'x-mock-delay': 'soon' } });
    expect(delay.status).toBe(400);
  });
});
