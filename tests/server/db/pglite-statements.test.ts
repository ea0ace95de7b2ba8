import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { createPGlite } from '../../../src/server/db/database';
import { PGliteDialect } from '../../../src/server/db/pglite-dialect';
import { PGliteStatements, PLANNED_EACH_TIME } from '../../../src/server/db/pglite-statements';
import { blankCluster, blankClusterBeforeAll } from '../support/blank-cluster';

blankClusterBeforeAll();

let pglite: PGlite;
let db: Kysely<Record<string, Record<string, unknown>>>;
beforeAll(async () => {
  pglite = createPGlite(undefined, await blankCluster());
  db = new Kysely({ dialect: new PGliteDialect(pglite) });
  await pglite.exec(`create table shelf (id int primary key, name text not null, tags text[], details jsonb, added timestamptz, picture bytea)`);
});
afterAll(() => db.destroy());

/** The statements PGlite holds prepared now, by their text. */
async function prepared(): Promise<string[]> {
  const { rows } = await pglite.query<{ statement: string }>(`select statement from pg_prepared_statements`);
  return rows.map((row) => row.statement);
}

describe('PGlite statements kept prepared', () => {
  it('parses a statement once and runs it again by name, with new parameters each time', async () => {
    for (const id of [1, 2, 3]) {
      await db.insertInto('shelf').values({ id, name: `item ${id}` }).execute();
    }
    const byId = (id: number) => db.selectFrom('shelf').select('name').where('id', '=', id).executeTakeFirst();
    expect(await byId(2)).toEqual({ name: 'item 2' });
    expect(await byId(3)).toEqual({ name: 'item 3' });
    const kept = await prepared();
    expect(kept.filter((text) => text.startsWith('insert into "shelf"'))).toHaveLength(1);
    expect(kept.filter((text) => text.startsWith('select "name" from "shelf"'))).toHaveLength(1);
  });

  it('plans a statement marked PLANNED_EACH_TIME for its parameters each time, unnamed; one statement per text, as PGlite’s own query', async () => {
    const marked = (id: number) => sql<{ name: string }>`select name from shelf where ${sql.raw(PLANNED_EACH_TIME)} id = ${id}`.execute(db);
    expect((await marked(1)).rows).toEqual([{ name: 'item 1' }]);
    expect((await marked(2)).rows).toEqual([{ name: 'item 2' }]);
    expect((await prepared()).filter((text) => text.includes(PLANNED_EACH_TIME))).toEqual([]);
    await expect(sql.raw(`select 1; create table stacked (x int)`).execute(db)).rejects.toThrow(/multiple commands/);
    expect((await pglite.query(`select to_regclass('stacked') as found`)).rows).toEqual([{ found: null }]);
  });

  it('refuses a statement once PGlite is closed, rather than running it', async () => {
    const closing = createPGlite(undefined, await blankCluster());
    const statements = new PGliteStatements(closing);
    expect((await statements.query('select 1 as one', [])).rows).toEqual([{ one: 1 }]);
    await closing.close();
    await expect(statements.query('select 1 as one', [])).rejects.toThrow(/closed/);
    await expect(statements.query('begin', [])).rejects.toThrow(/closed/);
  });

  it('sends and reads every type as PGlite’s own query does, nulls and affected rows included', async () => {
    const row = { id: 10, name: 'Patike', tags: ['a', 'b c', null], details: { size: 42, note: 'ž' }, added: new Date('2026-12-01T10:00:00Z'), picture: new Uint8Array([0, 1, 255]) };
    const inserted = await db.insertInto('shelf').values(row).executeTakeFirst();
    expect(inserted.numInsertedOrUpdatedRows).toBe(1n);
    const text = 'select id, name, tags, details, added, picture from shelf where id = $1';
    const expected = (await pglite.query(text, [10])).rows;
    expect(expected).toEqual([{ ...row, picture: new Uint8Array([0, 1, 255]) }]);
    expect((await sql.raw<Record<string, unknown>>(text.replace('$1', '10')).execute(db)).rows).toEqual(expected);
    expect(await db.selectFrom('shelf').selectAll().where('id', '=', 10).where('tags', 'is not', null).execute()).toEqual(expected);
    const updated = await db.updateTable('shelf').set({ tags: null }).where('id', 'in', [1, 2, 10]).executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(3n);
  });

  it('refuses bad input with PostgreSQL’s error, and goes on; a failed statement inside a transaction rolls it back', async () => {
    await expect(db.insertInto('shelf').values({ id: 1, name: 'again' }).execute()).rejects.toMatchObject({ code: '23505' });
    await expect(sql`select ${'not a number'}::int as n`.execute(db)).rejects.toMatchObject({ code: '22P02' });
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('shelf').values({ id: 20, name: 'in the transaction' }).execute();
        await trx.insertInto('shelf').values({ id: 20, name: 'twice' }).execute();
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await db.selectFrom('shelf').select('id').where('id', '=', 20).execute()).toEqual([]);
    expect(await db.selectFrom('shelf').select('name').where('id', '=', 1).executeTakeFirst()).toEqual({ name: 'item 1' });
  });

  it('reads a table’s new shape after its columns change, through the dialect or behind its back', async () => {
    const all = () => db.selectFrom('shelf').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    expect(Object.keys(await all())).not.toContain('colour');
    await sql`alter table shelf add column colour text default 'crvena'`.execute(db);
    expect(await all()).toMatchObject({ id: 1, colour: 'crvena' });
    await pglite.exec(`alter table shelf add column weight int default 7`);
    expect(await all()).toMatchObject({ id: 1, colour: 'crvena', weight: 7 });
  });

  it('keeps at most its capacity of statements, closing the least recently used', async () => {
    const statements = new PGliteStatements(pglite, 3);
    for (const n of [1, 2, 3, 4, 5, 1]) await statements.query(`select ${n} as n, 'capacity' as test`, []);
    const kept = (await prepared()).filter((text) => text.includes(`'capacity'`));
    expect(kept.sort()).toEqual([`select 1 as n, 'capacity' as test`, `select 4 as n, 'capacity' as test`, `select 5 as n, 'capacity' as test`]);
    expect(statements.size).toBe(3);
  });
});
