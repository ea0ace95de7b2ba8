/**
 * Products' options and variants, the contract first (issue 27): until variants are stored, every
 * product is sold as its one variant, and the API says so in the shape the stored variants will
 * answer: no options, one variant with the product's id, code, prices, stock and pictures; an order
 * line may name that variant, and another variant of the product is refused in the caller's language.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

const PRODUCT = `query ($id: ID!) { product(id: $id) {
  id code price discount_price process_price discount_percent currency sold_out max_quantity price_from price_varies
  image { id } gallery { id }
  options { id name display values { id name swatch } }
  variants { id code name values { id } price discount_price process_price discount_percent currency sold_out max_quantity active image { id } gallery { id } }
} }`;

const CREATE_ORDER = `mutation ($key: String!, $items: [OrderItemInput!]!) {
  createOrder(idempotency_key: $key, items: $items, name: "Vesna", lastname: "Milenković", email: "vesna.test@gmail.com",
    phone: "+381 64 220 3391", address: "Njegoševa 52", city: "Beograd", zip: "11000", country_id: "1", payment_method: CASH_ON_DELIVERY) {
    code items { product_id variant_id variant_name code }
  }
}`;

const QUOTE = `query ($items: [OrderItemInput!]!) { orderQuote(items: $items) { total } }`;

describe('a product sold as its one variant', () => {
  let server: TestServer;
  let productId: string;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    const { data } = await server.request(`{ products(first: 1, sort: PRICE_DESC) { data { id } } }`);
    productId = data.products.data[0].id;
  }, 120_000);
  afterAll(() => server?.close());

  test.each([0, 1] as const)('has no options and one variant that is the product, in language %i', async (lang) => {
    const { data, errors } = await server.request(PRODUCT, { id: productId }, { lang });
    expect(errors).toBeUndefined();
    const { variants, options, ...product } = data.product;
    expect(options).toEqual([]);
    expect(variants).toEqual([
      {
        id: product.id,
        code: product.code,
        name: '',
        values: [],
        price: product.price,
        discount_price: product.discount_price,
        process_price: product.process_price,
        discount_percent: product.discount_percent,
        currency: lang === 1 ? 'EUR' : 'RSD',
        sold_out: product.sold_out,
        max_quantity: product.max_quantity,
        active: true,
        image: product.image,
        gallery: product.gallery,
      },
    ]);
    expect(product.price_from).toBe(product.process_price);
    expect(product.price_varies).toBe(false);
  });

  test('an order line naming the product’s variant orders it; the line says which variant', async () => {
    const items = [{ product_id: productId, variant_id: productId, quantity: 1 }];
    const { data, errors } = await server.request(CREATE_ORDER, { key: `variant-${Date.now()}`, items });
    expect(errors).toBeUndefined();
    expect(data.createOrder.items).toEqual([expect.objectContaining({ product_id: productId, variant_id: productId, variant_name: '' })]);
  });

  test.each([
    [0, 'Izabrana varijanta proizvoda više nije dostupna.'],
    [1, 'The chosen variant of the product is no longer available.'],
  ] as const)('a variant the product is not sold in is refused, at the quote and the checkout (language %i)', async (lang, message) => {
    const items = [{ product_id: productId, variant_id: String(Number(productId) + 1), quantity: 1 }];
    for (const answer of [await server.request(QUOTE, { items }, { lang }), await server.request(CREATE_ORDER, { key: `other-variant-${lang}-${Date.now()}`, items }, { lang })]) {
      expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field: 'items' } });
    }
  });
});
