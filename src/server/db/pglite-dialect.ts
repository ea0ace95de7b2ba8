import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { PGliteStatements } from './pglite-statements';

/** PGlite's one connection, its statements kept prepared (pglite-statements.ts). */
class PGliteConnection implements DatabaseConnection {
  constructor(private readonly statements: PGliteStatements) {}

  async executeQuery<Row>(query: CompiledQuery): Promise<QueryResult<Row>> {
    const result = await this.statements.query(query.sql, query.parameters);
    const rows = result.rows as Row[];
    return result.affectedRows ? { rows, numAffectedRows: BigInt(result.affectedRows) } : { rows };
  }

  async *streamQuery<Row>(query: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<Row>> {
    const { rows } = await this.executeQuery<Row>(query);
    for (let start = 0; start < rows.length; start += chunkSize) yield { rows: rows.slice(start, start + chunkSize) };
  }
}

/** Hands PGlite's one connection to one Kysely user at a time; the others wait their turn in order. */
class PGliteDriver implements Driver {
  readonly #connection: PGliteConnection;
  #busy = false;
  readonly #waiting: ((connection: DatabaseConnection) => void)[] = [];

  constructor(private readonly pglite: PGlite) {
    this.#connection = new PGliteConnection(new PGliteStatements(pglite));
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    if (!this.#busy) {
      this.#busy = true;
      return this.#connection;
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  async releaseConnection(): Promise<void> {
    const next = this.#waiting.shift();
    if (next) next(this.#connection);
    else this.#busy = false;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await connection.executeQuery(CompiledQuery.raw(`start transaction${isolation}`));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    await this.pglite.close();
  }
}

/** Kysely over PGlite (PostgreSQL's SQL), with statements kept prepared. */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}
