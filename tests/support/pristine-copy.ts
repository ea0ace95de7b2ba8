import { sql } from 'kysely';
import { CONTENT_CHANGED_NOTIFY } from '../../src/server/cache/database-writes';
import type { Db } from '../../src/server/db/database';

/**
 * Puts a database back to the state it had when `keepPristineCopy` ran, far faster than loading a
 * new database per test: every table's rows are copied into the schema `pristine`, a statement
 * trigger notes which tables a test writes to, and reset refills only those (rows added to a big
 * append-only table, such as product views, are just removed again). The rows come back through
 * the same columns, constraints and generated values.
 */
export interface PristineCopy {
  /** Restores every table written to since the last reset, and every sequence; returns the tables it restored. */
  reset(): Promise<string[]>;
}

interface Table {
  name: string;
  columns: string[];
  rows: number;
  /** The highest `id` at copy time, for tables with a whole-number id. */
  maxId: number | null;
}

/** Tables with more rows than this, written to only by inserts, are restored by removing the new rows. */
const REFILL_LIMIT = 2_000;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Several statements as one (a prepared statement takes one), run in one transaction. */
const inOneStatement = (statements: string[]) => `do $pristine$ begin\n${statements.join('\n')}\nend $pristine$`;

async function readTables(db: Db): Promise<Table[]> {
  const { rows } = await sql<{ table: string; columns: string[]; has_id: boolean }>`
    select c.relname as table,
      array_agg(a.attname::text order by a.attnum) filter (where a.attgenerated = '') as columns,
      bool_or(a.attname = 'id' and a.atttypid in ('int4'::regtype, 'int8'::regtype)) as has_id
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where n.nspname = current_schema() and c.relkind = 'r'
    group by c.relname
    order by c.relname`.execute(db);
  const tables: Table[] = [];
  for (const row of rows) {
    const { rows: sizes } = await sql<{ rows: number; max_id: number | null }>`
      select count(*)::int as rows, ${sql.raw(row.has_id ? 'max(id)::bigint' : 'null::bigint')} as max_id from ${sql.table(row.table)}`.execute(db);
    tables.push({ name: row.table, columns: row.columns, rows: sizes[0]!.rows, maxId: sizes[0]!.max_id === null ? null : Number(sizes[0]!.max_id) });
  }
  return tables;
}

function refill(table: Table): string[] {
  const list = table.columns.map(quote).join(', ');
  return [`delete from ${quote(table.name)};`, `insert into ${quote(table.name)} (${list}) overriding system value select ${list} from pristine.${quote(table.name)};`];
}

/**
 * Every sequence's state, read from the sequence itself: pg_sequences shows no value for one whose
 * setval(…, false) has not been called since (as after the demo seed), which would restart it at 1.
 */
async function readSequences(db: Db): Promise<{ name: string; value: string; called: boolean }[]> {
  const { rows: names } = await sql<{ name: string }>`
    select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name from pg_sequences where schemaname = current_schema()`.execute(db);
  const sequences = [];
  for (const { name } of names) {
    const { rows } = await sql<{ value: string; called: boolean }>`select last_value::text as value, is_called as called from ${sql.raw(name)}`.execute(db);
    sequences.push({ name, ...rows[0]! });
  }
  return sequences;
}

export async function keepPristineCopy(db: Db): Promise<PristineCopy> {
  const tables = await readTables(db);
  const byName = new Map(tables.map((table) => [table.name, table]));
  const sequences = await readSequences(db);

  await sql.raw(inOneStatement([
    'drop schema if exists pristine cascade;',
    'create schema pristine;',
    'create table pristine.written (table_name text not null, operation text not null, primary key (table_name, operation));',
    `create function pristine.note_write() returns trigger language plpgsql as $note$ begin
       insert into pristine.written values (TG_TABLE_NAME, TG_OP) on conflict do nothing; return null; end $note$;`,
    ...tables.flatMap(({ name }) => [
      `create table pristine.${quote(name)} as table ${quote(name)};`,
      `create trigger pristine_written after insert or update or delete or truncate on ${quote(name)} for each statement execute function pristine.note_write();`,
    ]),
  ])).execute(db);
  const restoreSequences = sequences.map(({ name, value, called }) => `perform setval('${name}', ${value}, ${called});`);

  return {
    async reset() {
      const { rows } = await sql<{ table_name: string; operations: string[] }>`
        select table_name, array_agg(operation) as operations from pristine.written group by table_name order by table_name`.execute(db);
      if (!rows.length) return [];
      const statements = rows.flatMap(({ table_name: name, operations }) => {
        const table = byName.get(name)!;
        const onlyAdded = operations.every((operation) => operation === 'INSERT');
        if (onlyAdded && table.rows > REFILL_LIMIT && table.maxId !== null) return [`delete from ${quote(name)} where id > ${table.maxId};`];
        return refill(table);
      });
      // Rows go back as they were: no foreign-key checks or triggers (the note above included) while the tables refill.
      await sql.raw(inOneStatement([
        "perform set_config('session_replication_role', 'replica', true);",
        ...statements,
        ...restoreSequences,
        'delete from pristine.written;',
        // The triggers were off, the server's too: it is told the content changed, so it forgets the answers it kept (src/server/cache).
        `perform pg_notify('${CONTENT_CHANGED_NOTIFY}', '');`,
      ])).execute(db);
      return rows.map((row) => row.table_name);
    },
  };
}
