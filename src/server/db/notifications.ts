import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * Calls `callback` with each NOTIFY's payload on `channel` (undefined when notifications may have been
 * missed: the connection was lost and made again); resolves to the way to stop listening.
 */
export type Listen = (channel: string, callback: (payload: string | undefined) => void) => Promise<() => Promise<void>>;

/** By database handle (database.ts's Db; not named here, which database.ts imports). */
const listeners = new WeakMap<object, Listen>();

/** Remembers how to LISTEN on the database behind `db` (createDatabase calls it). */
export function registerListen(db: object, listen: Listen): void {
  listeners.set(db, listen);
}

/** LISTEN on PGlite: its one connection delivers the notifications of its own writes after they commit. */
export const pgliteListen =
  (pglite: PGlite): Listen =>
  async (channel, callback) => {
    const stop = await pglite.listen(channel, (payload) => callback(payload));
    return async () => stop();
  };

/** LISTEN on PostgreSQL: a connection of its own (a pooled one may be handed to a query at any time), replaced when it drops. */
export const postgresListen =
  (connectionString: string): Listen =>
  async (channel, callback) => {
    let client: pg.Client | null = null;
    let stopped = false;
    const connect = async () => {
      const next = new pg.Client({ connectionString });
      next.on('notification', (message) => {
        if (message.channel === channel) callback(message.payload ?? '');
      });
      next.on('error', () => undefined);
      next.on('end', () => {
        if (!stopped && client === next) reconnect();
      });
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      client = next;
    };
    const reconnect = () => {
      client = null;
      setTimeout(() => {
        if (stopped) return;
        // Writes while no connection listened were not heard: count the reconnection as one.
        connect().then(() => callback(undefined), reconnect);
      }, 1_000).unref();
    };
    await connect();
    return async () => {
      stopped = true;
      await client?.end().catch(() => undefined);
    };
  };

/** LISTEN on `db`'s database; null for a database made some other way. */
export function listenOn(db: object): Listen | null {
  return listeners.get(db) ?? null;
}
