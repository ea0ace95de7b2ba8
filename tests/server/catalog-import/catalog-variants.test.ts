/**
 * The catalogue CSV with products sold in variants, on each database: a product's row, then one row
 * per variant (its code, its product's code, its option values, its prices, stock, active state and
 * picture). A new product in size × colour, a variant's stock by its code alone, a new size, the
 * errors that keep a product unwritten, and the round trip through the export. The tests run in
 * order on one shop: each starts from what the one before it left.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serverBackends } from '../support/backends';
import { csvFile, csvText, importState, runToEnd, uploadCsv } from '../support/catalog-import';
import { adminToken } from '../support/live-clients';
import { startTestServer, type TestServer } from '../support/test-server';

const HEADER = ['code', 'product', 'option_sr:Veličina', 'option_en:Size', 'option_sr:Boja', 'option_en:Colour', 'name_sr', 'name_en', 'price', 'discount_price', 'stock', 'active'];
type Column = (typeof HEADER)[number];
const row = (cells: Partial<Record<Column, string>>) => HEADER.map((column) => cells[column] ?? '');
/** A T-shirt variant's row: size and colour in both languages. */
const shirt = (code: string, size: string, colour: [string, string], cells: Partial<Record<Column, string>> = {}) =>
  row({ code, product: 'TS-BASIC', 'option_sr:Veličina': size, 'option_en:Size': size, 'option_sr:Boja': colour[0], 'option_en:Colour': colour[1], ...cells });
const BLACK: [string, string] = ['Crna', 'Black'];
const WHITE: [string, string] = ['Bela', 'White'];
const SHOE = 'NK-FD2722-002';

describe.each(await serverBackends())('catalogue CSV with variants on %s', (backend) => {
  let server: TestServer;
  let token = '';

  beforeAll(async () => {
    server = await startTestServer(backend);
    token = await adminToken(server);
  });
  afterAll(async () => server?.close());

  /** Uploads a file, checks its preview's counts, runs it and returns the final state. */
  const importFile = async (text: string, counts: Record<string, number>) => {
    const preview = (await uploadCsv(server, token, text)).data!.createCatalogImport;
    expect(preview, JSON.stringify((await importState(server, token, preview.id, 1, true)).rows.data)).toMatchObject(counts);
    return runToEnd(server, token, preview.id);
  };
  const product = (code: string) => server.db.selectFrom('products').selectAll().where(sql<boolean>`lower(code) = lower(${code})`).executeTakeFirstOrThrow();
  /** A product's variants in order: code, value names (Serbian), price, discount, stock, active. */
  const variants = async (productId: number) =>
    (
      await sql<{ code: string; values: string; price: number; discount_price: number | null; stock: number; active: boolean }>`
        select v.code, coalesce((select string_agg(ov.names[1], ' / ' order by o.position) from product_option_values ov
          join product_options o on o.id = ov.option_id where ov.id = any (v.value_ids)), '') as values,
          v.price::float8 as price, v.discount_price::float8 as discount_price, v.stock, v.active
        from product_variants v where v.product_id = ${productId} order by v.position, v.id`.execute(server.db)
    ).rows;

  test('a product in size × colour is made from its row and one row per variant, its summary from theirs', async () => {
    const text = csvText(HEADER, [
      row({ code: 'TS-BASIC', name_sr: 'Majica Basic', name_en: 'Basic T-shirt' }),
      shirt('TS-BASIC-S-CRNA', 'S', BLACK, { price: '1990', stock: '4' }),
      shirt('TS-BASIC-M-CRNA', 'M', BLACK, { price: '1990', stock: '0' }),
      shirt('TS-BASIC-S-BELA', 'S', WHITE, { price: '2190', discount_price: '1790', stock: '2' }),
      shirt('TS-BASIC-M-BELA', 'M', WHITE, { price: '2190', stock: '5', active: '0' }),
    ]);
    const done = await importFile(text, { rows_total: 5, rows_create: 5, rows_with_errors: 0 });
    expect(done).toMatchObject({ status: 'DONE', rows_create: 5, rows_with_errors: 0 });
    const created = await product('TS-BASIC');
    // Stock: the active variants' sum; prices: the cheapest that can be ordered (S in white, on action).
    expect(created).toMatchObject({ names: ['Majica Basic', 'Basic T-shirt'], price: 2190, discount_price: 1790, stock: 6, price_varies: true });
    const options = await server.db.selectFrom('product_options').select(['id', 'names']).where('product_id', '=', created.id).orderBy('position').execute();
    expect(options.map((option) => option.names)).toEqual([['Veličina', 'Size'], ['Boja', 'Colour']]);
    const colours = await server.db.selectFrom('product_option_values').select('names').where('option_id', '=', options[1]!.id).orderBy('position').execute();
    expect(colours.map((value) => value.names)).toEqual([BLACK, WHITE]);
    expect(await variants(created.id)).toEqual([
      { code: 'TS-BASIC-S-CRNA', values: 'S / Crna', price: 1990, discount_price: null, stock: 4, active: true },
      { code: 'TS-BASIC-M-CRNA', values: 'M / Crna', price: 1990, discount_price: null, stock: 0, active: true },
      { code: 'TS-BASIC-S-BELA', values: 'S / Bela', price: 2190, discount_price: 1790, stock: 2, active: true },
      { code: 'TS-BASIC-M-BELA', values: 'M / Bela', price: 2190, discount_price: null, stock: 5, active: false },
    ]);
  });

  test('a variant’s stock is updated by its code alone, and a row of a new size adds a variant', async () => {
    const shoe = await product(SHOE);
    const before = await variants(shoe.id);
    expect(before.map((variant) => variant.values)).toEqual(['38', '39', '40', '41', '42', '43', '44', '45', '46']);
    await importFile(csvText(['code', 'stock'], [[`${SHOE}-eu42`.toLowerCase(), '9']]), { rows_update: 1, rows_create: 0, rows_with_errors: 0 });
    const updated = await variants(shoe.id);
    expect(updated[4]).toMatchObject({ code: `${SHOE}-EU42`, stock: 9 });
    expect(updated.filter((_, index) => index !== 4)).toEqual(before.filter((_, index) => index !== 4));
    expect((await product(SHOE)).stock).toBe(shoe.stock - before[4]!.stock + 9);

    const size = ['code', 'product', 'option_sr:Veličina', 'option_en:Size', 'price', 'stock'];
    await importFile(csvText(size, [[`${SHOE}-EU47`, SHOE, '47', '47', '16999', '3']]), { rows_create: 1, rows_update: 0, rows_with_errors: 0 });
    const added = await variants(shoe.id);
    expect(added).toHaveLength(10);
    expect(added[9]).toEqual({ code: `${SHOE}-EU47`, values: '47', price: 16999, discount_price: null, stock: 3, active: true });
    expect((await product(SHOE)).stock).toBe(shoe.stock - before[4]!.stock + 9 + 3);
  });

  test('a variant without a value of every option, or two rows of one combination, keep their product unwritten', async () => {
    const text = csvText(HEADER, [
      shirt('TS-BASIC-S-CRNA', 'S', BLACK, { stock: '40' }),
      row({ code: 'TS-BASIC-L', product: 'TS-BASIC', 'option_sr:Veličina': 'L', 'option_en:Size': 'L', price: '1990' }),
      shirt('TS-BASIC-M-BELA-2', 'M', WHITE, { price: '2190' }),
      row({ code: 'TS-OTHER-1', product: 'TS-NEMA', 'option_sr:Veličina': 'S', price: '100' }),
      row({ code: 'TS-BASIC', price: '999' }),
      shirt('TS-BASIC-XL-CRNA', 'XL', BLACK, { price: '1990', name_sr: 'Majica XL' }),
      shirt(`${SHOE}-EU39`, 'XL', WHITE),
      // A colour for one pair of shoes: the others have none.
      row({ code: `${SHOE}-EU40`, 'option_sr:Boja': 'Crna', 'option_en:Colour': 'Black' }),
    ]);
    const preview = (await uploadCsv(server, token, text)).data!.createCatalogImport;
    expect(preview).toMatchObject({ rows_total: 8, rows_create: 0, rows_update: 0, rows_with_errors: 8 });
    const messages = async (lang: 0 | 1) =>
      Object.fromEntries((await importState(server, token, preview.id, lang, true)).rows.data.map((line: { line: number; errors: { column: string; message: string }[] }) => [line.line, line.errors.map((error) => `${error.column}: ${error.message}`)]));
    expect(await messages(0)).toEqual({
      2: ['code: Proizvod „TS-BASIC“ se ne upisuje: red 3 ima grešku.'],
      3: ['option_sr:Boja: Varijanta „TS-BASIC-L“ nema vrednost opcije „Boja“.'],
      4: ['option_sr:Veličina: Proizvod „TS-BASIC“ već ima varijantu M / Bela (TS-BASIC-M-BELA).'],
      5: ['product: Proizvod „TS-NEMA“ ne postoji i fajl nema njegov red.'],
      6: ['price: Proizvod „TS-BASIC“ ima varijante: kolona „price“ se piše u njihove redove.'],
      7: ['name_sr: Kolona „name_sr“ pripada redu proizvoda, ne redu varijante.'],
      8: [`code: Kod „${SHOE}-EU39“ je varijanta proizvoda „${SHOE}“.`],
      9: [`option_sr:Boja: Varijanta „${SHOE}-EU38“ nema vrednost opcije „Boja“.`],
    });
    expect((await messages(1))[3]).toEqual(['option_sr:Boja: The variant "TS-BASIC-L" has no value of the option "Boja".']);
    const ran = await runToEnd(server, token, preview.id);
    expect(ran).toMatchObject({ status: 'DONE', rows_with_errors: 8 });
    const shirtProduct = await product('TS-BASIC');
    expect((await variants(shirtProduct.id)).map((variant) => variant.stock)).toEqual([4, 0, 2, 5]);
    expect(await server.db.selectFrom('product_options').select('id').where('product_id', '=', (await product(SHOE)).id).execute()).toHaveLength(1);
  });

  test('a product without options is given them by its variants’ rows, its one variant becoming the first', async () => {
    const phone = await product('SM-A556B-128');
    const colour = ['code', 'product', 'option_sr:Boja', 'option_en:Colour', 'price', 'stock'];
    const rows = [
      ['SM-A556B-128-CRNA', 'SM-A556B-128', 'Crna', 'Black', '44999', '2'],
      ['SM-A556B-128-PLAVA', 'SM-A556B-128', 'Plava', 'Blue', '45999', '1'],
    ];
    await importFile(csvText(colour, rows), { rows_create: 2, rows_update: 0, rows_with_errors: 0 });
    expect(await variants(phone.id)).toEqual([
      { code: 'SM-A556B-128-CRNA', values: 'Crna', price: 44999, discount_price: null, stock: 2, active: true },
      { code: 'SM-A556B-128-PLAVA', values: 'Plava', price: 45999, discount_price: null, stock: 1, active: true },
    ]);
    // The product's one variant (with its id, which earlier order lines name) is its first.
    const first = await server.db.selectFrom('product_variants').select('id').where('product_id', '=', phone.id).orderBy('position').executeTakeFirstOrThrow();
    expect(first.id).toBe(phone.id);
    expect(await product('SM-A556B-128')).toMatchObject({ code: 'SM-A556B-128', price: 44999, discount_price: null, stock: 3, price_varies: true });
  });

  test('exported, a product with options is its row and one row per variant; imported back nothing changes, into an empty catalogue the same is made', async () => {
    const exportCsv = async () => {
      const answer = await server.request(`query { catalogExport { csv rows } }`, {}, { adminToken: token });
      expect(answer.errors).toBeUndefined();
      return answer.data.catalogExport as { csv: string; rows: number };
    };
    const first = await exportCsv();
    const lines = first.csv.split('\r\n');
    expect(lines[0]).toMatch(/^\uFEFFcode,product,option_sr:Boja,option_en:Colour,option_sr:Interna memorija,option_en:Storage,option_sr:Veličina,option_en:Size,name_sr,name_en,/);
    const shoeLines = lines.filter((line) => line.startsWith(SHOE));
    expect(shoeLines).toHaveLength(11);
    expect(shoeLines[0]).toMatch(new RegExp(`^${SHOE},,,,,,,,[^,]`));
    expect(shoeLines[1]).toMatch(new RegExp(`^${SHOE}-EU38,${SHOE},,,,,38,38,,,,,,,16999,13599,\\d+,1,`));
    const shirtLines = lines.filter((line) => line.startsWith('TS-BASIC'));
    expect(shirtLines.slice(1).map((line) => line.split(',').slice(0, 8).join(','))).toEqual([
      'TS-BASIC-S-CRNA,TS-BASIC,Crna,Black,,,S,S',
      'TS-BASIC-M-CRNA,TS-BASIC,Crna,Black,,,M,M',
      'TS-BASIC-S-BELA,TS-BASIC,Bela,White,,,S,S',
      'TS-BASIC-M-BELA,TS-BASIC,Bela,White,,,M,M',
    ]);
    const total = lines.length - 2;
    const products = Number((await sql<{ n: number }>`select count(*) as n from products`.execute(server.db)).rows[0]!.n);
    expect(first.rows).toBe(products);

    const again = (await uploadCsv(server, token, csvFile(first.csv))).data!.createCatalogImport;
    expect(again).toMatchObject({ rows_total: total, rows_unchanged: total, rows_create: 0, rows_update: 0, rows_with_errors: 0 });

    await sql`delete from products`.execute(server.db);
    const done = await importFile(first.csv, { rows_total: total, rows_create: total, rows_with_errors: 0 });
    expect(done).toMatchObject({ status: 'DONE', rows_create: total, rows_with_errors: 0 });
    expect((await exportCsv()).csv).toBe(first.csv);
    expect(await product('TS-BASIC')).toMatchObject({ price: 2190, discount_price: 1790, stock: 6, price_varies: true });
  });
});
