/**
 * CPU time spent by the server under test and by its database's PostgreSQL backends, read from
 * /proc (Linux): per request, it measures what a request costs whatever else the machine runs,
 * which requests/s on a shared machine does not (cold.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import pg from 'pg';

const TICK_MS = 10;

/** User + system CPU ticks of a process, or 0 when it is gone. */
function ticksOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** The child of this process running serve.ts: the server under test. */
export function serverPid(): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ');
      if (Number(stat[1]) === process.pid && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('serve.ts')) return Number(entry);
    } catch {
      // A process that ended while listed.
    }
  }
  throw new Error('the server under test is not a child of this process');
}

/** Milliseconds of CPU so far: the server's, and the PostgreSQL backends' connected to `databaseUrl` (none for PGlite). */
export async function cpuSoFar(server: number, databaseUrl: string | null): Promise<{ server: number; database: number }> {
  let database = 0;
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
      database = rows.reduce((sum, row) => sum + ticksOf(row.pid), 0) * TICK_MS;
    } finally {
      await client.end();
    }
  }
  return { server: ticksOf(server) * TICK_MS, database };
}
