import type { PGlite } from '@electric-sql/pglite';

/** The array types whose elements are rows (a catalog's, a view's or a table's row type). */
const ROW_ARRAY_TYPES = `select typarray from pg_catalog.pg_type where typtype = 'c' and typarray <> 0`;

/**
 * PGlite 0.4 copies its whole table of parsers into a new object for every result it reads
 * (parseResults: `{ ...parsers, ...options.parsers }`). The table holds one parser per array type of
 * the cluster: 370 in the shop, 263 of them for arrays of rows, one per system catalog, view and
 * table. The copy took 130–250 µs per statement, a third of a trivial statement's time, on every
 * checkout, listing and test query. No statement of the shop reads an array of rows, so their parsers
 * go as PGlite makes its table, before its first query: the copy is then of about 100 entries. Every
 * other type is read as before.
 *
 * (PGlite 0.5 copies nothing unless a query brings its own parsers, but it is PostgreSQL 18: a shop's
 * PGlite 0.4 data directory, PostgreSQL 17, would need a dump and a restore to open.)
 *
 * Call it on a new PGlite, before it is ready.
 */
export function withoutRowArrayParsers(pglite: PGlite): void {
  const makeTable = pglite._initArrayTypes.bind(pglite);
  pglite._initArrayTypes = async (options) => {
    await makeTable(options);
    const { rows } = await pglite.query<{ typarray: number }>(ROW_ARRAY_TYPES);
    const rowArrays = new Set(rows.map((row) => String(row.typarray)));
    // Array parsers read their elements' parsers from `pglite.parsers` when called: those stay.
    pglite.parsers = Object.fromEntries(Object.entries(pglite.parsers).filter(([typeId]) => !rowArrays.has(typeId)));
  };
}
