import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSession } from '../../../src/server/auth/sessions';
import { ABOVE_THE_DATABASE } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads the answer as untyped JSON
type Answer = { data?: any; errors?: { message: string; extensions?: Record<string, unknown> }[] };

/** The one refusal of a request: a translated message about one field. */
function refusal(answer: Answer) {
  expect(answer.errors, JSON.stringify(answer)).toHaveLength(1);
  const [error] = answer.errors!;
  expect(error!.extensions?.code).toBe('BAD_USER_INPUT');
  return { message: error!.message, field: error!.extensions?.field };
}

const BANNER = 'mutation ($link: String) { upsertBanner(name: "Veza", position: SHOP_BELOW_MENU, link: $link) { id link } }';
const CARDS = `mutation ($page: ID!, $link: String) {
  upsertBlock(page_id: $page, type: CARDS, content: { cards: [{ title: "Kartica", link: $link }] }) { id } }`;

describe.each(ABOVE_THE_DATABASE)('what the admin fills, refused and named as the form names it, on %s', (backend) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer(backend);
    admin = await createSession(server.db, 'admin', 1, new Date(Date.now() + 3_600_000));
  }, 120_000);
  afterAll(async () => server?.close());
  const asAdmin = (query: string, variables: Record<string, unknown> = {}, lang: 0 | 1 = 0) => server.request(query, variables, { adminToken: admin, lang });
  const count = async (table: 'banners' | 'blocks') => Number((await server.db.selectFrom(table).select(({ fn }) => fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  test('a banner or card link that is not http(s), mailto, tel or a shop path is refused in both languages, and nothing is written', async () => {
    const banners = await count('banners');
    for (const link of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', '//evil.example', 'ftp://x.example', 'https://', 'www.example.com']) {
      expect(refusal(await asAdmin(BANNER, { link })), link).toEqual({
        message: 'Polje „Link“: adresa mora početi sa https://, http://, mailto:, tel: ili / (stranica prodavnice) i ne sme imati razmake.',
        field: 'link',
      });
    }
    expect(refusal(await asAdmin(BANNER, { link: 'javascript:alert(1)' }, 1)).message).toBe(
      'The field "Link": the address must start with https://, http://, mailto:, tel: or / (a page of the shop) and contain no spaces.',
    );
    expect(await count('banners')).toBe(banners);

    for (const link of ['https://izlog.rs/akcija', 'http://primer.rs', 'mailto:prodaja@izlog.rs', 'tel:+381641234567', '/prodavnica/telefoni', '', null]) {
      const saved = await asAdmin(BANNER, { link });
      expect(saved.errors, JSON.stringify(saved.errors)).toBeUndefined();
    }

    const page = await server.db.selectFrom('pages').select('id').orderBy('id').executeTakeFirstOrThrow();
    const blocks = await count('blocks');
    expect(refusal(await asAdmin(CARDS, { page: String(page.id), link: 'javascript:alert(1)' }))).toEqual({
      message: 'Polje „Link“: adresa mora početi sa https://, http://, mailto:, tel: ili / (stranica prodavnice) i ne sme imati razmake.',
      field: 'content.cards.0.link',
    });
    expect(await count('blocks')).toBe(blocks);
    expect((await asAdmin(CARDS, { page: String(page.id), link: '/blog' })).errors).toBeUndefined();

    // The footer's social links, filled in the settings.
    const SETTING = 'mutation ($value: String!) { upsertSetting(field: "facebook", value: $value) { id } }';
    expect(refusal(await asAdmin(SETTING, { value: 'javascript:alert(1)' }))).toEqual({
      message: 'Polje „Facebook“: adresa mora početi sa https://, http://, mailto:, tel: ili / (stranica prodavnice) i ne sme imati razmake.',
      field: 'value',
    });
    expect((await asAdmin(SETTING, { value: 'https://www.facebook.com/izlog.rs' })).errors).toBeUndefined();
  });

  test('a 300-character first name at checkout is refused as "Ime", the blog title as "Naslov"', async () => {
    const product = await server.db.selectFrom('products').select('id').where('active', '=', true).where('stock', '>', 0).orderBy('id').executeTakeFirstOrThrow();
    const order = (name: string, lang: 0 | 1) =>
      server.request(
        `mutation ($name: String!, $items: [OrderItemInput!]!) { createOrder(idempotency_key: "ime-predugo-0001", items: $items, name: $name, lastname: "Anić",
          email: "ana@example.com", phone: "0641234567", address: "Ulica 1", city: "Beograd", zip: "11000", country_id: "1", payment_method: CASH_ON_DELIVERY) { code } }`,
        { name, items: [{ product_id: String(product.id), quantity: 1 }] },
        { lang },
      );
    expect(refusal(await order('A'.repeat(300), 0))).toEqual({ message: 'Polje „Ime“ može imati najviše 255 znakova.', field: 'name' });
    expect(refusal(await order('A'.repeat(300), 1)).message).toBe('The field "First name" can have at most 255 characters.');

    const post = 'mutation ($name: String!) { upsertBlogPost(name: $name, slug: "predug-naslov") { id } }';
    expect(refusal(await asAdmin(post, { name: 'N'.repeat(300) }))).toEqual({ message: 'Polje „Naslov“ može imati najviše 255 znakova.', field: 'name' });
    expect(refusal(await asAdmin(post, { name: '   ' }, 1)).message).toContain('"Title"');
    // Where a form labels an argument its generic way, the generic label stays.
    const brand = await asAdmin('mutation ($name: String!) { upsertBrand(name: $name, slug: "predug-brend") { id } }', { name: 'B'.repeat(300) });
    expect(refusal(brand).message).toBe('Polje „Naziv“ može imati najviše 255 znakova.');
    // The product form's "Šifra", refused empty or too long.
    const productForm = 'mutation ($code: String!) { upsertProduct(code: $code, name: "Šifra", slug: "sifra-test", price: 10, stock: 1) { id } }';
    expect(refusal(await asAdmin(productForm, { code: ' ' })).message).toBe('Polje „Šifra“ je obavezno.');
    expect(refusal(await asAdmin(productForm, { code: 'S'.repeat(300) })).message).toBe('Polje „Šifra“ može imati najviše 255 znakova.');
  });
});
