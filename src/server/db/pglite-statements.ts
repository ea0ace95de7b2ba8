import { messages as replies, parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';

type RowDescription = replies.RowDescriptionMessage;
const { serialize } = protocol;

/** What PostgreSQL told about a statement it parsed once: its parameters' types and its rows' shape (null when it returns none). */
interface Prepared {
  name: string;
  parameterTypes: number[];
  rows: RowDescription | null;
}

/** How many statement texts stay parsed and planned in PGlite; the least recently used is closed beyond it. */
const PREPARED_STATEMENTS_KEPT = 256;

/** Statements worth keeping parsed: the shop's reads and writes. Anything else (begin, set, DDL …) runs unnamed. */
const KEPT_KIND = /^\s*(?:select|insert|update|delete|with|values)\b/i;
/** Statements that may change what a kept statement returns: every kept statement is closed after one. */
const SCHEMA_CHANGE = /^(?:\s+|--[^\n]*\n?|\/\*[\s\S]*?\*\/)*(?:create|alter|drop|comment|truncate|reindex|discard|deallocate)\b/i;
/** How many unnamed statements' parameter types are remembered (in JavaScript only). */
const UNNAMED_DESCRIBED = 2048;

/**
 * In a statement, keeps it from being kept prepared: planned for its parameters each time. For SQL
 * whose best plan depends on the values, where PostgreSQL's generic plan guesses wrong: the search's
 * LIKE patterns (a two-letter prefix matches every document, which the generic plan does not expect).
 */
export const PLANNED_EACH_TIME = '/* planned each time */';

/** A kept statement PostgreSQL can no longer run as parsed: its tables changed shape, or it was deallocated. */
function isStale(error: unknown): boolean {
  if (!(error instanceof replies.DatabaseError)) return false;
  return error.code === '26000' || (error.code === '0A000' && error.message.startsWith('cached plan must not change result type'));
}

/** Names are unique in the process, so two of these on one PGlite never take the same. */
let statementsNamed = 0;

/**
 * Runs Kysely's statements on PGlite as named prepared statements, one protocol round per statement
 * once a text is known (Bind, Execute, Sync), rather than PGlite's `query()`: a Parse, two Describes,
 * a Bind, an Execute and a Sync, each a trip into the engine, and every statement parsed and planned
 * again. Planning is also what opens each table's index files to read their sizes, and PGlite keeps
 * few files open, so a checkout of a dozen statements opened and closed some sixty files (issue 22).
 * PostgreSQL replans a kept statement by itself when a table or index it uses changes.
 */
export class PGliteStatements {
  readonly #pglite: PGlite;
  readonly #kept = new Map<string, Prepared>();
  readonly #unnamedTypes = new Map<string, number[]>();
  #closing: string[] = [];

  constructor(pglite: PGlite, readonly capacity = PREPARED_STATEMENTS_KEPT) {
    this.#pglite = pglite;
  }

  /** How many statement texts are parsed and kept now. */
  get size(): number {
    return this.#kept.size;
  }

  /** Runs one statement, as PGlite's `query()` would, and returns the same result. */
  async query(text: string, parameters: readonly unknown[]): Promise<Results> {
    if (KEPT_KIND.test(text) && !text.includes(PLANNED_EACH_TIME)) return this.#exclusive(() => this.#run(text, parameters));
    const result = await this.#exclusive(() => this.#unnamed(text, parameters));
    if (SCHEMA_CHANGE.test(text)) this.#forgetAll();
    return result;
  }

  /** As PGlite's own `query()`: after any transaction PGlite runs itself, alone in the engine, and never on a closed PGlite. */
  async #exclusive<T>(work: () => Promise<T>): Promise<T> {
    await this.#pglite._checkReady();
    return this.#pglite._runExclusiveTransaction(() =>
      this.#pglite._runExclusiveQuery(async () => {
        // Closed while this waited its turn: the engine would spin on the message forever.
        if (this.#pglite.closed) throw new Error('PGlite is closed');
        return work();
      }),
    );
  }

  /** A statement run unnamed, planned for its parameters, in one trip once its parameters' types are known: one statement only, as PGlite's `query()`. */
  async #unnamed(text: string, parameters: readonly unknown[]): Promise<Results> {
    const types = parameters.length ? (this.#unnamedTypes.get(text) ?? (await this.#describeUnnamed(text, parameters))) : [];
    const values = parameters.map((value, index) => this.#serialize(value, types[index]!));
    const message = Buffer.concat([serialize.parse({ text }), serialize.bind({ values }), serialize.describe({ type: 'P' }), serialize.execute(), serialize.sync()]);
    const { messages } = await this.#exchange(message, text, parameters);
    return parse.parseResults(messages, this.#pglite.parsers)[0]!;
  }

  async #describeUnnamed(text: string, parameters: readonly unknown[]): Promise<number[]> {
    const message = Buffer.concat([serialize.parse({ text }), serialize.describe({ type: 'S' }), serialize.sync()]);
    const { messages } = await this.#exchange(message, text, parameters);
    const types = parse.parseDescribeStatementResults(messages);
    if (this.#unnamedTypes.size >= UNNAMED_DESCRIBED) this.#unnamedTypes.delete(this.#unnamedTypes.keys().next().value!);
    this.#unnamedTypes.set(text, types);
    return types;
  }

  async #run(text: string, parameters: readonly unknown[]): Promise<Results> {
    try {
      return await this.#execute(text, parameters);
    } catch (error) {
      if (!isStale(error)) throw error;
      this.#forget(text);
      // Inside a transaction the failed statement aborted it: only the caller can start again.
      if (this.#pglite.isInTransaction()) throw error;
      return this.#execute(text, parameters);
    }
  }

  async #execute(text: string, parameters: readonly unknown[]): Promise<Results> {
    const prepared = this.#kept.get(text) ?? (await this.#prepare(text, parameters));
    // Most recently used last: Map keeps insertion order, so the first key is the one to close.
    this.#kept.delete(text);
    this.#kept.set(text, prepared);
    const values = parameters.map((value, index) => this.#serialize(value, prepared.parameterTypes[index]!));
    const message = Buffer.concat([serialize.bind({ statement: prepared.name, values }), serialize.execute(), serialize.sync()]);
    const { messages } = await this.#exchange(message, text, parameters);
    const described: replies.BackendMessage[] = prepared.rows ? [prepared.rows, ...messages] : messages;
    return parse.parseResults(described, this.#pglite.parsers)[0]!;
  }

  async #prepare(text: string, parameters: readonly unknown[]): Promise<Prepared> {
    while (this.#kept.size >= this.capacity) {
      const oldest = this.#kept.keys().next().value!;
      this.#forget(oldest);
    }
    const name = `izlog_${(statementsNamed += 1)}`;
    const closing = this.#closing;
    this.#closing = [];
    const closes = closing.map((closed) => serialize.close({ type: 'S', name: closed }));
    const message = Buffer.concat([...closes, serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]);
    const { messages } = await this.#exchange(message, text, parameters).catch((error: unknown) => {
      // Closing a statement that is already closed is no error: send them all again with the next Parse.
      this.#closing.push(...closing);
      throw error;
    });
    const rows = messages.find((reply): reply is RowDescription => reply.name === 'rowDescription') ?? null;
    return { name, parameterTypes: parse.parseDescribeStatementResults(messages), rows };
  }

  /** Sends one message to the engine; a database error is thrown once its Sync was processed, with the statement attached as PGlite does. */
  async #exchange(message: Uint8Array, text: string, parameters: readonly unknown[]) {
    try {
      const result = await this.#pglite.execProtocol(message, { syncToFs: false });
      // As PGlite's `query()`: the file system is synced after each statement outside a transaction (a no-op on disk and in memory).
      if (!this.#pglite.isInTransaction()) await this.#pglite.syncToFs();
      return result;
    } catch (error) {
      if (error instanceof replies.DatabaseError) Object.assign(error, { query: text, params: [...parameters] });
      throw error;
    }
  }

  /** A value as PGlite's `query()` sends it: by the serialiser of the type PostgreSQL expects, else its text. */
  #serialize(value: unknown, type: number): string | Uint8Array | null {
    if (value === null || value === undefined) return null;
    const serializer = this.#pglite.serializers[type];
    if (serializer) return serializer(value) as string | Uint8Array;
    return String(value);
  }

  /** Closes one kept statement with the next Parse (a Close needs no round of its own). */
  #forget(text: string): void {
    const prepared = this.#kept.get(text);
    if (!prepared) return;
    this.#kept.delete(text);
    this.#closing.push(prepared.name);
  }

  #forgetAll(): void {
    for (const text of [...this.#kept.keys()]) this.#forget(text);
    this.#unnamedTypes.clear();
  }
}
