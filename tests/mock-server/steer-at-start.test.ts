import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_ADMIN, DEMO_USER } from '../../fixtures/users/accounts';
import { MOCK_START_TIMEOUT_MS, startMockProcess, type MockProcess } from './support/mock-process';
import { EMPTY_LISTS, FIRST_PRODUCT, SHOP_LISTS, STEERED_ERROR } from './support/steer-queries';

describe('npm run mock -- --delay 800 --error Product.brand --scenario sold-out --as shopper', () => {
  let mock: MockProcess;
  beforeAll(async () => {
    mock = await startMockProcess(['--delay', '800', '--error', 'Product.brand', '--scenario', 'sold-out', '--as', 'shopper']);
  }, MOCK_START_TIMEOUT_MS);
  afterAll(async () => mock?.stop());

  test('--delay: every answer comes no sooner than asked', async () => {
    const answer = await mock.ask('{ categories(limit: 1) { name } }');
    console.log(`--delay 800 answered after ${Math.round(answer.ms)} ms`);
    expect(answer.ms).toBeGreaterThanOrEqual(800);
    expect(answer.data.categories).toHaveLength(1);
  });

  test('--error Product.brand: the brand answers null with an error at its path; --scenario sold-out: the first product is sold out', async () => {
    const answer = await mock.ask(FIRST_PRODUCT);
    expect(answer.data.product).toEqual({ name: 'Mobilni telefon Samsung Galaxy A55 5G 8/128 GB', sold_out: true, max_quantity: 0, brand: null });
    expect(answer.errors).toEqual([expect.objectContaining({ ...STEERED_ERROR, path: ['product', 'brand'] })]);
  });

  test('--as shopper: every request is the signed-in demo shopper’s', async () => {
    const answer = await mock.ask('{ me { email } }');
    expect(answer.errors).toBeUndefined();
    expect(answer.data.me.email).toBe(DEMO_USER.email);
  });

  test('a header steers one request otherwise', async () => {
    const answer = await mock.ask(FIRST_PRODUCT, { headers: { 'x-mock-scenario': 'demo', 'x-mock-error': 'none', 'x-mock-delay': '0' } });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.product).toMatchObject({ sold_out: false, brand: { name: expect.any(String) } });
    const visitor = await mock.ask('{ me { email } }', { headers: { 'x-mock-as': 'visitor' } });
    expect(visitor.data?.me ?? null).toBeNull();
  });
});

describe('npm run mock -- --scenario empty-shop --as admin --error GetProduct', () => {
  let mock: MockProcess;
  beforeAll(async () => {
    mock = await startMockProcess(['--scenario', 'empty-shop', '--as', 'admin', '--error', 'GetProduct']);
  }, MOCK_START_TIMEOUT_MS);
  afterAll(async () => mock?.stop());

  test('--scenario empty-shop: the storefront’s lists are empty', async () => {
    const answer = await mock.ask(SHOP_LISTS);
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual(EMPTY_LISTS);
  });

  test('--as admin: an administrator’s query answers', async () => {
    const answer = await mock.ask('{ currentAdministrator { email } dashboard { orders_in_process } }');
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ currentAdministrator: { email: DEMO_ADMIN.email }, dashboard: { orders_in_process: 0 } });
  });

  test('--error GetProduct: that operation fails, each root field with its error', async () => {
    const answer = await mock.ask('query GetProduct { product(id: 1) { name } }', { operationName: 'GetProduct' });
    expect(answer.data).toEqual({ product: null });
    expect(answer.errors).toEqual([expect.objectContaining({ ...STEERED_ERROR, path: ['product'] })]);
  });
});
