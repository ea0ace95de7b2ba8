import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../../fixtures/users/accounts';
import { useBrowser } from '../support/browser';
import { layoutShiftOf } from '../support/layout-shift';
import { withoutChromium } from '../support/skip';
import { appStarted, visible } from '../support/steps';
import { LANGUAGE_AT_WIDTH } from '../support/targets';

/** Issue 11's target for cumulative layout shift. */
const MAX_LAYOUT_SHIFT = 0.02;
const PRODUCT = '/proizvod/telefoni-i-tableti/mobilni-telefoni/android-telefoni/1/mobilni-telefon-samsung-galaxy-a55-5g-8-128-gb';
const PRODUCT_NAME = 'Mobilni telefon Samsung Galaxy A55 5G 8/128 GB';

/** Every kind of storefront route in each language; the blog post is the blog's first. */
const ROUTES = {
  sr: {
    blog: '/novosti',
    post: /^\/vest\//,
    paths: [
      '/',
      '/prodavnica/telefoni-i-tableti/mobilni-telefoni',
      '/brend/samsung',
      '/akcija?lang=sr',
      '/novo?lang=sr',
      PRODUCT,
      '/o-nama',
      '/zimska-akcija',
      '/pretraga?q=samsung',
      '/placanje',
      '/lista-zelja',
      '/korisnik',
    ],
    cart: 'Korpa: 1',
    wishlist: 'Lista želja: 1',
  },
  en: {
    blog: '/blog',
    post: /^\/post\//,
    paths: [
      '/home',
      '/shop/phones-and-tablets/mobile-phones',
      '/brand/samsung',
      '/akcija?lang=en',
      '/popularno?lang=en',
      '/product/phones-and-tablets/mobile-phones/android-phones/1/samsung-galaxy-a55-5g-8-128-gb-smartphone',
      '/about-us',
      '/winter-sale',
      '/search?q=samsung',
      '/checkout',
      '/wishlist',
      '/user',
    ],
    cart: 'Cart: 1',
    wishlist: 'Wishlist: 1',
  },
} as const;

/** A product in the cart and the wishlist (and so recently viewed), signed in: a returning shopper. */
async function becomeReturningShopper(page: Page): Promise<void> {
  const main = page.locator('main');
  await visible(main.getByRole('heading', { level: 1, name: PRODUCT_NAME }));
  await appStarted(page);
  await main.getByRole('button', { name: 'Dodaj u korpu' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Dodato u korpu' });
  await drawer.getByRole('button', { name: 'Nastavi kupovinu' }).click();
  await main.getByRole('button', { name: `Sačuvaj na listi želja: ${PRODUCT_NAME}` }).first().click();
  await visible(page.getByRole('link', { name: 'Lista želja: 1' }));
  await page.getByRole('link', { name: 'Prijava' }).click();
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(DEMO_USER.email);
  await page.getByLabel(/^Lozinka/).fill(DEMO_USER.password);
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  await visible(page.getByText('Zdravo, Marko!'));
}

describe.skipIf(withoutChromium())('a returning shopper’s pages hydrate as the server drew them, in Chromium', () => {
  const browser = useBrowser();

  // Only the real server renders pages before the scripts run, so only there is there anything to hydrate.
  // One test per language: each visits 13 pages, which beside a busy suite took longer than a test may.
  // Both languages have the same kinds of page, so each kind is seen at both widths.
  for (const { lang, viewport } of LANGUAGE_AT_WIDTH) {
    const routes = ROUTES[lang];
    it(`with a cart, a wishlist and a session, every kind of route logs no error and shows the counts (real, ${viewport.name}, ${lang})`, async () => {
      const { page, problems } = await browser.open('real', viewport, PRODUCT);
      await becomeReturningShopper(page);
      expect(problems).toEqual([]);

      await page.goto(routes.blog);
      await appStarted(page);
      const post = await page
        .locator('main a[href]')
        .evaluateAll((links, pattern) => links.map((link) => link.getAttribute('href')!).find((href) => new RegExp(pattern).test(href)), routes.post.source);
      expect(post, `${lang}: a blog post`).toBeDefined();

      for (const path of [...routes.paths, post!]) {
        await page.goto(path);
        await appStarted(page);
        expect(await page.evaluate(() => document.documentElement.lang), path).toBe(lang);
        // The personal counts, and the screens the browser draws from them (checkout, wishlist,
        // account), follow hydration without moving the page.
        await visible(page.getByRole('link', { name: routes.cart }));
        await visible(page.getByRole('link', { name: routes.wishlist }));
        expect(await layoutShiftOf(page), path).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
        expect(problems, path).toEqual([]);
      }
      // Thirteen pages beside a busy suite on two cores: what the page shows is checked here, its speed by the benchmarks.
    }, 180_000);
  }
});
