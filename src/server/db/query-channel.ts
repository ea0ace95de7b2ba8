import { channel } from 'node:diagnostics_channel';
import type { LogEvent } from 'kysely';

/**
 * Every SQL statement the server runs, published on a diagnostics channel (`izlog:sql`) for whoever
 * listens: the test that counts an operation's queries, or a developer's `diagnostics_channel`
 * subscriber. Nothing is published, and nothing costs, while nobody listens.
 */
export const SQL_CHANNEL = channel('izlog:sql');

export interface SqlEvent {
  sql: string;
  ms: number;
  failed: boolean;
}

/** Kysely's `log` option: hands each statement to the channel's subscribers. */
export function publishQuery(event: LogEvent): void {
  if (!SQL_CHANNEL.hasSubscribers) return;
  const message: SqlEvent = { sql: event.query.sql, ms: event.queryDurationMillis, failed: event.level === 'error' };
  SQL_CHANNEL.publish(message);
}
