/**
 * Where an answer's parts kept apart are (src/server/graphql/answers/answer-parts.ts): the operation
 * that computes them alone, their places in the body as sent, and a body made again from new parts,
 * byte for byte what serialising the whole answer gives.
 */
import { parse, print } from 'graphql';
import { expect, test } from 'vitest';
import { answerParts, partTexts, replaceParts, serialiseWithParts } from '../../../../src/server/graphql/answers/answer-parts';
import { createServerSchema } from '../../../../src/server/graphql/schema';
import { GetProductsDocument } from '../../../../generated/client/graphql';

const schema = createServerSchema();

test('a listing’s facets are its parts: the parts’ operation selects them alone, with the listing’s arguments', () => {
  const parts = answerParts(schema, parse(GetProductsDocument.toString()), 'GetProducts')!;
  expect(parts.paths).toEqual([
    ['products', 'filters'],
    ['products', 'option_filters'],
    ['products', 'price_range'],
  ]);
  const text = print(parts.document);
  expect(text).toContain('products(');
  expect(text).toContain('category_path: $category_path');
  expect(text).not.toMatch(/\bdata\b|paginatorInfo|breadcrumbs/);
});

test('an operation with no part, a part inside a list, in a fragment or behind a directive has none placed', () => {
  const none = (text: string) => answerParts(schema, parse(text), null);
  expect(none('{ product(id: 1) { id } }')).toBeNull();
  expect(none('{ products { ...F } } fragment F on ProductListing { filters { values { value } } }')).toBeNull();
  expect(none('query($x: Boolean!) { products { filters @include(if: $x) { values { value } } } }')).toBeNull();
  expect(none('{ products { data { id } option_filters { name } } }')?.paths).toEqual([['products', 'option_filters']]);
  expect(none('{ a: products(first: 1) { f: option_filters { name } } b: products(first: 2) { option_filters { name } } }')?.paths).toEqual([
    ['a', 'f'],
    ['b', 'option_filters'],
  ]);
});

test('a body made again from new parts is byte for byte the whole answer serialised', () => {
  const paths = [
    ['products', 'option_filters'],
    ['products', 'filters'],
  ];
  const data = { products: { data: [{ id: '1', name: 'Patike „Brza“ 42' }], filters: [{ n: 'Boja', v: ['Crna'] }], total: 3, option_filters: [{ name: 'Veličina', count: 2 }] } };
  const { text, places } = serialiseWithParts(data, paths);
  expect(text).toBe(JSON.stringify({ data }));
  const body = Buffer.from(text);
  expect(places!.map((place) => body.subarray(place.start, place.end).toString())).toEqual(partTexts(data, paths));

  const changed = { products: { ...data.products, filters: [{ n: 'Boja', v: ['Crna', 'Bela — nova'] }], option_filters: [] } };
  const remade = replaceParts(body, places!, partTexts(changed, paths)!);
  expect(remade.body.toString()).toBe(JSON.stringify({ data: changed }));
  expect(remade.places.map((place) => remade.body.subarray(place.start, place.end).toString())).toEqual(partTexts(changed, paths));
  // A part missing from the answer: kept whole.
  expect(serialiseWithParts({ products: null }, paths)).toEqual({ text: JSON.stringify({ data: { products: null } }), places: null });
});
