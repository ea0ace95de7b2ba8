import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { createDatabase } from '../../../src/server/db/database';
import { loadSnapshot } from '../../../src/server/db/snapshot';

test('a database made from the demo snapshot holds the demo shop before anything migrates or seeds it', { timeout: 120_000 }, async () => {
  const snapshot = await loadSnapshot('demo');
  const db = createDatabase({ databaseUrl: null, dataDir: 'memory', loadDataDir: snapshot.database });
  try {
    const { rows } = await sql<{ products: number }>`select count(*) as products from products`.execute(db);
    expect(rows[0]!.products).toBeGreaterThan(0);
  } finally {
    await db.destroy();
  }
});
