import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { withoutChromium } from '../support/skip';
import { visible } from '../support/steps';
import { VIEWPORTS } from '../support/targets';

const SERBIAN_BLOCKS = ['Na akciji', 'Popularne kategorije', 'Izdvajamo iz ponude', 'Zašto kupovati u Izlogu?', 'Brendovi', 'Novosti i saveti', 'Kupujte bez brige'];
const ENGLISH_BLOCKS = ['On sale', 'Popular categories', 'Why shop at Izlog?'];

describe.skipIf(withoutChromium())('home page in Chromium', () => {
  const browser = useBrowser();

  for (const target of ['mock', 'real'] as const) {
    for (const viewport of VIEWPORTS) {
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
        await page.waitForLoadState('networkidle');
        expect(problems).toEqual([]);
      });
    }

    it(`opens the main menu from the menu button on a phone and links the shop (${target})`, async () => {
      const { page } = await browser.open(target, VIEWPORTS[0]!, '/');
      const menuButton = page.getByRole('button', { name: 'Meni' });
      await visible(menuButton);
      expect(await page.getByRole('navigation', { name: 'Glavni meni' }).count()).toBe(0);
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
    });
  }
});
