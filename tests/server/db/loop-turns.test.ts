import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../../src/server/db/database';
import { MAX_BUSY_MS } from '../../../src/server/db/loop-turns';
import { blankCluster, blankClusterBeforeAll } from '../support/blank-cluster';

blankClusterBeforeAll();

/** The longest the event loop went without a turn while `work` ran, in ms. */
async function longestWithoutTurn(work: () => Promise<void>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  let running = true;
  const tick = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  await work();
  running = false;
  tick();
  return longest;
}

describe('PGlite and the event loop', () => {
  // A burst of requests on PGlite once kept the loop busy for seconds: the first connections of the
  // burst were read only when it ended (issue 22). Sockets are read in the loop's turns.
  it('gives the loop a turn while queries run back to back', async () => {
    const db = createDatabase({ databaseUrl: null, dataDir: 'memory', loadDataDir: await blankCluster() });
    try {
      await sql`select 1`.execute(db);
      let queries = 0;
      const longest = await longestWithoutTurn(async () => {
        const until = performance.now() + 1_000;
        while (performance.now() < until) {
          await sql`select count(*) from generate_series(1, 200)`.execute(db);
          queries += 1;
        }
      });
      expect(queries).toBeGreaterThan(100);
      expect(longest, `no turn for ${Math.round(longest)} ms in ${queries} queries`).toBeLessThan(MAX_BUSY_MS * 5);
    } finally {
      await db.destroy();
    }
  });
});
