/**
 * Upgrades keep data (issue 23): a shop made by an older release (the migrations up to 060, its rows
 * written as that release's schema had them: a product with its brand, category and picture, an
 * administrator, a customer, an order, a page) is started on by today's server, which applies every later migration,
 * and the API finds all of it: the storefront's product (by search too) and page, the admin's order
 * and customer, the picture's bytes.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, test } from 'vitest';
import { startServer } from '../../../src/server/app';
import { createSession } from '../../../src/server/auth/sessions';
import { readConfig } from '../../../src/server/config';
import { createDatabase } from '../../../src/server/db/database';
import { migrate, migrationFiles } from '../../../src/server/db/migrate';
import { closeServices, createServices } from '../../../src/server/services-factory';
import { serverBackends } from '../support/backends';
import { blankCluster, blankClusterBeforeAll } from '../support/blank-cluster';
import { emptyPostgresDatabase } from '../support/databases';

blankClusterBeforeAll();

/** The release whose shop is upgraded: its last migration. */
const OLD_RELEASE = '060_updated_at.sql';
const PICTURE = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>');

const cleanups: (() => Promise<unknown> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The old release's migrations, in a folder of their own. */
function oldMigrations(): string {
  const dir = mkdtempSync(join(tmpdir(), 'izlog-old-release-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  for (const { name } of migrationFiles()) if (name <= OLD_RELEASE) cpSync(join('src/server/db/migrations', name), join(dir, name));
  return dir;
}

/** A shop as the old release left it: its schema, and rows written as that schema had them. */
async function oldShop(databaseUrl: string | null, dataDir: string): Promise<void> {
  const db = createDatabase({ databaseUrl, dataDir, loadDataDir: databaseUrl ? undefined : await blankCluster() });
  try {
    expect((await migrate(db, oldMigrations())).at(-1)).toBe(OLD_RELEASE);
    await sql`insert into storage_files (id, name, orig_name, mime, width, height, alt, tab, bucket, folder, size)
      values (5, 'cajnik.svg', 'Čajnik.svg', 'image/svg+xml', 4, 4, 'Čajnik', 'products', 'public', 'products', ${PICTURE.length})`.execute(db);
    mkdirSync(join(dataDir, 'storage/public/products'), { recursive: true });
    writeFileSync(join(dataDir, 'storage/public/products/cajnik.svg'), PICTURE);
    await sql`insert into brands (id, names, slugs) values (3, '{Gorenje,Gorenje}', '{gorenje,gorenje}')`.execute(db);
    await sql`insert into categories (id, names, slugs) values (4, '{Kuhinja,Kitchen}', '{kuhinja,kitchen}')`.execute(db);
    await sql`insert into products (id, code, names, slugs, descriptions, price, stock, brand_id, image_id)
      values (41, 'CAJ-41', '{Čajnik od livenog gvožđa,Cast iron teapot}', '{cajnik-od-livenog-gvozdja,cast-iron-teapot}',
        '{<p>Drži toplotu.</p>,<p>Keeps the heat.</p>}', 4599, 12, 3, 5)`.execute(db);
    await sql`insert into product_categories (product_id, category_id) values (41, 4)`.execute(db);
    await sql`insert into order_countries (id, names, code, delivery_price) values (1, '{Srbija,Serbia}', 'RS', 350)`.execute(db);
    await sql`insert into administrators (id, name, email, password_hash) values (1, 'Marko', 'marko@example.rs', 'not-a-hash')`.execute(db);
    await sql`insert into users (id, name, lastname, email, password_hash, city, country_id, verified)
      values (8, 'Jelena', 'Petrović', 'jelena.petrovic@example.rs', 'not-a-hash', 'Niš', 1, true)`.execute(db);
    await sql`insert into orders (id, code, status, customer_name, customer_lastname, customer_email, customer_phone, address, city, zip,
        country_id, payment_method, subtotal, discount, delivery_price, total, currency, total_rsd, lang, user_id, delivery_date)
      values (77, 'IZ-2025-00077', 1, 'Jelena', 'Petrović', 'jelena.petrovic@example.rs', '+381 63 555 0101', 'Obrenovićeva 9', 'Niš', '18000',
        1, 'CASH_ON_DELIVERY', 9198, 0, 350, 9548, 'RSD', 9548, 0, 8, '2025-03-14')`.execute(db);
    await sql`insert into order_items (order_id, product_id, name, code, quantity, price, total, price_rsd)
      values (77, 41, 'Čajnik od livenog gvožđa', 'CAJ-41', 2, 4599, 9198, 4599)`.execute(db);
    await sql`insert into order_status_changes (order_id, status) values (77, 1)`.execute(db);
    // An account as the old release took any text: kept as it was, it makes no IPS QR code (093 adds the payee).
    await sql`update order_settings set bank_account = '160-0000000123456-78', payment_methods = '{CASH_ON_DELIVERY,BANK_TRANSFER}' where id = 1`.execute(db);
    await sql`insert into pages (id, menu, active, names, slugs, pages)
      values (12, 1, true, '{O nama,About us}', '{o-nama,about-us}', '{<p>Radnja od 1998.</p>,<p>A shop since 1998.</p>}')`.execute(db);
  } finally {
    await db.destroy();
  }
}

describe.each(await serverBackends())('a shop of an older release on %s', (backend) => {
  test("today's server migrates it and finds its products, order, customer, page and picture", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'izlog-upgrade-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const database = backend === 'postgres' ? await emptyPostgresDatabase() : null;
    if (database) cleanups.push(() => database.drop());
    await oldShop(database?.url ?? null, dataDir);

    const config = readConfig({ PORT: '0', DATA_DIR: dataDir, SEED: 'none', ...(database ? { DATABASE_URL: database.url } : {}) });
    const services = await createServices(config);
    const server = await startServer(services, { port: 0, distDir: join(dataDir, 'no-client') });
    cleanups.push(async () => {
      await server.close();
      await closeServices(services);
    });
    await services.jobs.drained();
    const applied = (await sql<{ name: string }>`select name from schema_migrations order by name`.execute(services.db)).rows.map((row) => row.name);
    expect(applied).toEqual(migrationFiles().map((file) => file.name));

    const admin = await createSession(services.db, 'admin', 1, new Date(Date.now() + 3_600_000));
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read as untyped JSON
    const ask = async (query: string, token?: string): Promise<any> => {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', lang: '0', authorization: token ? `Bearer ${token}` : '' },
        body: JSON.stringify({ query }),
      });
      const body = (await response.json()) as { data?: unknown; errors?: unknown[] };
      expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
      return body.data;
    };

    const { product } = await ask('{ product(id: 41) { code name slug price brand { name } category { name } image { url } } }');
    expect(product).toMatchObject({ code: 'CAJ-41', name: 'Čajnik od livenog gvožđa', slug: 'cajnik-od-livenog-gvozdja', price: 4599, brand: { name: 'Gorenje' }, category: { name: 'Kuhinja' } });
    // The search columns later migrations added were filled for the old rows.
    const found = await ask('{ products(search: "cajnik gvozdja") { data { code } } }');
    expect(found.products.data.map((each: { code: string }) => each.code)).toEqual(['CAJ-41']);
    const picture = await fetch(server.url + product.image.url);
    expect(picture.status).toBe(200);
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(PICTURE);

    const { page } = await ask('{ page(slug: "o-nama") { name page } }');
    expect(page).toEqual({ name: 'O nama', page: '<p>Radnja od 1998.</p>' });

    const orders = await ask('{ ordersWithPagination { data { code status total customer { email } items { code quantity } } } }', admin);
    expect(orders.ordersWithPagination.data).toEqual([
      { code: 'IZ-2025-00077', status: 'IN_PROCESS', total: 9548, customer: { email: 'jelena.petrovic@example.rs' }, items: [{ code: 'CAJ-41', quantity: 2 }] },
    ]);
    // 095 offers no card to a shop whose owner did not switch it on, and holds cards for the default 30 minutes once they do.
    const { orderSettings } = await ask('{ orderSettings { bank_account bank_account_name payment_methods card_hold_minutes } }', admin);
    expect(orderSettings).toEqual({ bank_account: '160-0000000123456-78', bank_account_name: null, payment_methods: ['CASH_ON_DELIVERY', 'BANK_TRANSFER'], card_hold_minutes: 30 });
    // 094 records no payment for an order placed before it: unknown, not guessed; 095 holds nothing for it.
    const { orderById } = await ask('{ orderById(id: 77) { payment_status paid_at payment_qr { text } payment_method payment_hold_until card_payments { status } } }', admin);
    expect(orderById).toEqual({ payment_status: null, paid_at: null, payment_qr: null, payment_method: 'CASH_ON_DELIVERY', payment_hold_until: null, card_payments: [] });
    // 096: an order placed before says nothing of a script; its mails stay in Latin.
    expect(await services.db.selectFrom('orders').select('script').where('id', '=', 77).executeTakeFirstOrThrow()).toEqual({ script: null });
    const users = await ask('{ users { data { name lastname email } } }', admin);
    expect(users.users.data).toEqual([{ name: 'Jelena', lastname: 'Petrović', email: 'jelena.petrovic@example.rs' }]);
  }, 300_000);
});
