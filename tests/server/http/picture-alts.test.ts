/**
 * Each language's own words on its pictures (issue 24, item 2), in the pages the real server renders
 * over the demo shop: a banner's picture and a product's pictures say what they show in the page's
 * language, never the other language's text.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildDemoShop, DEMO_TODAY } from '../../../fixtures';
import { builtClient, clientBuildDir } from '../../support/built-client';
import { serverBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';

const PHONE = {
  sr: '/proizvod/telefoni-i-tableti/mobilni-telefoni/android-telefoni/1/mobilni-telefon-samsung-galaxy-a55-5g-8-128-gb',
  en: '/product/phones-and-tablets/mobile-phones/android-phones/1/samsung-galaxy-a55-5g-8-128-gb-smartphone',
};
/** A banner of the home page's banner row with one picture, the Serbian one, for both languages. */
const BEST_SELLERS = ['Najprodavaniji proizvodi meseca', 'Best sellers of the month'] as const;

const demo = buildDemoShop(DEMO_TODAY);
const phoneNames = demo.products.find((product) => product.id === 1)!.names;

/** The alt texts of the images in the page's <main>, decoded. */
const altsInMain = (html: string): string[] => {
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  return [...main.matchAll(/<img [^>]*alt="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'"));
};

describe.each(await serverBackends())('pictures described in the page’s language on %s', (backend) => {
  let server: TestServer;
  const page = async (path: string) => {
    const response = await fetch(server.url + path);
    expect(response.status, path).toBe(200);
    return response.text();
  };

  beforeAll(async () => {
    const [, started] = await Promise.all([builtClient(), startTestServer(backend, {}, { distDir: clientBuildDir() })]);
    server = started;
  }, 240_000);
  afterAll(async () => server?.close());

  test('a banner’s picture says its words in Serbian on the Serbian home page and in English on the English one', async () => {
    const serbian = altsInMain(await page('/'));
    expect(serbian).toContain(BEST_SELLERS[0]);
    expect(serbian).not.toContain(BEST_SELLERS[1]);
    const english = altsInMain(await page('/home'));
    expect(english).toContain(BEST_SELLERS[1]);
    expect(english).not.toContain(BEST_SELLERS[0]);
  });

  test('a product’s pictures are described from its name in the page’s language', async () => {
    const serbian = altsInMain(await page(PHONE.sr));
    expect(serbian).toContain(phoneNames[0]);
    expect(serbian).toContain(`${phoneNames[0]} – slika 2`);
    expect(serbian.filter((alt) => alt.includes(phoneNames[1]))).toEqual([]);

    const english = altsInMain(await page(PHONE.en));
    expect(english).toContain(phoneNames[1]);
    expect(english).toContain(`${phoneNames[1]} – picture 2`);
    // No Serbian words: neither the Serbian name nor a file's Serbian alt ("…, pogled sa strane").
    expect(english.filter((alt) => alt.includes(phoneNames[0]) || / pogled |detalj|pakovanju/.test(alt))).toEqual([]);
  });
});
