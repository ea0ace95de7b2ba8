import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { withoutChromium } from '../support/skip';
import { expectChecked, expectText, openMenuLink, visible } from '../support/steps';
import { DESKTOP, PHONE, type Viewport } from '../support/targets';

/** What a shopper reads in each language on the way through the shop. */
const TEXTS = {
  sr: {
    home: '/', menuButton: 'Meni', menu: 'Glavni meni', shop: 'Prodavnica', categories: 'Kategorije', category: 'Telefoni i tableti',
    showFilters: 'Prikaži filtere', filterGroup: 'Boja', filterValue: /^Crna \(\d+\)$/, filterParam: 'filteri=Boja:Crna', count: /^Proizvoda: \d+$/,
  },
  en: {
    home: '/home', menuButton: 'Menu', menu: 'Main menu', shop: 'Shop', categories: 'Categories', category: 'Phones and tablets',
    showFilters: 'Show filters', filterGroup: 'Colour', filterValue: /^Black \(\d+\)$/, filterParam: 'filters=Colour:Black', count: /^Products: \d+$/,
  },
} as const;

describe.skipIf(withoutChromium())('browsing the shop, in Chromium', () => {
  const browser = useBrowser();

  const browse = (target: 'mock' | 'real', viewport: Viewport, lang: keyof typeof TEXTS) =>
    it(`goes from the menu to a category, ticks a filter into the address, and Back undoes it (${target}, ${viewport.name}, ${lang})`, async () => {
      const text = TEXTS[lang];
      const { page } = await browser.open(target, viewport, text.home);
      await openMenuLink(page, viewport, text.menuButton, text.menu, text.shop);
      await visible(page.getByRole('heading', { level: 1, name: text.shop }));
      // On a phone the category tree and the filters sit behind one button.
      const showPanel = async () => {
        const toggle = page.getByRole('button', { name: text.showFilters });
        if (viewport.name === 'phone' && (await toggle.isVisible())) await toggle.click();
      };
      await showPanel();
      await page
        .getByRole('navigation', { name: text.categories })
        .getByRole('link', { name: new RegExp(`^${text.category} \\(\\d+\\)$`) })
        .click();
      await visible(page.getByRole('heading', { level: 1, name: text.category }));
      const categoryUrl = page.url();
      const count = page.getByText(text.count);
      const allProducts = await count.textContent();

      await showPanel();
      const filter = page.getByRole('group', { name: text.filterGroup }).getByRole('checkbox', { name: text.filterValue });
      // The box is ticked once the address says so: click, not check(), which wants the state at once.
      await filter.click();
      await page.waitForURL((url) => url.search.includes(text.filterParam));
      await showPanel();
      await expectChecked(filter, true);
      await expectText(count, (shown) => shown !== allProducts);
      expect(await page.getByRole('article').count()).toBeGreaterThan(0);

      await page.goBack();
      await page.waitForURL(categoryUrl);
      await expectText(count, (shown) => shown === allProducts);
      await showPanel();
      await expectChecked(filter, false);
    });

  // Each target at both widths, each width in both languages.
  browse('mock', PHONE, 'sr');
  browse('mock', DESKTOP, 'en');
  browse('real', PHONE, 'en');
  browse('real', DESKTOP, 'sr');

  /** Listings whose category path (and brand) the language switch must say in the other language. */
  const SWITCHES = [
    { sr: ['/prodavnica/telefoni-i-tableti/tableti', 'Tableti'], en: ['/shop/phones-and-tablets/tablets', 'Tablets'] },
    { sr: ['/brend/samsung/bela-tehnika', 'Bela tehnika'], en: ['/brand/samsung/large-appliances', 'Large appliances'] },
    { sr: ['/zimska-akcija/bela-tehnika', 'Bela tehnika'], en: ['/winter-sale/large-appliances', 'Large appliances'] },
  ] as const;

  it('switches a category listing between the languages, every segment translated (real, desktop)', async () => {
    const { page } = await browser.open('real', DESKTOP, SWITCHES[0].sr[0]);
    const switchTo = async (label: 'EN' | 'RS', [path, heading]: readonly [string, string]) => {
      const link = page.getByRole('link', { name: label, exact: true });
      await page.waitForFunction(
        ([name, href]) => [...document.querySelectorAll('a')].some((a) => a.textContent === name && a.getAttribute('href') === href),
        [label, path] as const,
      );
      await link.click();
      await visible(page.getByRole('heading', { level: 1, name: heading }));
      expect(new URL(page.url()).pathname).toBe(path);
    };
    for (const { sr, en } of SWITCHES) {
      await page.goto(new URL(sr[0], page.url()).href);
      await visible(page.getByRole('heading', { level: 1, name: sr[1] }));
      await switchTo('EN', en);
      await switchTo('RS', sr);
    }
  });

  it('suggests products as the shopper types in the header, Cyrillic too, and opens the one chosen (real, desktop)', async () => {
    const { page, problems } = await browser.open('real', DESKTOP, '/');
    await page.getByRole('searchbox', { name: 'Pretraži prodavnicu' }).click();
    const field = page.getByRole('combobox', { name: 'Pretraži prodavnicu' });
    await visible(field);
    await field.pressSequentially('самсунг');
    const list = page.getByRole('listbox', { name: 'Predlozi pretrage' });
    const first = list.getByRole('option').first();
    await visible(first);
    expect(await first.textContent()).toMatch(/Samsung/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/proizvod\//);
    await visible(page.getByRole('heading', { level: 1, name: /Samsung/ }));
    expect(problems).toEqual([]);
  });
});
