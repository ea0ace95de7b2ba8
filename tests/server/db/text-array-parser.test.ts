import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createPGlite, parseTextArray } from '../../../src/server/db/database';
import { blankCluster, blankClusterBeforeAll } from '../support/blank-cluster';

blankClusterBeforeAll();

/** The driver's own text[] parser (postgres-array), before database.ts replaced it. */
const fallback = (value: string) => {
  throw new Error(`fallback for ${value}`);
};

const SAMPLES: (string | null)[][] = [
  [],
  [''],
  ['a'],
  ['a', 'b'],
  ['Laptop Lenovo IdeaPad 3, 15"', 'NULL', 'null', ''],
  [null, 'x', null],
  ['back\\slash', 'quote "inside"', 'both \\"', '{braces}', 'comma,separated', ' leading and trailing '],
  ['Ćirilica šđčćž', 'line\nbreak\ttab', 'emoji 🛒', ',', '"', '\\', '}', '{'],
];

describe('text[] parser', () => {
  it('reads what PostgreSQL writes as the driver would (PGlite writes it)', async () => {
    const pglite = createPGlite(undefined, await blankCluster());
    try {
      for (const sample of SAMPLES) {
        const { rows } = await pglite.query<{ t: string }>('select $1::text[]::text as t', [sample]);
        const literal = rows[0]!.t;
        expect(parseTextArray(literal, fallback)).toEqual(sample);
        expect(pg.types.getTypeParser(1009 as unknown as typeof pg.types.builtins.TEXT, 'text')(literal)).toEqual(sample);
        const parsed = await pglite.query<{ t: unknown }>('select $1::text[] as t', [sample]);
        expect(parsed.rows[0]!.t).toEqual(sample);
      }
    } finally {
      await pglite.close();
    }
  });

  it('hands anything else to the fallback', () => {
    const other = (value: string) => `other ${value}`;
    expect(parseTextArray('{{a,b},{c,d}}', other)).toBe('other {{a,b},{c,d}}');
    expect(parseTextArray('[1:2]={a,b}', other)).toBe('other [1:2]={a,b}');
  });
});
