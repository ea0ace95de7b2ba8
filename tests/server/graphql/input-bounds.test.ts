import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSession } from '../../../src/server/auth/sessions';
import { ABOVE_THE_DATABASE } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';

const INT4_MAX = 2_147_483_647;
const TWENTY_DIGITS = '12345678901234567890';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads the answer as untyped JSON
type Answer = { data?: any; errors?: { message: string; extensions?: Record<string, unknown> }[] };

/** The one refusal of a request: a translated message about one field, never a server error. */
function refusal(answer: Answer) {
  expect(answer.errors, JSON.stringify(answer)).toHaveLength(1);
  const [error] = answer.errors!;
  expect(error!.extensions?.code).toBe('BAD_USER_INPUT');
  return { message: error!.message, field: error!.extensions?.field };
}

describe.each(ABOVE_THE_DATABASE)('input bounds on %s', (backend) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer(backend);
    admin = await createSession(server.db, 'admin', 1, new Date(Date.now() + 3_600_000));
  }, 120_000);
  afterAll(async () => server?.close());

  /** A GraphQL multipart upload of a PDF, as the admin's files screen sends it. */
  const uploadPdf = async (name: string, size: number) => {
    const pdf = new Uint8Array(size);
    pdf.set(new TextEncoder().encode('%PDF-1.4\n'));
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: 'mutation ($file: Upload!) { uploadStorage(file: $file, bucket: "public") { size } }', variables: { file: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new File([pdf], name, { type: 'application/pdf' }));
    const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${admin}`, lang: '1' }, body: form });
    return (await response.json()) as Answer;
  };
  const asAdmin = (query: string, variables: Record<string, unknown> = {}, lang: 0 | 1 = 0) => server.request(query, variables, { adminToken: admin, lang });
  /** Every row of the tables a refused write could have touched, so "nothing written" is checked whole. */
  const snapshot = async (...tables: string[]) =>
    JSON.stringify(await Promise.all(tables.map(async (table) => (await sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${sql.table(table)} t`.execute(server.db)).rows[0])));

  test('a banner sort, country position or page position at the column maximum never poisons later creates', async () => {
    const BANNER = `mutation ($name: String!, $sort: Int) { upsertBanner(name: $name, position: SHOP_BELOW_MENU, sort: $sort) { id sort } }`;
    expect((await asAdmin(BANNER, { name: 'Najveći', sort: INT4_MAX })).data.upsertBanner.sort).toBe(INT4_MAX);
    for (const name of ['Posle najvećeg', 'Još jedan']) {
      const next = await asAdmin(BANNER, { name });
      expect(next.errors, JSON.stringify(next.errors)).toBeUndefined();
      expect(next.data.upsertBanner.sort).toBeLessThanOrEqual(INT4_MAX);
    }

    const COUNTRY = `mutation ($name: String!, $code: String!, $position: Int) {
      upsertOrderCountry(name: $name, code: $code, delivery_price: 500, position: $position) { id position } }`;
    expect((await asAdmin(COUNTRY, { name: 'Zemlja Z', code: 'ZZ', position: INT4_MAX })).data.upsertOrderCountry.position).toBe(INT4_MAX);
    for (const code of ['ZY', 'ZX']) {
      const next = await asAdmin(COUNTRY, { name: `Zemlja ${code}`, code });
      expect(next.errors, JSON.stringify(next.errors)).toBeUndefined();
      expect(next.data.upsertOrderCountry.position).toBeLessThanOrEqual(INT4_MAX);
    }

    const PAGE = `mutation ($slug: String!) { createPage(name: $slug, slug: $slug) { id position } }`;
    const top = (await asAdmin(PAGE, { slug: 'najvisa' })).data.createPage;
    const sorted = await asAdmin(`mutation ($items: [PositionInput!]!) { sortPages(items: $items) { success } }`, {
      items: [{ id: top.id, position: INT4_MAX, parent_id: null }],
    });
    expect(sorted.data.sortPages.success).toBe(true);
    for (const slug of ['posle-najvise', 'jos-jedna']) {
      const next = await asAdmin(PAGE, { slug });
      expect(next.errors, JSON.stringify(next.errors)).toBeUndefined();
      expect(next.data.createPage.position).toBeLessThanOrEqual(INT4_MAX);
    }
  });

  test('a NUL byte in any text argument or input field is a translated field error, and nothing is written', async () => {
    const before = await snapshot('brands', 'contact_messages', 'blocks', 'storage_files');
    const brand = `mutation ($name: String!) { upsertBrand(name: $name, slug: "nul-brend") { id } }`;
    expect(refusal(await asAdmin(brand, { name: 'Sam\u0000sung' }))).toEqual({ message: 'Polje „Naziv“ sadrži nedozvoljen znak.', field: 'name' });
    expect(refusal(await asAdmin(brand, { name: 'Sam\u0000sung' }, 1))).toEqual({ message: 'The field "Name" contains a character that is not allowed.', field: 'name' });

    const contact = await server.request(`mutation { sendContactMessage(name: "Pera", email: "pera@example.com", message: "Zdravo\\u0000") { success } }`, {}, { lang: 1 });
    expect(refusal(contact)).toMatchObject({ field: 'message' });

    const home = (await server.request(`{ page(code: "home") { id } }`)).data.page.id;
    const card = await asAdmin(`mutation ($page: ID!) { upsertBlock(page_id: $page, type: CARDS, content: { cards: [{ title: "Dobro" }, { title: "Lo\\u0000še" }] }) { id } }`, { page: home });
    expect(refusal(card).field).toBe('content.cards.1.title');

    const search = await server.request(`query ($q: String) { products(search: $q) { data { id } } }`, { q: 'tv\u0000' });
    expect(refusal(search).field).toBe('search');
    expect(refusal(await uploadPdf('cenov\u0000nik.pdf', 1024))).toEqual({ message: 'The field "File" contains a character that is not allowed.', field: 'file' });
    expect(await snapshot('brands', 'contact_messages', 'blocks', 'storage_files')).toBe(before);
  });

  test('an id that does not fit its column is a translated field error', async () => {
    const before = await snapshot('brands', 'storage_files', 'pages', 'orders', 'products');
    const cases: [string, Record<string, unknown>, string][] = [
      ['mutation ($id: ID!) { deleteBrand(id: $id) { success } }', { id: TWENTY_DIGITS }, 'id'],
      ['mutation ($id: ID!) { updateStorage(id: $id, alt: "x") { id } }', { id: TWENTY_DIGITS }, 'id'],
      ['query ($id: ID!) { orderById(id: $id) { id } }', { id: TWENTY_DIGITS }, 'id'],
      ['query ($id: ID) { statsSeries(subject: PRODUCT, id: $id, start_date: "2026-11-01", end_date: "2026-11-02") { date } }', { id: TWENTY_DIGITS }, 'id'],
      ['mutation ($items: [PositionInput!]!) { sortPages(items: $items) { success } }', { items: [{ id: TWENTY_DIGITS, position: 1 }] }, 'items.0.id'],
      ['mutation ($ids: [ID!]) { upsertProduct(code: "ID-20", name: "Id", slug: "id", price: 1, stock: 1, category_ids: $ids) { id } }', { ids: ['1', TWENTY_DIGITS] }, 'category_ids'],
      ['mutation ($id: ID) { upsertBrand(name: "Y", slug: "y", image_id: $id) { id } }', { id: '-3' }, 'image_id'],
    ];
    for (const [query, variables, field] of cases) {
      const { message, field: named } = refusal(await asAdmin(query, variables, 1));
      expect(named, query).toBe(field);
      expect(message).toMatch(/^The field ".+" does not hold a valid id\.$/);
    }
    expect(await snapshot('brands', 'storage_files', 'pages', 'orders', 'products')).toBe(before);
    // A product page's id comes from its URL: one that names no product answers null (not found), never an error.
    expect(await server.request('query ($id: ID!) { product(id: $id) { id } }', { id: TWENTY_DIGITS })).toEqual({ data: { product: null } });
    const listing = await server.request('query ($brands: [ID!]) { products(brands: $brands, filters: [{ filter_id: "x", values: ["Crna"] }]) { paginatorInfo { total } } }', { brands: [TWENTY_DIGITS] });
    expect(listing.errors).toBeUndefined();
  });

  test('1e308 as an exchange rate is a translated field error, and the rate stays', async () => {
    const before = await snapshot('order_settings');
    const answer = await asAdmin('mutation ($rate: Float) { updateOrderSettings(exchange_rate_eur: $rate) { exchange_rate_eur } }', { rate: 1e308 });
    expect(refusal(answer)).toEqual({ message: 'Polje „Kurs evra (RSD za 1 EUR)“ mora biti broj od -99.999.999,9999 do 99.999.999,9999.', field: 'exchange_rate_eur' });
    const price = await asAdmin('mutation { upsertProduct(code: "VELIKA", name: "Velika", slug: "velika", price: 1e12, stock: 1) { id } }', {}, 1);
    expect(refusal(price)).toEqual({ message: 'The field "Price (RSD)" must be a number from -9,999,999,999.99 to 9,999,999,999.99.', field: 'price' });
    expect(await snapshot('order_settings')).toBe(before);
  });

  test('an order whose total would not fit the price columns is refused, its stock kept', async () => {
    const product = (await asAdmin('mutation { upsertProduct(code: "SKUPO", name: "Skupo", slug: "skupo", price: 9999999999, stock: 10, active: true) { id } }')).data.upsertProduct;
    const before = await snapshot('orders', 'order_items', 'products');
    const order = await server.request(`mutation ($items: [OrderItemInput!]!) { createOrder(idempotency_key: "velika-porudzbina-0001", items: $items, name: "Ana", lastname: "Anić",
      email: "ana@example.com", phone: "0641234567", address: "Ulica 1", city: "Beograd", zip: "11000", country_id: "1", payment_method: CASH_ON_DELIVERY) { code } }`,
    { items: [{ product_id: product.id, quantity: 5 }] }, { lang: 1 });
    expect(refusal(order)).toEqual({ message: 'The order total is too large: split it into several orders.', field: 'items' });
    expect(await snapshot('orders', 'order_items', 'products')).toBe(before);
  });

  test('year 0 and impossible days are translated field errors', async () => {
    const before = await snapshot('promo_codes', 'products');
    const promo = await asAdmin('mutation ($at: DateTime) { upsertPromoCode(code: "GODINA0", discount: 10, expires_at: $at) { id } }', { at: '0000-06-01T00:00:00Z' });
    expect(refusal(promo)).toEqual({ message: 'Polje „Važi do“ ne sadrži ispravan datum.', field: 'expires_at' });
    const impossible = await asAdmin('mutation ($from: DateTime) { upsertProduct(code: "DAN", name: "Dan", slug: "dan", price: 10, stock: 1, active_from: $from) { id } }', { from: '2026-02-30T10:00:00Z' }, 1);
    expect(refusal(impossible)).toEqual({ message: 'The field "Shown from" does not hold a valid date.', field: 'active_from' });
    const orders = await asAdmin('query ($start: Date) { ordersWithPagination(start_date: $start) { data { id } } }', { start: '0000-01-01' }, 1);
    expect(refusal(orders).field).toBe('start_date');
    const literal = await asAdmin('{ ordersWithPagination(end_date: "2026-13-01") { data { id } } }', {}, 1);
    expect(refusal(literal).field).toBe('end_date');
    expect(await snapshot('promo_codes', 'products')).toBe(before);
  });

  test('overlong text is refused with its limit; HTML descriptions take long texts', async () => {
    const before = await snapshot('brands');
    const long = await asAdmin('mutation ($name: String!) { upsertBrand(name: $name, slug: "dugo-ime") { id } }', { name: 'x'.repeat(256) });
    expect(refusal(long)).toEqual({ message: 'Polje „Naziv“ može imati najviše 255 znakova.', field: 'name' });
    expect(await snapshot('brands')).toBe(before);
    const html = `<p>${'Opis. '.repeat(2000)}</p>`;
    const saved = await asAdmin('mutation ($html: String) { upsertBrand(name: "Dug opis", slug: "dug-opis", description: $html) { description } }', { html });
    expect(saved.errors).toBeUndefined();
    expect(saved.data.upsertBrand.description.length).toBeGreaterThan(10_000);
  });

  test('a JSON body over 1 MB is refused with 413 before it is read; a 9 MB upload still works', async () => {
    const body = JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(1024 * 1024) } });
    const sized = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', lang: '1' }, body });
    expect(sized.status).toBe(413);
    expect((await sized.json()).errors[0].message).toBe('The request is larger than 1 MB.');

    // Without a length up front (chunked), the body is cut off at the limit as it streams in.
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 40) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const streamed = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(413);

    const small = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) });
    expect(await small.json()).toEqual({ data: { __typename: 'Query' } });

    expect(await uploadPdf('katalog.pdf', 9 * 1024 * 1024)).toEqual({ data: { uploadStorage: { size: 9 * 1024 * 1024 } } });
  });
});
