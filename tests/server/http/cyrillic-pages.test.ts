/**
 * Storefront pages in Serbian Cyrillic (issue 29), rendered by the real server from a real build: a
 * page under /cir is its Latin page in the other script, the interface's texts and the shop's content
 * alike, with its own canonical address and hreflang links for both scripts and English; its links
 * stay in Cyrillic; a reader who chose Cyrillic is sent there from a Latin address; and no Latin
 * Serbian word is left on any kind of page but names of things (brands, codes, addresses).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { latinSerbianWordsLeft } from '../../../src/shared/i18n/cyrillic';
import { SCRIPT_COOKIE } from '../../../src/shared/routing/script-path';
import { builtClient, clientBuildDir } from '../../support/built-client';
import { startTestServer, type TestServer } from '../support/test-server';

const PHONE = '/proizvod/telefoni-i-tableti/mobilni-telefoni/android-telefoni/1/mobilni-telefon-samsung-galaxy-a55-5g-8-128-gb';

/** What a reader sees of a page, text by text as the page holds them: the body's, without its scripts and the server state. */
const visibleTexts = (html: string) =>
  html
    .slice(html.indexOf('<body'))
    // The switch names each language and script in its own words (RS, EN, Ћир, Lat).
    .replace(/<nav class="language-switch"[\s\S]*?<\/nav>/, ' ')
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .split(/<[^>]+>/)
    .map((text) => text.replace(/&[a-z#0-9]+;/gi, ' ').trim())
    .filter(Boolean);

/** The head's texts a search engine shows: the title and the descriptions. */
const headTexts = (html: string) => [...html.slice(0, html.indexOf('</head>')).matchAll(/<title>([^<]*)<\/title>|name="description" content="([^"]*)"|property="og:title" content="([^"]*)"/g)].map((match) => match[1] ?? match[2] ?? match[3] ?? '');

describe('storefront pages in Serbian Cyrillic, rendered on the server', () => {
  let server: TestServer;
  let brandNames: string[];
  const get = (path: string, headers: Record<string, string> = {}) => fetch(server.url + path, { redirect: 'manual', headers });

  beforeAll(async () => {
    const [, started] = await Promise.all([builtClient(), startTestServer('pglite', {}, { distDir: clientBuildDir() })]);
    server = started;
    brandNames = (await server.db.selectFrom('brands').select('names').execute()).map((row) => row.names[0]!);
  }, 120_000);
  afterAll(async () => server?.close());

  test('a page under /cir is its Latin page in Cyrillic, with its own canonical address and both scripts in its hreflang links', async () => {
    const response = await get('/cir/prodavnica');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="sr-Cyrl">/);
    expect(html).toMatch(/<title>Продавница \| Излог<\/title>/);
    expect(html).toContain(`<link rel="canonical" href="${server.url}/cir/prodavnica">`);
    expect(html).toContain(`<link rel="alternate" hreflang="sr-Latn" href="${server.url}/prodavnica">`);
    expect(html).toContain(`<link rel="alternate" hreflang="sr-Cyrl" href="${server.url}/cir/prodavnica">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${server.url}/shop">`);
    // Its links stay in Cyrillic; the switch offers the Latin page and English.
    const links = [...html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((match) => match[1]!);
    expect(links).toContain('/cir/prodavnica/bela-tehnika');
    expect(links).toContain('/prodavnica');
    expect(links).toContain('/shop');
    expect(links.filter((link) => !link.startsWith('/cir') && !['/prodavnica', '/shop'].includes(link) && !link.startsWith('/storage/'))).toEqual([]);
    // The Latin page is as it was.
    const latin = await (await get('/prodavnica')).text();
    expect(latin).toMatch(/<html lang="sr">/);
    expect(latin).toMatch(/<title>Prodavnica \| Izlog<\/title>/);
  });

  test.each([
    ['home', '/cir'],
    ['the shop', '/cir/prodavnica'],
    ['a category', '/cir/prodavnica/bela-tehnika'],
    ['a product', `/cir${PHONE}`],
    ['the brands', '/cir/brendovi'],
    ['a CMS page', '/cir/dostava'],
    ['the blog', '/cir/novosti'],
    ['contact', '/cir/kontakt'],
    ['checkout', '/cir/placanje'],
    ['the sign-in', '/cir/nalog/login'],
  ])('%s leaves no Latin Serbian word but names of things', async (_kind, path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    const left = [...visibleTexts(html), ...headTexts(html)].flatMap((text) => latinSerbianWordsLeft(text, { keep: [...brandNames, 'Izlog', 'facebook', 'instagram'] }));
    expect(left).toEqual([]);
  });

  test('English has no Cyrillic pages; a reader who chose Cyrillic is sent from a Latin address to the Cyrillic one', async () => {
    const english = await get('/cir/home');
    expect(english.status).toBe(301);
    expect(english.headers.get('location')).toBe('/home');
    const remembered = await get('/prodavnica/bela-tehnika?sort=price', { cookie: `${SCRIPT_COOKIE}=Cyrl` });
    expect(remembered.status).toBe(302);
    expect(remembered.headers.get('location')).toBe('/cir/prodavnica/bela-tehnika?sort=price');
    expect(remembered.headers.get('cache-control')).toBe('private, no-store');
    // Kept apart: the Latin page, kept for a reader without the choice, is still the Latin one.
    expect((await get('/prodavnica/bela-tehnika?sort=price')).status).toBe(200);
    expect((await get('/prodavnica/bela-tehnika?sort=price', { cookie: `${SCRIPT_COOKIE}=Cyrl` })).status).toBe(302);
    expect((await get('/prodavnica/bela-tehnika?sort=price', { cookie: `${SCRIPT_COOKIE}=Latn` })).status).toBe(200);
  });
});
