/**
 * /sitemap.xml, each language's sitemap and /robots.txt on the real server over the demo shop: what
 * they list (the storefront's canonical paths of what a shopper may see, and nothing else), their
 * lastmod after an administrator's edit, their headers and 304s, and the split of a large catalogue.
 */
import { JSDOM } from 'jsdom';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LANGUAGES } from '../../../src/shared/i18n/languages';
import { sitemapIndex, sitemapPart } from '../../../src/server/modules/sitemap';
import { serverBackends } from '../support/backends';
import { adminToken as signInAdministrator } from '../support/live-clients';
import { startTestServer, type TestServer } from '../support/test-server';


const { DOMParser } = new JSDOM().window;

/** The document's elements named `name`, after checking it is well-formed XML in the sitemap namespace. */
function parseSitemap(xml: string, root: 'urlset' | 'sitemapindex') {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(document.documentElement.localName).toBe(root);
  expect(document.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  const child = root === 'urlset' ? 'url' : 'sitemap';
  return [...document.documentElement.children].map((element) => {
    expect(element.localName).toBe(child);
    return { loc: element.querySelector('loc')?.textContent ?? '', lastmod: element.querySelector('lastmod')?.textContent ?? null };
  });
}

/** A demo product, category, brand and post in both languages (fixtures/catalog, fixtures/cms). */
const KNOWN = {
  sr: [
    '/',
    '/o-nama',
    '/prodavnica/telefoni-i-tableti/mobilni-telefoni',
    '/brend/samsung',
    '/vest/1/zimska-akcija-je-pocela-popusti-do-40',
    '/proizvod/telefoni-i-tableti/mobilni-telefoni/android-telefoni/1/mobilni-telefon-samsung-galaxy-a55-5g-8-128-gb',
  ],
  en: [
    '/home',
    '/about-us',
    '/shop/phones-and-tablets/mobile-phones',
    '/brand/samsung',
    '/post/1/the-winter-sale-has-started-up-to-40-off',
    '/product/phones-and-tablets/mobile-phones/android-phones/1/samsung-galaxy-a55-5g-8-128-gb-smartphone',
  ],
};
/** Product 20 is switched off and page 12 (Crni petak 2025) is inactive in the demo. */
const HIDDEN = {
  sr: ['/20/mobilni-telefon-apple-iphone-14-128-gb', '/crni-petak-2025'],
  en: ['/20/', '/black-friday-2025'],
};
const W3C_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

describe.each(await serverBackends())('the sitemap and robots.txt on %s', (backend) => {
  let server: TestServer;
  let adminToken = '';

  beforeAll(async () => {
    server = await startTestServer(backend);
    adminToken = await signInAdministrator(server);
  });
  afterAll(async () => server?.close());

  const urlsOf = async (path: string) => {
    const response = await fetch(server.url + path);
    expect(response.status).toBe(200);
    return parseSitemap(await response.text(), 'urlset');
  };
  const lastmodOf = (urls: { loc: string; lastmod: string | null }[], path: string) => urls.find((url) => url.loc === server.url + path)?.lastmod;

  test('the index names one sitemap per language, by absolute URL', async () => {
    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const sitemaps = parseSitemap(await response.text(), 'sitemapindex');
    expect(sitemaps.map((sitemap) => sitemap.loc)).toEqual([`${server.url}/sitemap-sr.xml`, `${server.url}/sitemap-sr-cyrl.xml`, `${server.url}/sitemap-en.xml`]);
    for (const sitemap of sitemaps) expect(sitemap.lastmod).toMatch(W3C_DATE);
  });

  test.each(['sr', 'en'] as const)('the %s sitemap lists the canonical paths of what shoppers see, each with its lastmod', async (code) => {
    const urls = await urlsOf(`/sitemap-${code}.xml`);
    const paths = urls.map((url) => url.loc.replace(server.url, ''));
    expect(urls.every((url) => url.loc.startsWith(`${server.url}/`))).toBe(true);
    expect(paths).toEqual(expect.arrayContaining(KNOWN[code]));
    for (const other of KNOWN[code === 'sr' ? 'en' : 'sr'].filter((path) => path !== '/')) expect(paths).not.toContain(other);
    for (const hidden of HIDDEN[code]) expect(paths.filter((path) => path.includes(hidden))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((path) => /^\/(proizvod|product)\//.test(path)).length).toBeGreaterThan(100);
    for (const url of urls) expect(url.lastmod, url.loc).toMatch(W3C_DATE);
  });

  test('the Cyrillic sitemap lists the Serbian pages under /cir, each with the Latin page’s lastmod', async () => {
    const latin = await urlsOf('/sitemap-sr.xml');
    const cyrillic = await urlsOf('/sitemap-sr-cyrl.xml');
    const inCyrillic = (loc: string) => loc.replace(server.url, `${server.url}/cir`).replace(/\/cir\/$/, '/cir');
    expect(cyrillic).toEqual(latin.map((url) => ({ ...url, loc: inCyrillic(url.loc) })));
    expect(cyrillic.map((url) => url.loc)).toContain(`${server.url}/cir`);
  });

  test('an administrator’s edit of a product moves its lastmod, and the sitemap answers 304 only while unchanged', async () => {
    const path = KNOWN.sr.at(-1)!;
    const first = await fetch(`${server.url}/sitemap-sr.xml`);
    const etag = first.headers.get('etag')!;
    const before = lastmodOf(parseSitemap(await first.text(), 'urlset'), path);
    expect(before).toMatch(W3C_DATE);
    expect((await fetch(`${server.url}/sitemap-sr.xml`, { headers: { 'if-none-match': etag } })).status).toBe(304);

    const { data } = await server.request('{ product(id: "1") { code name slug price stock } }', {}, { adminToken });
    const edit = await server.request(
      'mutation($name: String!, $slug: String!, $code: String!, $price: Float!, $stock: Int!) { upsertProduct(id: "1", code: $code, name: $name, slug: $slug, price: $price, stock: $stock) { id } }',
      { ...data.product, name: `${data.product.name} (novo)` },
      { adminToken },
    );
    expect(edit.errors).toBeUndefined();

    const again = await fetch(`${server.url}/sitemap-sr.xml`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(200);
    const after = lastmodOf(parseSitemap(await again.text(), 'urlset'), path);
    expect(after).toMatch(W3C_DATE);
    expect(Date.parse(after!)).toBeGreaterThan(Date.parse(before!));
    expect(Date.now() - Date.parse(after!)).toBeLessThan(60_000);
    expect(lastmodOf(await urlsOf('/sitemap-en.xml'), KNOWN.en.at(-1)!)).toBe(after);
  });

  test('a write to a category, brand, page or post moves its own updated_at; an order taking stock does not move a product’s', async () => {
    for (const table of ['categories', 'brands', 'pages', 'blog_posts'] as const) {
      const { rows } = await sql<{ moved: boolean }>`update ${sql.table(table)} set names = names where id = 1 returning updated_at > now() - interval '1 minute' as moved`.execute(server.db);
      expect(rows, table).toEqual([{ moved: true }]);
    }
    const { rows } = await sql<{ moved: boolean }>`update products set stock = stock - 1 where id = 3 returning updated_at > now() - interval '1 minute' as moved`.execute(server.db);
    expect(rows).toEqual([{ moved: false }]);
  });

  test('robots.txt keeps crawlers out of the admin, the API and the private screens, and names the sitemap index', async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await response.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/cms', '/graphql', '/nalog', '/account', '/korisnik', '/user', '/placanje', '/checkout', '/lista-zelja', '/wishlist', '/pretraga', '/search']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines.filter((line) => line.startsWith('Disallow: /prodavnica') || line.startsWith('Disallow: /proizvod'))).toEqual([]);
    expect(lines).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });

  test('a sitemap part beyond the last is not found', async () => {
    for (const path of ['/sitemap-sr-2.xml', '/sitemap-en-3.xml']) {
      const response = await fetch(server.url + path);
      expect(response.status, path).toBe(404);
    }
  });

  test('a large catalogue is split into parts the index names, together listing each address once', async () => {
    const origin = 'https://izlog.example';
    const serbian = LANGUAGES[0];
    const whole = parseSitemap((await sitemapPart(server.db, origin, serbian, 1))!, 'urlset');
    const index = parseSitemap(await sitemapIndex(server.db, origin, { maxUrls: 100 }), 'sitemapindex');
    const parts = Math.ceil(whole.length / 100);
    expect(parts).toBeGreaterThan(1);
    expect(index.map((sitemap) => sitemap.loc)).toEqual([
      ...Array.from({ length: parts }, (_, part) => `${origin}/sitemap-sr${part ? `-${part + 1}` : ''}.xml`),
      ...Array.from({ length: parts }, (_, part) => `${origin}/sitemap-sr-cyrl${part ? `-${part + 1}` : ''}.xml`),
      ...Array.from({ length: parts }, (_, part) => `${origin}/sitemap-en${part ? `-${part + 1}` : ''}.xml`),
    ]);
    const split = [];
    for (let part = 1; part <= parts; part += 1) {
      const urls = parseSitemap((await sitemapPart(server.db, origin, serbian, part, { maxUrls: 100 }))!, 'urlset');
      expect(urls.length).toBeLessThanOrEqual(100);
      split.push(...urls);
    }
    expect(split).toEqual(whole);
    expect(await sitemapPart(server.db, origin, serbian, parts + 1, { maxUrls: 100 })).toBeNull();
  });
});
