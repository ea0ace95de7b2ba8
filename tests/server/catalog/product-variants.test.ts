/**
 * Products' options and variants (issue 27). A product without options is sold as its one variant:
 * no options, one variant with the product's id, code, prices, stock and pictures; an order line may
 * name that variant, and another variant of the product is refused in the caller's language. The
 * demo's shoes are sold in sizes: the product shows its sizes' summary, and the admin's product form
 * changes every size's prices, never their stock.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_ADMIN } from '../../../fixtures/users/accounts';
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

describe('a demo shoe sold in sizes', () => {
  let server: TestServer;
  let adminToken: string;
  let shoe: { id: string; price: number; stock: number; sizes: { id: string; name: string; price: number }[] };
  const read = async () => {
    const { data, errors } = await server.request(`{ products(search: "NK-FD2722-002", first: 1) { data { id } } }`);
    expect(errors).toBeUndefined();
    const id = data.products.data[0].id;
    const answer = await server.request(`query ($id: ID!) { product(id: $id) { id code price stock price_varies options { name values { name } } variants { id name price stock } } }`, { id }, { adminToken });
    expect(answer.errors).toBeUndefined();
    return answer.data.product;
  };
  beforeAll(async () => {
    server = await startTestServer('pglite');
    adminToken = (await server.request(`mutation { adminLogin(email: "${DEMO_ADMIN.email}", password: "${DEMO_ADMIN.password}") { token } }`)).data.adminLogin.token;
    const product = await read();
    shoe = { id: product.id, price: product.price, stock: product.stock, sizes: product.variants };
  }, 120_000);
  afterAll(() => server?.close());

  test('offers the sizes 38 to 46, each with its own stock, some sold out; the product holds their sum at one price', async () => {
    const product = await read();
    expect(product.options).toEqual([{ name: 'Veličina', values: ['38', '39', '40', '41', '42', '43', '44', '45', '46'].map((name) => ({ name })) }]);
    expect(product.variants.map((variant: { name: string }) => variant.name)).toEqual(['38', '39', '40', '41', '42', '43', '44', '45', '46']);
    expect(product.variants.some((variant: { stock: number }) => variant.stock === 0)).toBe(true);
    expect(product.stock).toBe(product.variants.reduce((sum: number, variant: { stock: number }) => sum + variant.stock, 0));
    expect(product.price_varies).toBe(false);
    expect(product.variants[0].id).toBe(product.id);
  });

  test("the admin's product form: a new price is every size's; a stock other than their sum is refused in the admin's language", async () => {
    const upsert = (price: number, stock: number, lang: 0 | 1 = 0) =>
      server.request(`mutation ($id: ID!, $price: Float!, $stock: Int!) { upsertProduct(id: $id, code: "NK-FD2722-002", name: "Nike Pegasus 41", slug: "nike-pegasus-41", price: $price, stock: $stock) { price stock } }`, { id: shoe.id, price, stock }, { adminToken, lang });
    const refused = await upsert(shoe.price, shoe.stock + 5, 1);
    expect(refused.errors?.[0]).toMatchObject({ message: "This product's stock is kept per variant (size, colour…); here it is their sum.", extensions: { field: 'stock' } });
    const saved = await upsert(shoe.price + 1000, shoe.stock);
    expect(saved.errors).toBeUndefined();
    const product = await read();
    expect(product.variants.map((variant: { price: number }) => variant.price)).toEqual(shoe.sizes.map(() => shoe.price + 1000));
    expect(product).toMatchObject({ price: shoe.price + 1000, stock: shoe.stock });
  });
});
