import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { targetUrl, useBrowser } from '../support/browser';
import { withoutChromium } from '../support/skip';
import { appStarted, visible } from '../support/steps';
import { DESKTOP } from '../support/targets';

/** The demo's Samsung Galaxy A55 at its canonical address in each language, with its price there. */
const PRODUCT = [
  {
    lang: 'sr',
    path: '/proizvod/telefoni-i-tableti/mobilni-telefoni/android-telefoni/1/mobilni-telefon-samsung-galaxy-a55-5g-8-128-gb',
    name: 'Mobilni telefon Samsung Galaxy A55 5G 8/128 GB',
    price: /39\s999,00\sRSD/,
    other: '/product/phones-and-tablets/mobile-phones/android-phones/1/samsung-galaxy-a55-5g-8-128-gb-smartphone',
    shop: 'Prodavnica',
    unknown: '/nepostojeca-stranica',
  },
  {
    lang: 'en',
    path: '/product/phones-and-tablets/mobile-phones/android-phones/1/samsung-galaxy-a55-5g-8-128-gb-smartphone',
    name: 'Samsung Galaxy A55 5G 8/128 GB smartphone',
    price: /341,29\sEUR/,
    other: '/proizvod/telefoni-i-tableti/mobilni-telefoni/android-telefoni/1/mobilni-telefon-samsung-galaxy-a55-5g-8-128-gb',
    shop: 'Shop',
    unknown: '/shop/no-such-category/really',
  },
] as const;

/** A request to the API, POST or an anonymous visitor's persisted GET (/graphql?documentId=…). */
const isGraphQL = (request: Request) => new URL(request.url()).pathname === '/graphql';

const operationOf = (request: Request): string | undefined => {
  if (request.method() === 'GET') return new URL(request.url()).searchParams.get('operationName') ?? undefined;
  try {
    return (JSON.parse(request.postData() ?? '{}') as { operationName?: string }).operationName;
  } catch {
    return undefined;
  }
};

/** The operations whose answers the server embedded in the page (its dehydrated cache). */
async function embeddedOperations(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const state = JSON.parse(document.getElementById('izlog-state')?.textContent ?? '{"queries":{"queries":[]}}') as {
      queries: { queries: Array<{ queryKey: [string, ...unknown[]] }> };
    };
    return state.queries.queries.map((query) => query.queryKey[0]);
  });
}

/** What a page sends after hydration that is no data it shows: the views it counts and the live channel's presence. */
const RECORDS = ['RecordProductView', 'RecordBannerEvent', 'SendLiveMessage'];
const dataAskedFor = (operations: readonly string[]) => operations.filter((operation) => !RECORDS.includes(operation));


describe.skipIf(withoutChromium())('the storefront rendered on the server, in Chromium', () => {
  const browser = useBrowser();

  for (const product of PRODUCT) {
    it(`[${product.lang}] a product's HTML holds its name, price, JSON-LD and hreflang before any script runs`, async () => {
      const { context } = await browser.open('real', DESKTOP, '/robots.txt');
      // No JavaScript at all: what a crawler that does not run scripts reads.
      const noScript = await context.browser()!.newContext({ baseURL: new URL(context.pages()[0]!.url()).origin, javaScriptEnabled: false });
      try {
        const page = await noScript.newPage();
        const response = await page.goto(product.path);
        expect(response!.status()).toBe(200);
        await visible(page.getByRole('heading', { level: 1, name: product.name }));
        expect(await page.locator('.product-price').textContent()).toMatch(product.price);
        expect(await page.locator('html').getAttribute('lang')).toBe(product.lang);
        const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
        const items = ld.map((text) => JSON.parse(text) as { '@type': string; offers?: { price: string; priceCurrency: string; availability: string } });
        const item = items.find((entry) => entry['@type'] === 'Product');
        expect(item?.offers).toMatchObject({ availability: 'https://schema.org/InStock' });
        expect(items.some((entry) => entry['@type'] === 'BreadcrumbList')).toBe(true);
        const origin = new URL(page.url()).origin;
        expect(await page.locator('link[rel="alternate"][hreflang="sr-Latn"]').getAttribute('href')).toBe(origin + (product.lang === 'sr' ? product.path : product.other));
        expect(await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href')).toBe(origin + (product.lang === 'en' ? product.path : product.other));
        expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(origin + product.path);
        expect(await page.title()).toContain(product.name);
        // Links are anchors: without scripts the shopper still browses on.
        await page.getByRole('navigation').getByRole('link', { name: product.shop, exact: true }).first().click();
        await page.waitForURL((url) => url.pathname !== product.path);
        expect(await page.locator('h1').count()).toBeGreaterThan(0);
      } finally {
        await noScript.close();
      }
    });

    it(`[${product.lang}] an unknown path answers 404 with the not-found screen`, async () => {
      const { page } = await browser.open('real', DESKTOP, '/robots.txt');
      const response = await page.goto(product.unknown);
      expect(response!.status()).toBe(404);
      await visible(page.getByRole('heading', { level: 1 }));
      const missing = await page.request.get(product.path.replace('/1/', '/987654/'), { maxRedirects: 0 });
      expect(missing.status()).toBe(404);
    });

    it(`[${product.lang}] hydration fetches nothing, nothing loads from another site, the video plays on request, and a link then stays in the page`, async () => {
      const graphql: string[] = [];
      const elsewhere: string[] = [];
      const shop = new URL(targetUrl('real')).origin;
      const { page, problems } = await browser.open('real', DESKTOP, product.path, {
        prepare: async (page) => {
          page.on('request', (request) => {
            if (isGraphQL(request)) graphql.push(operationOf(request) ?? '?');
            if (new URL(request.url()).origin !== shop) elsewhere.push(request.url());
          });
          // The player itself stays out of the test: only that it is asked for counts.
          await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }));
        },
      });
      await appStarted(page);
      await page.waitForLoadState('networkidle');
      const embedded = await embeddedOperations(page);
      expect(embedded.sort()).toEqual(['GetBanners', 'GetPages', 'GetProduct', 'GetSettings']);
      expect(dataAskedFor(graphql)).toEqual([]);
      expect(elsewhere).toEqual([]);
      expect(problems).toEqual([]);

      // The video: a play button until clicked, then YouTube's privacy-enhanced player.
      await page.getByRole('button', { name: new RegExp(`${product.lang === 'sr' ? 'Pusti video' : 'Play the video'}: `) }).click();
      await visible(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]'));
      expect(elsewhere).toEqual([expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/\w+\?autoplay=1$/)]);

      // A marker on this document survives only a client-side navigation.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.getByRole('navigation').getByRole('link', { name: product.shop, exact: true }).first().click();
      await page.waitForURL((url) => url.pathname !== product.path);
      await visible(page.getByRole('main').getByRole('heading', { level: 1 }));
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      expect(problems).toEqual([]);
    });
  }

  it('home, listings, the blog, a post, a CMS page and the brands hydrate from the server’s cache without an error', async () => {
    const graphql: string[] = [];
    const { page, problems } = await browser.open('real', DESKTOP, '/robots.txt', {
      prepare: (page) => Promise.resolve(page.on('request', (request) => void (isGraphQL(request) && graphql.push(operationOf(request) ?? '?')))),
    });
    for (const path of ['/', '/home', '/prodavnica/telefoni-i-tableti/mobilni-telefoni/android-telefoni', '/kontakt', '/novosti', '/vest/2/kako-izabrati-pravi-frizider-za-vas-dom', '/o-nama', '/brands', '/akcija', '/shop/phones-and-tablets', '/brend/samsung', '/zimska-akcija', '/winter-sale']) {
      graphql.length = 0;
      const response = await page.goto(path);
      expect(response!.status(), path).toBe(200);
      await appStarted(page);
      await page.waitForLoadState('networkidle');
      const embedded = await embeddedOperations(page);
      expect(embedded.length, path).toBeGreaterThan(2);
      expect(dataAskedFor(graphql), path).toEqual([]);
      expect(problems, path).toEqual([]);
    }
  });

  it('a path the same in both languages is served in the language the visitor last browsed, on a reload too', async () => {
    const { page, problems } = await browser.open('real', DESKTOP, '/home');
    await appStarted(page);
    for (const step of ['goto', 'reload'] as const) {
      const response = step === 'goto' ? await page.goto(`${targetUrl('real')}/akcija`) : await page.reload();
      expect(response!.status()).toBe(200);
      expect(await page.getAttribute('html', 'lang'), step).toBe('en');
      await appStarted(page);
      await visible(page.getByRole('link', { name: 'Shop', exact: true }).first());
    }
    expect(problems).toEqual([]);
  });
});
