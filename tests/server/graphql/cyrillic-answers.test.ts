/**
 * Answers in Serbian Cyrillic (issue 29): Lang 0 with `Script: Cyrl` gets the shop's Latin content
 * transliterated (names, descriptions with their markup kept, specifications, filters, pages, posts,
 * SEO texts), while what names rather than says stays as it is (slugs, codes, addresses, enums,
 * brand names); English and clients that send no Script header get what they always got; the
 * answer caches keep the two scripts apart. Over the demo catalogue no Latin Serbian word is left.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GetBlogPostDocument, GetBrandsDocument, GetCategoriesDocument, GetPageDocument, GetProductDocument, GetProductsDocument, GetSettingsDocument } from '../../../generated/client/graphql';
import { latinSerbianWordsLeft } from '../../../src/shared/i18n/cyrillic';
import { ABOVE_THE_DATABASE } from '../support/backends';
import { eventually, getPersisted, post, type Caller } from '../support/answers';
import { startTestServer, type TestServer } from '../support/test-server';

const CYRILLIC: Caller = { lang: 0, headers: { script: 'Cyrl' } };
const CYRILLIC_LETTER = /[\u0400-\u04FF]/;

/** Every string of an answer with where it stands, for the check that no Latin Serbian word is left. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
  return [];
}

/**
 * The fields that name rather than say (and stay Latin): an answer's key path ends with one of them.
 * A listing's filters and a product's options are selected by their Latin words (the address, the
 * arguments): the storefront says them in Cyrillic itself (useScriptText).
 */
const FILTER_WORDS = /(filters\[\d+\]\.filter\.name|filters\[\d+\]\.values\[\d+\]\.value|option_filters\[\d+\]\.(name|values\[\d+\]\.value)|options\[\d+\]\.(name|values\[\d+\]\.name)|specifications\[\d+\]\.filter\.name)$/;
const NAMES_A_THING = /(^|\.)(slug|slugs(\[\d+\])?|url|url_lg|url_sm|avif|webp|code|email|phone|__typename|id|field|currency|video|youtube|link|state|special|sort|type|status|kind|menu|position|payment_methods(\[\d+\])?)$/;

describe.each(ABOVE_THE_DATABASE)('answers in Serbian Cyrillic on %s', (backend) => {
  let server: TestServer;
  let brandNames: string[];
  beforeAll(async () => {
    server = await startTestServer(backend);
    brandNames = (await server.db.selectFrom('brands').select('names').execute()).map((row) => row.names[0]!);
  }, 120_000);
  afterAll(async () => server?.close());

  test("a product in Cyrillic: its name, description and specifications, but not its slug, code, enums or brand", async () => {
    const latin = (await post(server, GetProductDocument, { id: '1' })).body.data.product;
    const cyrillic = (await post(server, GetProductDocument, { id: '1' }, CYRILLIC)).body.data.product;
    expect(latin.name).not.toMatch(CYRILLIC_LETTER);
    expect(cyrillic.name).toMatch(CYRILLIC_LETTER);
    expect(cyrillic.slug).toBe(latin.slug);
    expect(cyrillic.code).toBe(latin.code);
    expect(cyrillic.state).toBe(latin.state);
    expect(cyrillic.price).toBe(latin.price);
    if (latin.brand) expect(cyrillic.brand.name).toBe(latin.brand.name);
    // The markup of a description stays (its tags, attributes and addresses); its text changes.
    expect(cyrillic.description.replace(/>[^<]*</g, '><')).toBe(latin.description.replace(/>[^<]*</g, '><'));
    expect(cyrillic.description).toMatch(CYRILLIC_LETTER);
    // English, and a client that names no script, get what they always got.
    expect((await post(server, GetProductDocument, { id: '1' }, { lang: 1, headers: { script: 'Cyrl' } })).body.data.product.name).not.toMatch(CYRILLIC_LETTER);
    expect((await post(server, GetProductDocument, { id: '1' }, { lang: 0 })).body.data.product).toEqual(latin);
  });

  test('a refusal is said in Cyrillic too', async () => {
    const lookup = 'query { order(code: "IZ-26-00001-AAAAAAAA", email: "not-an-address") { id } }';
    const latin = (await post(server, lookup)).body.errors[0].message;
    const cyrillic = (await post(server, lookup, {}, CYRILLIC)).body.errors[0].message;
    expect(latin).toBe('E-mail adresa nije ispravna.');
    expect(latin).not.toMatch(CYRILLIC_LETTER);
    expect(cyrillic).toMatch(CYRILLIC_LETTER);
    expect(latinSerbianWordsLeft(cyrillic)).toEqual([]);
  });

  test('the answer caches keep Latin and Cyrillic apart, and each is served from memory on its own', async () => {
    const variables = { page: 1, first: 12, sort: 'RELEVANCE', brands: [], filters: [] };
    const names = (answer: { body: { data: { products: { data: { name: string }[] } } } }) => answer.body.data.products.data.map((product) => product.name);
    const latin = await getPersisted(server, GetProductsDocument, variables);
    const cyrillic = await getPersisted(server, GetProductsDocument, variables, CYRILLIC);
    expect(names(latin).every((name) => !CYRILLIC_LETTER.test(name))).toBe(true);
    expect(names(cyrillic).some((name) => CYRILLIC_LETTER.test(name))).toBe(true);
    const cyrillicAgain = await eventually(() => getPersisted(server, GetProductsDocument, variables, CYRILLIC), (answer) => answer.headers.get('x-izlog-cache') === 'hit');
    expect(cyrillicAgain.headers.get('x-izlog-cache')).toBe('hit');
    expect(names(cyrillicAgain)).toEqual(names(cyrillic));
    expect(cyrillicAgain.headers.get('vary')).toMatch(/Script/);
    const latinAgain = await eventually(() => getPersisted(server, GetProductsDocument, variables), (answer) => answer.headers.get('x-izlog-cache') === 'hit');
    expect(names(latinAgain)).toEqual(names(latin));
  });

  test('the demo catalogue, pages, posts and settings in Cyrillic leave no Latin Serbian word but names of things', async () => {
    const answers = [
      (await post(server, GetProductsDocument, { first: 100, page: 1 }, CYRILLIC)).body,
      (await post(server, GetProductsDocument, { first: 100, page: 2 }, CYRILLIC)).body,
      (await post(server, GetCategoriesDocument, {}, CYRILLIC)).body,
      (await post(server, GetBrandsDocument, {}, CYRILLIC)).body,
      (await post(server, GetSettingsDocument, {}, CYRILLIC)).body,
      (await post(server, GetPageDocument, { code: 'home' }, CYRILLIC)).body,
      (await post(server, GetBlogPostDocument, { id: '1' }, CYRILLIC)).body,
    ];
    for (const id of ['1', '2', '3', '10', '40']) answers.push((await post(server, GetProductDocument, { id }, CYRILLIC)).body);
    for (const answer of answers) expect(answer.errors).toBeUndefined();
    const left = answers
      .flatMap((answer) => strings(answer.data))
      .filter(([path]) => !NAMES_A_THING.test(path) && !FILTER_WORDS.test(path))
      .flatMap(([path, text]) => latinSerbianWordsLeft(text.replace(/<[^>]*>/g, ' '), { keep: brandNames }).map((word) => `${path}: ${word}`));
    expect(left).toEqual([]);
  });
});
