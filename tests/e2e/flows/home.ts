import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { layoutShiftOf } from '../support/layout-shift';
import { withoutChromium } from '../support/skip';
import { visible } from '../support/steps';
import { DESKTOP, VIEWPORTS, viewportOn } from '../support/targets';

/** Issue 11's target for cumulative layout shift, on phones and desktops. */
const MAX_LAYOUT_SHIFT = 0.02;
const SHOP_LISTING = '/prodavnica/telefoni-i-tableti/mobilni-telefoni/android-telefoni?filteri=Boja:Crna';
const PRODUCT = '/proizvod/telefoni-i-tableti/mobilni-telefoni/android-telefoni/1/mobilni-telefon-samsung-galaxy-a55-5g-8-128-gb';


const SERBIAN_BLOCKS = ['Na akciji', 'Popularne kategorije', 'Izdvajamo iz ponude', 'Zašto kupovati u Izlogu?', 'Brendovi', 'Novosti i saveti', 'Kupujte bez brige'];
const ENGLISH_BLOCKS = ['On sale', 'Popular categories', 'Why shop at Izlog?'];

describe.skipIf(withoutChromium())('home page in Chromium', () => {
  const browser = useBrowser();

  for (const target of ['mock', 'real'] as const) {
    const viewport = viewportOn(target, DESKTOP);
    it(`shows every block of the Serbian home page with pictures and prices, without a console error (${target}, ${viewport.name})`, async () => {
      const { page, problems } = await browser.open(target, viewport, '/');
      const main = page.getByRole('main');
      for (const title of SERBIAN_BLOCKS) await visible(main.getByRole('heading', { name: title, exact: true }));
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('sr');
      // Prices in the spec's format, in dinars; every picture described.
      await visible(main.getByRole('region', { name: 'Na akciji' }).getByText(/\d,\d{2}\u00a0RSD/).first());
      const images = await main.getByRole('img').all();
      expect(images.length).toBeGreaterThan(3);
      for (const image of images) expect(await image.getAttribute('alt')).toBeTruthy();
      // Nothing wider than the screen: a phone never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      // The server's HTML is laid out for this width by CSS: nothing moves when the page hydrates.
      expect(await layoutShiftOf(page)).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
      expect(problems).toEqual([]);
    });

    if (target === 'real') {
      for (const viewport of VIEWPORTS) {
        it(`lays out a shop listing and a product for the screen before they hydrate, nothing moving after (real, ${viewport.name})`, async () => {
          const phone = viewport.name === 'phone';
          const { page, problems } = await browser.open(target, viewport, SHOP_LISTING);
          await visible(page.getByRole('heading', { level: 1, name: 'Android telefoni' }));
          // One markup: on a phone the filters wait behind their button, on a desktop they show without one.
          expect(await page.getByRole('button', { name: 'Prikaži filtere' }).isVisible()).toBe(phone);
          expect(await page.getByRole('group', { name: 'Boja' }).isVisible()).toBe(!phone);
          expect(await page.getByRole('button', { name: 'Meni' }).isVisible()).toBe(phone);
          expect(await layoutShiftOf(page)).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
          // Issue 13: a compact header (at most 112 px on a phone), the logo at most 48 px high.
          const header = (await page.locator('.site-header').boundingBox())!;
          expect(header.height).toBeLessThanOrEqual(phone ? 113 : 130);
          expect((await page.locator('.site-header .logo').boundingBox())!.height).toBeLessThanOrEqual(48);
          await page.goto(PRODUCT);
          await visible(page.getByRole('heading', { level: 1, name: 'Mobilni telefon Samsung Galaxy A55 5G 8/128 GB' }));
          expect(await layoutShiftOf(page)).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
          // The price and the buy button are on the first screen, on a phone too (they stay at its foot while the page scrolls to them).
          for (const part of [page.locator('.product-price'), page.getByRole('button', { name: 'Dodaj u korpu' })]) {
            const box = (await part.boundingBox())!;
            expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
            expect(box.y).toBeGreaterThanOrEqual(0);
          }
          await page.mouse.wheel(0, 600);
          await page.waitForTimeout(200);
          const buy = (await page.getByRole('button', { name: 'Dodaj u korpu' }).boundingBox())!;
          expect(buy.y + buy.height).toBeLessThanOrEqual(viewport.height);
          expect(problems).toEqual([]);
        });
      }
    }

    it(`opens the main menu from the menu button on a phone and links the shop (${target})`, async () => {
      const { page } = await browser.open(target, VIEWPORTS[0]!, '/');
      const menuButton = page.getByRole('button', { name: 'Meni' });
      await visible(menuButton);
      // The menu is in the page, hidden on a phone until the button opens it.
      expect(await page.locator('#main-menu').count()).toBe(1);
      expect(await page.getByRole('navigation', { name: 'Glavni meni' }).isVisible()).toBe(false);
      await menuButton.click();
      const menu = page.getByRole('navigation', { name: 'Glavni meni' });
      expect(await menu.getByRole('link', { name: 'Prodavnica' }).getAttribute('href')).toBe('/prodavnica');
    });

    it(`shows the English home at /home with prices in euros (${target}, desktop)`, async () => {
      const { page } = await browser.open(target, VIEWPORTS[1]!, '/home');
      const main = page.getByRole('main');
      for (const title of ENGLISH_BLOCKS) await visible(main.getByRole('heading', { name: title, exact: true }));
      await visible(main.getByRole('region', { name: 'On sale' }).getByText(/EUR/).first());
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      await visible(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Shop', exact: true }));
      expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    });
  }
});
