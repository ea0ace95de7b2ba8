/**
 * Every server-rendered page's title ends with the shop's name from the settings, a paged listing
 * has its own title and canonical address, and a page that is not there says so in its title.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_ADMIN } from '../../../fixtures/users/accounts';
import { builtClient, clientBuildDir } from '../../support/built-client';
import { firstPostPath, headersFor, STOREFRONT_ROUTES } from '../support/storefront-routes';
import { startTestServer, type TestServer } from '../support/test-server';

const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(headOf(html))?.[1] ?? '');
const canonicalOf = (html: string) => decode(/<link rel="canonical" href="([^"]+)"/.exec(headOf(html))?.[1] ?? '');
const HOME_TITLES = ['Izlog – elektronika, bela tehnika i kućni aparati', 'Izlog – electronics and home appliances'];

describe('page titles and canonical addresses rendered on the server', () => {
  let server: TestServer;
  const page = async (path: string, lang: 0 | 1) => {
    const response = await fetch(server.url + path, { redirect: 'manual', headers: headersFor({ lang }) });
    return { status: response.status, html: await response.text() };
  };

  beforeAll(async () => {
    const [, started] = await Promise.all([builtClient(), startTestServer('pglite', {}, { distDir: clientBuildDir() })]);
    server = started;
  }, 240_000);
  afterAll(async () => server?.close());

  test('every route’s title ends with the shop’s name (the home page’s begins with it), its canonical address is its own', async () => {
    const routes = [...STOREFRONT_ROUTES];
    for (const lang of [0, 1] as const) routes.push({ name: 'post', path: firstPostPath((await page(lang === 0 ? '/novosti' : '/blog', lang)).html, lang), lang, status: 200 });
    const titles = new Map<string, string>();
    for (const route of routes) {
      const { status, html } = await page(route.path, route.lang);
      expect(status, route.path).toBe(route.status);
      const title = titleOf(html);
      if (route.name === 'home') expect.soft(title, route.path).toBe(HOME_TITLES[route.lang]);
      else expect.soft(title, route.path).toMatch(/.+ \| Izlog$/);
      expect.soft(title, route.path).not.toMatch(/Izlog \| Izlog/);
      // Each found page's canonical address is its own path (a shopper's search or filters are not part of it).
      if (route.status === 200) expect.soft(new URL(canonicalOf(html)).pathname, route.path).toBe(new URL(route.path, server.url).pathname);
      titles.set(route.path, title);
    }
    expect(titles.get('/brendovi')).toBe('Brendovi | Izlog');
    expect(titles.get('/lista-zelja')).toBe('Lista želja | Izlog');
    expect(titles.get('/prodavnica')).toBe('Prodavnica | Izlog');
    expect(titles.get('/shop')).toBe('Shop | Izlog');
    expect(titles.get('/blog')).toBe('Blog | Izlog');
    expect(titles.get('/novosti')).toMatch(/^[^|]+ \| Izlog$/);
    // A screen that shows who is signed in renders in the browser; the server's page has its title already.
    expect(titles.get('/nalog/login')).toBe('Prijava | Izlog');
    expect(titles.get('/account/login')).toBe('Log in | Izlog');
  });

  test('a page that is not there is titled so, not as the listing it was looked for in', async () => {
    for (const [path, lang, title] of [
      ['/prodavnica/nema-takve-kategorije', 0, 'Stranica ne postoji. | Izlog'],
      ['/shop/phones-and-tablets/no-such-phones', 1, "Page doesn't exists. | Izlog"],
      ['/nepostojeca-stranica', 0, 'Stranica ne postoji. | Izlog'],
      ['/brend/nema-takvog', 0, 'Stranica ne postoji. | Izlog'],
    ] as const) {
      const { status, html } = await page(path, lang);
      expect(status, path).toBe(404);
      expect(titleOf(html), path).toBe(title);
    }
  });

  test('each page of a listing has its own title and canonical address; filters and sort stay out of it', async () => {
    const first = await page('/prodavnica', 0);
    expect(canonicalOf(first.html)).toBe(`${server.url}/prodavnica`);
    const titles = new Set([titleOf(first.html)]);
    for (const number of [2, 3, 7]) {
      const { html } = await page(`/prodavnica?page=${number}`, 0);
      expect(titleOf(html)).toBe(`Prodavnica – strana ${number} | Izlog`);
      expect(canonicalOf(html)).toBe(`${server.url}/prodavnica?page=${number}`);
      titles.add(titleOf(html));
    }
    expect(titles.size).toBe(4);

    const english = await page('/shop/phones-and-tablets?page=2&order=3', 1);
    expect(titleOf(english.html)).toMatch(/^.+ – page 2 \| Izlog$/);
    expect(canonicalOf(english.html)).toBe(`${server.url}/shop/phones-and-tablets?page=2`);

    const sorted = await page('/prodavnica/telefoni-i-tableti?sortiraj=3&filteri=Boja:Crna', 0);
    expect(canonicalOf(sorted.html)).toBe(`${server.url}/prodavnica/telefoni-i-tableti`);
    expect(titleOf(sorted.html)).not.toContain('strana');

    const blog = await page('/blog?page=2', 1);
    expect(titleOf(blog.html)).toBe('Blog – page 2 | Izlog');
    expect(canonicalOf(blog.html)).toBe(`${server.url}/blog?page=2`);
  });

  test('the titles follow the shop’s name when the admin changes it', async () => {
    const { token } = (await server.request(`mutation { adminLogin(email: "${DEMO_ADMIN.email}", password: "${DEMO_ADMIN.password}") { token } }`)).data.adminLogin;
    const named = await server.request(`mutation { upsertSetting(field: "site_name", value: "Radnja Mila") { value } }`, {}, { adminToken: token });
    expect(named.errors).toBeUndefined();
    // A page kept before the change may be served once more while it is rebuilt (at most 2 s).
    await expect.poll(async () => titleOf((await page('/brendovi', 0)).html), { timeout: 10_000, interval: 500 }).toBe('Brendovi | Radnja Mila');
    await expect.poll(async () => titleOf((await page('/wishlist', 1)).html), { timeout: 10_000, interval: 500 }).toBe('Wishlist | Radnja Mila');
  });
});
