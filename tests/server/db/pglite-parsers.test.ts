import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { createPGlite } from '../../../src/server/db/database';
import { blankCluster, blankClusterBeforeAll } from '../support/blank-cluster';

blankClusterBeforeAll();

let pglite: PGlite;
beforeAll(async () => {
  pglite = createPGlite(undefined, await blankCluster());
});
afterAll(() => pglite.close());

describe('PGlite parsers', () => {
  it('keeps no parser for arrays of rows, which PGlite would copy for every statement', async () => {
    const { rows } = await pglite.query<{ typarray: number }>(`select typarray from pg_type where typtype = 'c' and typarray <> 0`);
    expect(rows.length).toBeGreaterThan(200);
    const kept = rows.filter((row) => String(row.typarray) in pglite.parsers).map((row) => row.typarray);
    expect(kept).toEqual([]);
    expect(Object.keys(pglite.parsers).length).toBeLessThan(150);
  });

  it('reads every array the shop reads as before', async () => {
    const { rows } = await pglite.query<Record<string, unknown>>(`select
      array[1, 2]::int[] as ints, array[9007199254740991]::bigint[] as bigints, array[1.5, 2]::numeric[] as prices,
      array[true, false] as flags, array['a', 'b c', null]::text[] as texts, array['x']::varchar[] as names,
      array['{"a": 1}'::jsonb] as documents, array['2026-12-01'::date] as days,
      array['2026-12-01T10:00:00Z'::timestamptz] as moments, array[0.25]::float8[] as ratios`);
    expect(rows[0]).toEqual({
      ints: [1, 2],
      bigints: [9007199254740991],
      prices: [1.5, 2],
      flags: [true, false],
      texts: ['a', 'b c', null],
      names: ['x'],
      documents: [{ a: 1 }],
      days: [new Date('2026-12-01T00:00:00Z')],
      moments: [new Date('2026-12-01T10:00:00Z')],
      ratios: [0.25],
    });
  });
});
