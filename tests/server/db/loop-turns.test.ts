import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../../src/server/db/database';
import { blankCluster, blankClusterBeforeAll } from '../support/blank-cluster';

blankClusterBeforeAll();

describe('PGlite and the event loop', () => {
  // A burst of requests on PGlite once kept the loop busy for seconds: the first connections of the
  // burst were read only when it ended (issue 22). Sockets are read in the loop's turns.
  it('gives the loop a turn while queries run back to back', async () => {
    const db = createDatabase({ databaseUrl: null, dataDir: 'memory', loadDataDir: await blankCluster() });
    try {
      await sql`select 1`.execute(db);
      // Counted in queries, not milliseconds: a busy machine may pause the process, never add queries.
      let queries = 0;
      let sinceTurn = 0;
      let longestRun = 0;
      let running = true;
      const turn = () => {
        sinceTurn = 0;
        if (running) setImmediate(turn);
      };
      setImmediate(turn);
      const until = performance.now() + 1_000;
      while (performance.now() < until) {
        await sql`select count(*) from generate_series(1, 200)`.execute(db);
        queries += 1;
        sinceTurn += 1;
        longestRun = Math.max(longestRun, sinceTurn);
      }
      running = false;
      expect(queries).toBeGreaterThan(100);
      // A turn every 10 ms of queries is a few dozen of these; without turns, the run is every query.
      expect(longestRun, `${longestRun} of ${queries} queries ran without a turn`).toBeLessThanOrEqual(Math.max(50, queries / 4));
    } finally {
      await db.destroy();
    }
  });
});
