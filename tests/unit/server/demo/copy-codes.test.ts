import { describe, expect, it } from 'vitest';
import { buildDemoShop, DEMO_TODAY } from '../../../../fixtures';
import { copyCode } from '../../../../src/server/demo/copy-codes';

const demo = buildDemoShop(DEMO_TODAY);

/** Every code a catalogue of `count` products seeded from the demo holds (src/server/demo/catalog.ts numbers the copies so), lower-cased as the unique indexes compare them. */
function codesOf(count: number): string[] {
  const codes: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const record = demo.products[index % demo.products.length]!;
    const copy = Math.floor(index / demo.products.length) + 1;
    codes.push(copyCode(record.code, copy).toLowerCase());
    // A product's own variant has its code; a product with options gives it its first variant's instead.
    for (const variant of record.variants) codes.push(copyCode(variant.code, copy).toLowerCase());
  }
  return codes;
}

describe('the codes of a seeded catalogue', () => {
  it.each([10_000, 100_000])('are unique among products and variants at %i products (a size never reads like a numbered copy)', (count) => {
    const codes = codesOf(count);
    const seen = new Set<string>();
    const repeated = codes.filter((code) => (seen.has(code) ? true : (seen.add(code), false)));
    expect(repeated).toEqual([]);
  });
});
