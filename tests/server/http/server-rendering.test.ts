import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { builtClient, clientBuildDir } from '../../support/built-client';
import { startTestServer, type TestServer } from '../support/test-server';

const PHONE_SR = '/proizvod/telefoni-i-tableti/mobilni-telefoni/android-telefoni/1/mobilni-telefon-samsung-galaxy-a55-5g-8-128-gb';
const PHONE_EN = '/product/phones-and-tablets/mobile-phones/android-phones/1/samsung-galaxy-a55-5g-8-128-gb-smartphone';

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const attribute = (html: string, selector: RegExp) => selector.exec(html)?.[1];

/** The storefront's pages rendered by the real server over the demo shop, from a real build. */
describe('storefront pages rendered on the server', () => {
  let server: TestServer;
  const get = (path: string, headers: Record<string, string> = {}) => fetch(server.url + path, { redirect: 'manual', headers });

  beforeAll(async () => {
    // The server reads the build per request: it may start while the build is made.
    const [, started] = await Promise.all([builtClient(), startTestServer('pglite', {}, { distDir: clientBuildDir() })]);
    server = started;
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  test.each([
    ['an unknown path', '/nepostojeca-stranica'],
    ['an unknown English path', '/shop/no-such-category/at-all/here/and-more'],
    ['an unknown product', '/proizvod/987654/nema'],
    ['a product id that is no number', '/product/abc/def'],
    ['an unknown category', '/prodavnica/nema-takve-kategorije'],
    ['an unknown English category', '/shop/phones-and-tablets/no-such-phones'],
    ['an unknown brand', '/brend/nema-takvog'],
    ['an unknown category of a brand', '/brend/samsung/nema-takve-kategorije'],
    ['an unknown category of a shop page', '/zimska-akcija/nema-takve-kategorije'],
    ['an unknown post', '/vest/987654/nema'],
    ['an inactive page', '/crni-petak-2025'],
  ])('%s answers 404 with the not-found screen', async (_what, path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    const html = await response.text();
    // The screen's own not-found message, not a spinner waiting for the browser.
    expect(html).toMatch(/<main[^>]*><!--\$--><div class="[^"]*not-found/);
    expect(html).toContain('id="izlog-state"');
  });

  test('a product opened by a partial or other-language path moves for good to its canonical path', async () => {
    for (const [path, location] of [
      ['/proizvod/1/x', PHONE_SR],
      ['/proizvod/1/samsung-galaxy-a55-5g-8-128-gb-smartphone?boja=plava', `${PHONE_SR}?boja=plava`],
      ['/product/1/mobilni-telefon-samsung-galaxy-a55-5g-8-128-gb', PHONE_EN],
      // One address per product: its main category's whole path, not a part of it.
      ['/proizvod/android-telefoni/1/mobilni-telefon-samsung-galaxy-a55-5g-8-128-gb', PHONE_SR],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location')).toBe(location);
    }
    expect((await get(PHONE_SR)).status).toBe(200);
  });

  test.each([
    ['the shop', '/prodavnica/telefoni-i-tableti/mobilni-telefoni/android-telefoni?filteri=Boja:Crna'],
    ['an English listing', '/shop/phones-and-tablets'],
    ['home', '/'],
    ['a product’s connected products', PHONE_SR],
  ])('every product link of %s is the product’s canonical address, which answers without a redirect', async (_what, path) => {
    const html = await (await get(path)).text();
    const links = [...new Set([...html.matchAll(/<a[^>]+href="(\/(?:proizvod|product)\/[^"]+)"/g)].map((match) => match[1]!))].filter((link) => link !== path);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const response = await get(link);
      expect(response.status, link).toBe(200);
      expect(attribute(headOf(await response.text()), /<link rel="canonical" href="([^"]+)"/), link).toBe(server.url + link);
    }
  });

  test.each([
    ['a product', PHONE_SR, ['GetPages', 'GetSettings', 'GetProduct', 'GetBanners']],
    ['a listing', '/prodavnica/telefoni-i-tableti/mobilni-telefoni/android-telefoni', ['GetPages', 'GetSettings', 'GetProducts', 'GetShopCategories', 'GetBanners']],
    ['home', '/home', ['GetPages', 'GetSettings', 'GetPage']],
  ])('%s embeds what its first screen shows, no category tree and one language’s pages', async (_what, path, operations) => {
    const html = await (await get(path)).text();
    const state = JSON.parse(/<script type="application\/json" id="izlog-state">(.*?)<\/script>/s.exec(html)![1]!) as {
      lang: number;
      queries: { queries: { queryKey: [string, { lang?: number }?] }[] };
    };
    const keys = state.queries.queries.map((query) => query.queryKey);
    expect(keys.map(([operation]) => operation).sort()).toEqual([...operations].sort());
    expect(keys.find(([operation]) => operation === 'GetPages')?.[1]).toEqual({ lang: state.lang });
  });

  test('a listing narrowed by price in its address is rendered narrowed, with its fields and chip filled', async () => {
    const html = await (await get('/prodavnica/telefoni-i-tableti/mobilni-telefoni/android-telefoni?cena=20000-40000')).text();
    const state = /<script type="application\/json" id="izlog-state">(.*?)<\/script>/s.exec(html)![1]!;
    expect(state).toContain('"price_min":20000,"price_max":40000');
    expect(html).toMatch(/<input[^>]*value="20000"/);
    expect(html).toMatch(/<input[^>]*value="40000"/);
    expect(html).toMatch(/aria-label="Ukloni filter Cena: 20\s000,00 – 40\s000,00\sRSD"/);
  });

  test('a page preloads its largest image and the logo from its head, before its scripts', async () => {
    for (const [path, image] of [
      // A product's drawing comes in AVIF widths, which its <picture> takes first: those are preloaded.
      [PHONE_SR, /mobilni-telefon-samsung-galaxy-a55-5g-8-128-gb-\d+-w320\.avif 320w/],
      ['/', /zimska-akcija-popusti-do-40-\d+-lg\.svg$/],
      ['/prodavnica/telefoni-i-tableti/mobilni-telefoni/android-telefoni', /-lg\.svg$|-w320\.avif 320w/],
    ] as const) {
      const html = await (await get(path)).text();
      const head = headOf(html);
      const preloads = [...head.matchAll(/<link rel="preload" as="image" (?:href="([^"]+)"|imagesrcset="([^"]+)"[^>]*?) fetchpriority="high">/g)].map(
        (match) => match[1] ?? match[2]!,
      );
      expect(preloads, path).toHaveLength(2);
      expect(preloads[0], path).toMatch(image);
      expect(preloads[1], path).toMatch(/logo-\d+\.svg$/);
      expect(head.indexOf('rel="preload"'), path).toBeLessThan(head.indexOf('<script type="module"'));
      // The page draws it at once and first, not lazily: the <img> itself, or the one in the <picture> whose AVIF source it names.
      const body = html.slice(head.length);
      const from = preloads[0]!.includes(' ') ? body.indexOf(`srcSet="${preloads[0]}"`) : body.indexOf(`<img src="${preloads[0]}"`);
      expect(from, path).toBeGreaterThanOrEqual(0);
      const img = body.slice(from).match(/<img [^>]*>/)?.[0];
      expect(img, path).toMatch(/loading="eager".*fetchpriority="high"/i);
    }
  });

  test('a page names the scripts that bring it alive instead of preloading them, so they wait until it has loaded', async () => {
    const head = headOf(await (await get(PHONE_SR)).text());
    expect(head).not.toContain('modulepreload');
    const modules = /<meta name="izlog-modules" content="([^"]+)">/.exec(head)?.[1]?.split(' ') ?? [];
    expect(modules[0]).toMatch(/^\/static\/js\/index-[\w-]+\.js$/);
    expect(modules.some((file) => /\/static\/js\/product-[\w-]+\.js$/.test(file))).toBe(true);
    // The page's only script is boot, which starts them once the page has loaded.
    expect([...head.matchAll(/<script type="module"[^>]*>/g)].map((match) => match[0])).toEqual([expect.stringMatching(/src="\/static\/js\/boot-[\w-]+\.js"/)]);
  });

  test('a category opened by its own slug or a partial path moves for good to its full path, keeping the query', async () => {
    for (const [path, location] of [
      ['/prodavnica/android-telefoni', '/prodavnica/telefoni-i-tableti/mobilni-telefoni/android-telefoni'],
      ['/shop/mobile-phones?sort=price-asc', '/shop/phones-and-tablets/mobile-phones?sort=price-asc'],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location')).toBe(location);
    }
    const listing = await get('/prodavnica/telefoni-i-tableti/mobilni-telefoni/android-telefoni');
    expect(listing.status).toBe(200);
    // The listing's products are in the HTML, not loaded after it.
    expect(await listing.text()).toContain('Mobilni telefon Samsung Galaxy A55 5G 8/128 GB');
  });

  test.each(['/akcija', '/brend/samsung', '/zimska-akcija'])('the listing of %s is in its HTML', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="sr"');
    expect(html).toMatch(/<main[^>]*><!--\$--><div class="shop/);
    expect(html).toMatch(/<article class="product-card/);
  });

  test('a post opened by another slug moves to its own', async () => {
    const response = await get('/vest/2/stari-naslov');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/vest/2/kako-izabrati-pravi-frizider-za-vas-dom');
  });

  test('a path both languages share is rendered in the language its ?lang= names, else the remembered one, each version at its own address', async () => {
    for (const [path, cookie, lang] of [
      ['/akcija?lang=en', '', 'en'],
      ['/akcija?lang=sr', 'izlog_lang=1', 'sr'],
      ['/akcija', 'izlog_lang=1', 'en'],
      ['/akcija', '', 'sr'],
    ] as const) {
      const html = await (await get(path, cookie ? { cookie } : {})).text();
      const head = headOf(html);
      expect(html, `${path} ${cookie}`).toContain(`<html lang="${lang}"`);
      expect(attribute(head, /<link rel="alternate" hreflang="sr-Latn" href="([^"]+)"/)).toBe(`${server.url}/akcija?lang=sr`);
      expect(attribute(head, /<link rel="alternate" hreflang="sr-Cyrl" href="([^"]+)"/)).toBe(`${server.url}/cir/akcija?lang=sr`);
      expect(attribute(head, /<link rel="alternate" hreflang="en" href="([^"]+)"/)).toBe(`${server.url}/akcija?lang=en`);
      expect(attribute(head, /<link rel="canonical" href="([^"]+)"/)).toBe(`${server.url}/akcija?lang=${lang}`);
    }
  });

  test('a listing’s hreflang links keep its selection in the other language’s words and currency', async () => {
    const path = '/prodavnica/telefoni-i-tableti/mobilni-telefoni/android-telefoni?page=2&sortiraj=3&filteri=Boja:Crna&cena=20000-';
    const head = headOf(await (await get(path)).text());
    expect(attribute(head, /<link rel="alternate" hreflang="en" href="([^"]+)"/)).toBe(
      `${server.url}/shop/phones-and-tablets/mobile-phones/android-phones?page=2&amp;order=3&amp;filters=Colour:Black&amp;price=170-`,
    );
    expect(attribute(head, /<link rel="alternate" hreflang="sr-Latn" href="([^"]+)"/)).toBe(`${server.url}${path.replace(/&/g, '&amp;')}`);
  });

  test('a product page carries its head in its language: title, description, canonical, hreflang, Open Graph and JSON-LD', async () => {
    for (const [path, lang, other, name, currency] of [
      [PHONE_SR, 'sr', PHONE_EN, 'Mobilni telefon Samsung Galaxy A55 5G 8/128 GB', 'RSD'],
      [PHONE_EN, 'en', PHONE_SR, 'Samsung Galaxy A55 5G 8/128 GB smartphone', 'EUR'],
    ] as const) {
      const response = await get(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      const head = headOf(html);
      expect(html).toContain(`<html lang="${lang}"`);
      expect(attribute(head, /<title>([^<]*)<\/title>/)).toBe(`${name} | Izlog`);
      expect(head.match(/<title>/g)).toHaveLength(1);
      expect(attribute(head, /<meta name="description" content="([^"]+)"/)).toBeTruthy();
      expect(attribute(head, /<link rel="canonical" href="([^"]+)"/)).toBe(server.url + path);
      expect(attribute(head, new RegExp(`<link rel="alternate" hreflang="${lang === 'sr' ? 'en' : 'sr-Latn'}" href="([^"]+)"`))).toBe(server.url + other);
      expect(attribute(head, /<link rel="alternate" hreflang="x-default" href="([^"]+)"/)).toBe(server.url + PHONE_SR);
      expect(attribute(head, /<meta property="og:type" content="([^"]+)"/)).toBe('product');
      expect(attribute(head, /<meta property="og:image" content="([^"]+)"/)).toMatch(/^http:\/\/.+-lg\.svg$/);
      expect(attribute(head, /<meta name="twitter:card" content="([^"]+)"/)).toBe('summary_large_image');
      const ld = [...head.matchAll(/<script type="application\/ld\+json" data-head>(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
      const product = ld.find((item) => item['@type'] === 'Product');
      expect(product).toMatchObject({ name, offers: { '@type': 'Offer', priceCurrency: currency, availability: 'https://schema.org/InStock' } });
      expect(Number(product.offers.price)).toBeGreaterThan(0);
      const crumbs = ld.find((item) => item['@type'] === 'BreadcrumbList');
      expect(crumbs.itemListElement.at(-1)).toMatchObject({ name, item: server.url + path });
      // The body is the product page itself, not a spinner.
      expect(html).toMatch(new RegExp(`<h1[^>]*>${name.replace(/[/]/g, '\\/')}</h1>`));
    }
  });

  test('home states the shop and its search; settings give the SEO defaults', async () => {
    const html = await (await get('/home')).text();
    const head = headOf(html);
    expect(html).toContain('<html lang="en"');
    const ld = [...head.matchAll(/<script type="application\/ld\+json" data-head>(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
    expect(ld.map((item) => item['@type'])).toEqual(['Organization', 'WebSite']);
    expect(ld[1].potentialAction.target.urlTemplate).toBe(`${server.url}/search?q={search_term_string}`);
    expect(attribute(head, /<meta name="keywords" content="([^"]+)"/)).toBeTruthy();
  });

  test("every page's header and the home's structured data carry the shop's logo and name; the head links the manifest and favicon", async () => {
    const html = await (await get('/')).text();
    const head = headOf(html);
    // The demo's drawn logo, 480 × 160: drawn 144 × 48 in the header's box, its space kept before it loads.
    const logo = /<a[^>]* class="logo"[^>]*><img src="([^"]+)" alt="Izlog" width="144" height="48"/.exec(html.slice(head.length))?.[1];
    expect(logo).toMatch(/^\/storage\/.+logo-\d+\.svg$/);
    const ld = [...head.matchAll(/<script type="application\/ld\+json" data-head>(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
    expect(ld[0]).toMatchObject({ '@type': 'Organization', name: 'Izlog', logo: `${server.url}${logo}` });
    expect(ld[1]).toMatchObject({ '@type': 'WebSite', name: 'Izlog' });
    expect(head).toContain('<link rel="icon" href="/favicon.ico"');
    expect(head).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    const manifest = (await (await get('/manifest.webmanifest')).json()) as { name: string; icons: { src: string }[] };
    expect(manifest).toMatchObject({ name: 'Izlog', icons: [{ src: '/favicon.svg' }] });
    const favicon = await get('/favicon.ico');
    expect([favicon.status, favicon.headers.get('location')]).toEqual([302, '/favicon.svg']);
    expect((await (await get('/favicon.svg')).text()).startsWith('<svg')).toBe(true);
  });

  test('concurrent requests in both languages never see each other’s language', async () => {
    const paths = Array.from({ length: 12 }, (_, index) => (index % 2 === 0 ? PHONE_SR : PHONE_EN));
    const pages = await Promise.all(paths.map(async (path) => (await get(path)).text()));
    pages.forEach((html, index) => {
      const sr = paths[index] === PHONE_SR;
      expect(html).toContain(sr ? '<html lang="sr"' : '<html lang="en"');
      expect(html).toContain(sr ? 'Mobilni telefon Samsung Galaxy A55' : 'Samsung Galaxy A55 5G 8/128 GB smartphone');
      expect(html).not.toContain(sr ? 'smartphone | Izlog' : 'Mobilni telefon Samsung Galaxy A55 5G 8/128 GB | Izlog');
    });
  });

  test('the administrator’s area stays an app rendered in the browser, and the renderer’s code is not served', async () => {
    const html = await (await get('/cms/products')).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('izlog-state');
    expect((await get('/server/entry-server.js')).status).toBe(404);
  });
});
