/**
 * The admin's variant editor saves a product's options, values and variants whole
 * (saveProductVariants, issue 27): a product sold as one variant gets sizes and colours, its
 * variants keep their ids (carts and orders name them) while values are renamed and reordered, codes
 * may swap, a removed variant is gone while its orders keep its name, and emptying the options sells
 * the product as one variant again with the product's id. Refusals are translated, point at the cell
 * and change nothing. Files a variant shows are uses of the file, and deleting the file clears them.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_ADMIN } from '../../../fixtures/users/accounts';
import { serverBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';

const FORM = `id code price discount_price stock price_varies
  options { id names display values { id names swatch } }
  variants { id code name values { id } price discount_price stock active image { id } gallery { id } own_gallery { id } }`;
const SAVE = `mutation ($product_id: ID!, $options: [ProductOptionInput!]!, $variants: [ProductVariantInput!]!) {
  saveProductVariants(product_id: $product_id, options: $options, variants: $variants) { ${FORM} }
}`;

interface Variant {
  id?: string;
  code: string;
  values: number[];
  price: number;
  discount_price?: number | null;
  stock: number;
  active: boolean;
  image_id?: string | null;
  gallery_ids?: string[];
}

const SIZES = { names: ['Veličina', 'Size'], display: 'BUTTONS', values: [{ names: ['M', 'M'] }, { names: ['L', 'L'] }] };
const COLOURS = {
  names: ['Boja', 'Colour'],
  display: 'SWATCHES',
  values: [
    { names: ['Crna', 'Black'], swatch: '#111111' },
    { names: ['Bela', 'White'], swatch: '#FAFAFA' },
  ],
};

describe.each(await serverBackends())('the variant editor on %s', (backend) => {
  let server: TestServer;
  let adminToken: string;
  let product: { id: string; code: string; price: number; image: { id: string } | null };
  let files: string[];
  const save = (options: unknown[], variants: Variant[], lang: 0 | 1 = 0, productId = product.id) => server.request(SAVE, { product_id: productId, options, variants }, { adminToken, lang });
  const read = async () => (await server.request(`query ($id: ID!) { product(id: $id) { ${FORM} } }`, { id: product.id }, { adminToken })).data.product;
  const grid = (code: string): Variant[] =>
    [0, 1].flatMap((size) => [0, 1].map((colour) => ({ code: `${code}-${size}${colour}`, values: [size, colour], price: 1990 + size * 200, stock: size + colour, active: true })));

  beforeAll(async () => {
    server = await startTestServer(backend);
    adminToken = (await server.request(`mutation { adminLogin(email: "${DEMO_ADMIN.email}", password: "${DEMO_ADMIN.password}") { token } }`)).data.adminLogin.token;
    const { data } = await server.request(`{ products(first: 1, sort: PRICE_ASC) { data { id code price image { id } } } }`);
    product = data.products.data[0];
    files = (await server.request(`{ storage(first: 3) { data { id } } }`, {}, { adminToken })).data.storage.data.map((file: { id: string }) => file.id);
  }, 120_000);
  afterAll(() => server?.close());

  test('a product sold as one variant gets sizes and colours; its summary follows the variants', async () => {
    const { data, errors } = await save([SIZES, COLOURS], grid(product.code));
    expect(errors).toBeUndefined();
    const saved = data.saveProductVariants;
    expect(saved.options.map((option: { names: string[]; display: string }) => [option.names, option.display])).toEqual([
      [['Veličina', 'Size'], 'BUTTONS'],
      [['Boja', 'Colour'], 'SWATCHES'],
    ]);
    expect(saved.options[1].values.map((value: { swatch: string }) => value.swatch)).toEqual(['#111111', '#FAFAFA']);
    expect(saved.variants.map((variant: { name: string; stock: number }) => [variant.name, variant.stock])).toEqual([
      ['M / Crna', 0],
      ['M / Bela', 1],
      ['L / Crna', 1],
      ['L / Bela', 2],
    ]);
    // The product shows the sum of the stock and the lowest price among sizes in stock.
    expect(saved).toMatchObject({ stock: 4, price: 1990, price_varies: true });
  });

  test('renaming and reordering values keeps every variant’s id; codes may swap; a removed variant is gone', async () => {
    const before = await read();
    const [mBlack, mWhite, lBlack, lWhite] = before.variants;
    const options = [
      { ...SIZES, id: before.options[0].id, values: [{ id: before.options[0].values[1].id, names: ['L', 'L'] }, { id: before.options[0].values[0].id, names: ['M (slim)', 'M (slim)'] }] },
      { ...COLOURS, id: before.options[1].id, values: COLOURS.values.map((value, v) => ({ ...value, id: before.options[1].values[v].id })) },
    ];
    const variants: Variant[] = [
      { id: lWhite.id, code: mWhite.code, values: [0, 1], price: 2190, stock: 7, active: true },
      { id: mWhite.id, code: lWhite.code, values: [1, 1], price: 1990, stock: 3, active: true },
      { id: mBlack.id, code: mBlack.code, values: [1, 0], price: 1990, discount_price: 1790, stock: 5, active: false },
    ];
    const { data, errors } = await save(options, variants);
    expect(errors).toBeUndefined();
    const after = data.saveProductVariants;
    expect(after.variants.map((variant: { id: string; code: string; name: string }) => [variant.id, variant.code, variant.name])).toEqual([
      [lWhite.id, mWhite.code, 'L / Bela'],
      [mWhite.id, lWhite.code, 'M (slim) / Bela'],
      [mBlack.id, mBlack.code, 'M (slim) / Crna'],
    ]);
    expect(after.variants.map((variant: { id: string }) => variant.id)).not.toContain(lBlack.id);
    // The switched-off variant's stock is not for sale: the product holds 7 + 3.
    expect(after).toMatchObject({ stock: 10, price: 1990, price_varies: true });
  });

  test('refusals are translated, point at the cell and change nothing', async () => {
    const before = await read();
    const cases: [unknown[], Variant[], 0 | 1, string, string][] = [
      [[SIZES], [{ code: 'A1', values: [0], price: 10, stock: 1, active: true }, { code: 'a1', values: [1], price: 10, stock: 1, active: true }], 0, 'Ovaj kod je već zauzet.', 'variants.1.code'],
      [[SIZES], [{ code: 'A1', values: [0], price: 10, stock: 1, active: true }, { code: 'A2', values: [0], price: 10, stock: 1, active: true }], 1, 'Two variants have the same option values.', 'variants.1.values'],
      [[SIZES, COLOURS], [{ code: 'A1', values: [0], price: 10, stock: 1, active: true }], 1, 'Every option needs values, and every variant one value of each option.', 'variants.0.values'],
      [[{ ...COLOURS, values: [{ names: ['Crna', 'Black'], swatch: 'black' }] }], [{ code: 'A1', values: [0], price: 10, stock: 1, active: true }], 0, 'Izaberite boju u obliku #RRGGBB.', 'options.0.values.0.swatch'],
      [[{ ...SIZES, names: ['', 'Size'] }], [{ code: 'A1', values: [0], price: 10, stock: 1, active: true }], 1, 'Write the name in Serbian.', 'options.0.names'],
      [[SIZES], [{ code: 'A1', values: [0], price: 10, discount_price: 12, stock: 1, active: true }], 0, 'Akcijska cena mora biti veća od nule i niža od redovne cene.', 'variants.0.discount_price'],
      [[], [{ code: 'A1', values: [], price: 10, stock: 1, active: true }, { code: 'A2', values: [], price: 10, stock: 1, active: true }], 1, 'A product without options is sold as exactly one variant.', 'variants'],
    ];
    for (const [options, variants, lang, message, field] of cases) {
      const { errors } = await save(options, variants, lang);
      expect(errors?.[0], field).toMatchObject({ message, extensions: { field } });
    }
    // Another product's code, and a variant of another product.
    const other = (await server.request(`{ products(first: 1, sort: PRICE_DESC) { data { code } } }`)).data.products.data[0].code;
    const taken = await save([SIZES], [{ code: other.toLowerCase(), values: [0], price: 10, stock: 1, active: true }], 1);
    expect(taken.errors?.[0]).toMatchObject({ message: 'This code is already taken.', extensions: { code: 'CONFLICT', field: 'variants.0.code' } });
    const foreign = await save([SIZES], [{ id: '1', code: 'A1', values: [0], price: 10, stock: 1, active: true }], 0);
    expect(foreign.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND', field: 'variants.0.id' } });
    expect(await read()).toEqual(before);
  });

  test('a variant’s own pictures are uses of the files; deleting a file clears them, in order', async () => {
    const before = await read();
    const variants = before.variants.map((variant: { id: string; code: string; price: number; stock: number }, i: number) => ({
      id: variant.id, code: variant.code, values: [0, 1].map((o) => before.options[o].values.findIndex((value: { id: string }) => before.variants[i].values.some((v: { id: string }) => v.id === value.id))),
      price: variant.price, stock: variant.stock, active: true, ...(i === 0 ? { image_id: files[0], gallery_ids: [files[1], files[2]] } : {}),
    }));
    const options = before.options.map((option: { id: string; names: string[]; display: string; values: { id: string; names: string[]; swatch: string | null }[] }) => ({ ...option }));
    const saved = await save(options, variants);
    expect(saved.errors).toBeUndefined();
    expect(saved.data.saveProductVariants.variants[0]).toMatchObject({ image: { id: files[0] }, gallery: [{ id: files[1] }, { id: files[2] }], own_gallery: [{ id: files[1] }, { id: files[2] }] });
    const usages = await server.request(`query ($ids: [ID!]!) { storageUsages(ids: $ids) { file_id kind place id } }`, { ids: [files[1]] }, { adminToken });
    expect(usages.data.storageUsages).toContainEqual({ file_id: files[1], kind: 'PRODUCT', place: 'GALLERY', id: product.id });
    const deleted = await server.request(`mutation ($ids: [ID!]!) { deleteStorage(ids: $ids, force: true) { success } }`, { ids: [files[1]] }, { adminToken });
    expect(deleted.data.deleteStorage.success).toBe(true);
    expect((await read()).variants[0].own_gallery).toEqual([{ id: files[2] }]);
  });

  test('emptying the options sells the product as one variant again, with the product’s id; orders keep their names', async () => {
    const before = await read();
    const ordered = before.variants[0];
    const order = await server.request(
      `mutation ($items: [OrderItemInput!]!) { createOrder(idempotency_key: "editor-${backend}-${Date.now()}", items: $items, name: "Vesna", lastname: "Milenković", email: "vesna.test@gmail.com",
        phone: "+381 64 220 3391", address: "Njegoševa 52", city: "Beograd", zip: "11000", country_id: "1", payment_method: CASH_ON_DELIVERY) { code items { variant_name } } }`,
      { items: [{ product_id: product.id, variant_id: ordered.id, quantity: 1 }] },
    );
    expect(order.errors).toBeUndefined();
    const { data, errors } = await save([], [{ code: product.code, values: [], price: 2490, stock: 12, active: true }], 0);
    expect(errors).toBeUndefined();
    expect(data.saveProductVariants).toMatchObject({ code: product.code, price: 2490, stock: 12, price_varies: false, options: [] });
    expect(data.saveProductVariants.variants).toEqual([
      expect.objectContaining({ id: product.id, code: product.code, name: '', price: 2490, stock: 12, image: product.image, own_gallery: [] }),
    ]);
    const code = order.data.createOrder.code;
    const stored = await server.request(`query ($code: String!) { order(code: $code) { items { variant_name } } }`, { code }, { adminToken });
    expect(stored.data.order.items).toEqual([{ variant_name: ordered.name }]);
  });
});
