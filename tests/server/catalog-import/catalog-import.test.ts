/**
 * The catalogue import on the real server, on each database: the preview's error per row in the
 * admin's language, update by code beside new products with their categories, specifications and
 * uploaded images, the round trip through the export, and the file bounds and access.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { claimRun, runImport } from '../../../src/server/modules/catalog-import';
import { serverBackends } from '../support/backends';
import { addImages, csvFile, csvText, importState, pngFile, runToEnd, uploadCsv } from '../support/catalog-import';
import { adminToken } from '../support/live-clients';
import { startTestServer, type TestServer } from '../support/test-server';

const HEADER = ['code', 'name_sr', 'name_en', 'price', 'discount_price', 'stock', 'brand', 'categories', 'group', 'image', 'gallery', 'spec_sr:Boja', 'spec_en:Boja'];
const PHONES = 'Telefoni i tableti > Mobilni telefoni > Android telefoni';

/** A row of HEADER from the cells named. */
const row = (cells: Partial<Record<(typeof HEADER)[number], string>>) => HEADER.map((column) => cells[column] ?? '');

const productByCode = (server: TestServer, code: string) =>
  server.db.selectFrom('products').selectAll().where(sql<boolean>`lower(code) = lower(${code})`).executeTakeFirst();

describe.each(await serverBackends())('catalogue import on %s', (backend) => {
  let server: TestServer;
  let token = '';

  beforeAll(async () => {
    server = await startTestServer(backend);
    token = await adminToken(server);
  });
  afterAll(async () => server?.close());

  test('the preview names each row’s wrong column and why, in the admin’s language, and writes nothing', async () => {
    const before = await server.db.selectFrom('products').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    const text = csvText(HEADER, [
      row({ code: 'IMP-OK', name_sr: 'Ispravan', price: '1000', categories: PHONES }),
      row({ name_sr: 'Bez koda', price: '1000' }),
      row({ code: 'IMP-PRICE', name_sr: 'Loša cena', price: '12,5x' }),
      row({ code: 'IMP-BRAND', name_sr: 'Nepoznat brend', price: '1000', brand: 'Nokiaa' }),
      row({ code: 'IMP-CAT', name_sr: 'Nepoznata kategorija', price: '1000', categories: 'Telefoni i tableti > Fiksni telefoni' }),
      row({ code: 'IMP-IMG', name_sr: 'Slika', price: '1000', image: 'nema-je.jpg' }),
      row({ code: 'imp-ok', name_sr: 'Isti kod', price: '1000' }),
      row({ code: 'IMP-DISC', name_sr: 'Akcija', price: '1000', discount_price: '1200' }),
      row({ code: 'IMP-SPEC', name_sr: 'Boja bez grupe', price: '1000', 'spec_sr:Boja': 'Crna' }),
      row({ code: 'IMP-STOCK', name_sr: 'Stanje', price: '1000', stock: '-3' }),
      row({ code: 'IMP-NAME', price: '1000' }),
    ]);
    const created = await uploadCsv(server, token, text, 0);
    expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
    const preview = created.data!.createCatalogImport;
    expect(preview).toMatchObject({ status: 'PREVIEW', rows_total: 11, rows_create: 1, rows_update: 0, rows_with_errors: 10, images_needed: ['nema-je.jpg'] });

    const serbian = await importState(server, token, preview.id, 0, true);
    const problems = (state: { rows: { data: { line: number; errors: { column: string; message: string }[] }[] } }) =>
      Object.fromEntries(state.rows.data.map((line) => [line.line, line.errors.map((error) => `${error.column}: ${error.message}`)]));
    expect(problems(serbian)).toEqual({
      3: ['code: Polje „code“ je obavezno.'],
      4: ['price: „12,5x“ nije broj (na primer 1299.90).'],
      5: ['brand: Brend „Nokiaa“ ne postoji.'],
      6: ['categories: Kategorija „Telefoni i tableti > Fiksni telefoni“ ne postoji: nema „Fiksni telefoni“ na tom mestu.'],
      7: ['image: Slika „nema-je.jpg“ nije među otpremljenim slikama ni među sačuvanim fajlovima.'],
      8: ['code: Kod „imp-ok“ se već javlja u redu 2.'],
      9: ['discount_price: Akcijska cena mora biti veća od nule i niža od redovne cene.'],
      10: ['spec_sr:Boja: Specifikacija „Boja“ traži grupu proizvoda (kolona group).'],
      11: ['stock: Stanje mora biti ceo broj, 0 ili veći.'],
      12: ['name_sr: Polje „name_sr“ je obavezno.'],
    });
    const english = await importState(server, token, preview.id, 1, true);
    expect(problems(english)[5]).toEqual(['brand: There is no brand "Nokiaa".']);
    expect(problems(english)[4]).toEqual(['price: "12,5x" is not a number (for example 1299.90).']);

    const after = await server.db.selectFrom('products').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(await productByCode(server, 'IMP-OK')).toBeUndefined();
  });

  test('a row with an existing code updates that product, a new code creates one, rows with errors are left out', async () => {
    const existing = (await productByCode(server, 'SM-A556B-128'))!;
    const text = csvText(HEADER, [
      // Empty names keep the product's; the empty image and gallery clear them.
      row({ code: 'sm-a556b-128', price: '41999,90', discount_price: '', stock: '17', brand: 'Samsung', categories: PHONES, group: 'Telefoni i tableti', 'spec_sr:Boja': 'Crna', 'spec_en:Boja': 'Black' }),
      row({ code: 'IMP-NEW', name_sr: 'Novi telefon', name_en: 'New phone', price: '25000', stock: '3', brand: 'Samsung', categories: PHONES, group: 'Telefoni i tableti', image: 'novi.png', gallery: 'pozadi.png | novi.png', 'spec_sr:Boja': 'Zelena', 'spec_en:Boja': 'Green' }),
      row({ code: 'IMP-BAD', name_sr: 'Loš', price: 'nula' }),
    ]);
    const preview = (await uploadCsv(server, token, text)).data!.createCatalogImport;
    expect(preview).toMatchObject({ rows_create: 0, rows_update: 1, rows_with_errors: 2, images_needed: ['novi.png', 'pozadi.png'] });
    const withImages = await addImages(server, token, preview.id, [await pngFile('novi.png', '#0a0'), await pngFile('Pozadi.PNG', '#00a')]);
    expect(withImages.errors).toBeUndefined();
    expect(withImages.data!.addCatalogImportImages.images_uploaded).toBe(2);
    const checked = await server.request(`mutation ($id: ID!) { checkCatalogImport(id: $id) { rows_create rows_update rows_with_errors images_needed } }`, { id: preview.id }, { adminToken: token });
    expect(checked.data.checkCatalogImport).toEqual({ rows_create: 1, rows_update: 1, rows_with_errors: 1, images_needed: [] });

    const done = await runToEnd(server, token, preview.id);
    expect(done).toMatchObject({ status: 'DONE', rows_total: 3, rows_done: 3, rows_create: 1, rows_update: 1, rows_with_errors: 1 });
    expect(done.finished_at).not.toBeNull();

    const updated = (await productByCode(server, 'SM-A556B-128'))!;
    expect(updated).toMatchObject({ id: existing.id, code: 'SM-A556B-128', names: existing.names, slugs: existing.slugs, price: 41999.9, discount_price: null, stock: 17, brand_id: existing.brand_id, image_id: null });
    expect(await server.db.selectFrom('product_gallery').select('file_id').where('product_id', '=', existing.id).execute()).toEqual([]);
    const colour = await sql<{ values: string[] }>`select s."values" from product_specifications s join filters f on f.id = s.filter_id
      where s.product_id = ${existing.id} and f.names[1] = 'Boja'`.execute(server.db);
    expect(colour.rows).toEqual([{ values: ['Crna', 'Black'] }]);

    const created = (await productByCode(server, 'IMP-NEW'))!;
    expect(created).toMatchObject({ names: ['Novi telefon', 'New phone'], slugs: ['novi-telefon', 'new-phone'], price: 25000, stock: 3, active: true });
    const categories = await server.db.selectFrom('product_categories').select('category_id').where('product_id', '=', created.id).execute();
    expect(categories).toHaveLength(1);
    const image = await server.db.selectFrom('storage_files').selectAll().where('id', '=', created.image_id!).executeTakeFirstOrThrow();
    expect(image).toMatchObject({ orig_name: 'novi.png', mime: 'image/png', width: 8, tab: 'products' });
    const gallery = await server.db.selectFrom('product_gallery').select('file_id').where('product_id', '=', created.id).orderBy('position').execute();
    // The same upload named twice is stored once.
    expect(gallery.map((file) => file.file_id)).toEqual([expect.any(Number), created.image_id]);
    expect(await productByCode(server, 'IMP-BAD')).toBeUndefined();
    // The new product is found by the search at once (the catalogue's triggers keep its document).
    const found = await server.request(`query { search(query: "Novi telefon") { products { code } } }`);
    expect(found.data.search.products.map((product: { code: string }) => product.code)).toContain('IMP-NEW');

    // Importing the same file and images again changes nothing.
    const again = (await uploadCsv(server, token, text)).data!.createCatalogImport;
    await addImages(server, token, again.id, [await pngFile('novi.png', '#0a0'), await pngFile('pozadi.png', '#00a')]);
    const rechecked = await server.request(`mutation ($id: ID!) { checkCatalogImport(id: $id) { rows_unchanged rows_update rows_create } }`, { id: again.id }, { adminToken: token });
    expect(rechecked.data.checkCatalogImport).toEqual({ rows_unchanged: 2, rows_update: 0, rows_create: 0 });
  });

  test('exported and imported back, the catalogue is unchanged, and a run moves the content version', async () => {
    const exported = await server.request(`query { catalogExport { file_name csv rows } }`, {}, { adminToken: token });
    expect(exported.errors).toBeUndefined();
    const { csv, rows, file_name } = exported.data.catalogExport;
    expect(file_name).toMatch(/^izlog-proizvodi-\d{4}-\d{2}-\d{2}\.csv$/);
    // The demo sells shoes in sizes (one in colours too) and phones in storage sizes: after the code, their product's code and the options (catalog-variants.test.ts).
    expect(csv.split('\r\n')[0]).toContain(
      'code,product,option_sr:Boja,option_en:Colour,option_sr:Interna memorija,option_en:Storage,option_sr:Veličina,option_en:Size,name_sr,name_en,slug_sr,slug_en,description_sr,description_en,price,discount_price,stock,active,brand,categories,group,image,gallery,spec_sr:Boja,spec_en:Boja',
    );
    const stamp = async () => (await sql<{ t: string; n: number }>`select max(updated_at)::text as t, count(*) as n from products`.execute(server.db)).rows[0];
    const before = await stamp();
    // rows counts the products; the file has a row more for each variant of a product sold in variants.
    expect(rows).toBe(Number(before!.n));
    const lines = csv.split('\r\n').length - 2;

    const preview = (await uploadCsv(server, token, csvFile(csv, file_name))).data!.createCatalogImport;
    expect(preview).toMatchObject({ rows_total: lines, rows_unchanged: lines, rows_update: 0, rows_create: 0, rows_with_errors: 0, images_needed: [] });
    const version = { changed: vi.fn(async () => undefined) };
    const env = { lang: 0 as const, db: server.db, config: server.config, services: { files: server.files } };
    await claimRun(env, Number(preview.id));
    const outcome = await runImport(env, Number(preview.id), version);
    expect(outcome.every((line) => line.action === 'unchanged' && line.problems.length === 0)).toBe(true);
    expect(await stamp()).toEqual(before);
    // Nothing written, nothing to drop.
    expect(version.changed).not.toHaveBeenCalled();

    // The first product's name_sr, after its code, product and option cells.
    const changed = csv.replace(/^(\uFEFF?code.*\r\n[^,]*,,,,,,,,[^,]*),/m, '$1 izmenjen,');
    const second = (await uploadCsv(server, token, csvFile(changed))).data!.createCatalogImport;
    expect(second).toMatchObject({ rows_update: 1, rows_unchanged: lines - 1 });
    await claimRun(env, Number(second.id));
    await runImport(env, Number(second.id), version);
    expect(version.changed).toHaveBeenCalledTimes(1);
  });

  test('the server bounds the file and keeps the import to administrators', async () => {
    const refusal = async (file: File, lang: 0 | 1 = 0) => {
      const answer = await uploadCsv(server, token, file, lang);
      expect(answer.data?.createCatalogImport ?? null).toBeNull();
      return { message: answer.errors?.[0]?.message, field: answer.errors?.[0]?.extensions?.field };
    };
    expect(await refusal(new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'veliki.csv'))).toEqual({ message: 'Fajl je veći od 10 MB.', field: 'file' });
    expect(await refusal(await pngFile('slika.csv', '#fff'), 1)).toEqual({ message: 'The file is not CSV text in UTF-8.', field: 'file' });
    expect(await refusal(csvFile('code,prise\nA,1\n'))).toEqual({ message: 'Nepoznata kolona „prise“ u zaglavlju.', field: 'file' });
    expect(await refusal(csvFile('name_sr;price\nA;1\n'), 1)).toEqual({ message: 'The file’s header has no column "code".', field: 'file' });
    expect(await refusal(csvFile('code,name_sr\n"A,1\n'))).toMatchObject({ field: 'file', message: expect.stringMatching(/^Red \d+ nije ispravan CSV/) });
    const many = 'code,price\n' + Array.from({ length: 20_001 }, (_, index) => `X${index},1`).join('\n');
    expect(await refusal(csvFile(many))).toEqual({ message: 'Fajl ima više od 20000 redova proizvoda.', field: 'file' });
    const long = csvText(['code', 'name_sr', 'price'], [['LONG', 'n'.repeat(256), '1']]);
    const preview = (await uploadCsv(server, token, long)).data!.createCatalogImport;
    expect((await importState(server, token, preview.id, 0, true)).rows.data[0].errors).toEqual([{ column: 'name_sr', message: 'Polje „name_sr“ može imati najviše 255 znakova.' }]);

    // The images of one import are bounded together too (2 GB), counted before they are kept.
    await sql`update catalog_imports set images_bytes = ${2 * 1024 ** 3 - 10} where id = ${Number(preview.id)}`.execute(server.db);
    const full = await addImages(server, token, preview.id, [await pngFile('a.png', '#123')]);
    expect(full.errors?.[0]).toMatchObject({ message: 'Slike jednog uvoza mogu imati najviše 2 GB.', extensions: { field: 'files' } });

    const anonymous = await uploadCsv(server, null, 'code,price\nA,1\n');
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await server.request(`query { catalogExport { rows } }`)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await server.request(`query ($id: ID!) { catalogImport(id: $id) { id } }`, { id: preview.id })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const ran = await runToEnd(server, token, preview.id);
    expect(ran.status).toBe('DONE');
    const twice = await server.request(`mutation ($id: ID!) { runCatalogImport(id: $id) { id } }`, { id: preview.id }, { adminToken: token, lang: 1 });
    expect(twice.errors?.[0]).toMatchObject({ message: 'This import has already been started.', extensions: { code: 'CONFLICT', field: 'id' } });
  });

  test('checking and running imports is rate-limited per administrator', async () => {
    const preview = (await uploadCsv(server, token, 'code,price\nRATE,1\n')).data!.createCatalogImport;
    let refused: { message: string; extensions?: Record<string, unknown> } | undefined;
    for (let attempt = 0; attempt < 61 && !refused; attempt += 1) {
      refused = (await server.request(`mutation ($id: ID!) { checkCatalogImport(id: $id) { id } }`, { id: preview.id }, { adminToken: token })).errors?.[0];
    }
    expect(refused).toMatchObject({ extensions: { code: 'TOO_MANY_REQUESTS' }, message: expect.stringMatching(/^Previše pokušaja/) });
  });
});
