import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { withoutChromium } from '../support/skip';
import { appStarted, expectText, visible } from '../support/steps';
import { DESKTOP, VIEWPORTS } from '../support/targets';

const A55 = '/proizvod/telefoni-i-tableti/mobilni-telefoni/android-telefoni/1/mobilni-telefon-samsung-galaxy-a55-5g-8-128-gb';
const A55_NAME = 'Mobilni telefon Samsung Galaxy A55 5G 8/128 GB';
const LISTING = '/prodavnica/telefoni-i-tableti/mobilni-telefoni/android-telefoni';

/** Issue 13's shopping comforts, as a shopper uses them in Chromium on the real server. */
describe.skipIf(withoutChromium())('shopping comforts, in Chromium', () => {
  const browser = useBrowser();

  for (const viewport of VIEWPORTS) {
    it(`opens the product's pictures full screen with zoom, and Escape closes them (real, ${viewport.name})`, async () => {
      const { page, problems } = await browser.open('real', viewport, A55);
      await appStarted(page);
      await page.getByRole('button', { name: `Uvećaj sliku: ${A55_NAME}` }).click();
      const lightbox = page.getByRole('dialog', { name: 'Slike proizvoda' });
      await visible(lightbox);
      await visible(lightbox.getByRole('button', { name: 'Uvećaj' }));
      await lightbox.getByRole('button', { name: 'Uvećaj' }).click();
      await visible(lightbox.getByRole('button', { name: 'Sledeća slika' }));
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('.yarl__root'));
      expect(problems).toEqual([]);
    });
  }

  it('shows the chosen filters as chips and clears them all (real, desktop)', async () => {
    const { page, problems } = await browser.open('real', DESKTOP, `${LISTING}?filteri=Boja:Crna`);
    await appStarted(page);
    const chips = page.getByRole('navigation', { name: 'Izabrani filteri' });
    await visible(chips.getByRole('link', { name: 'Ukloni filter Boja: Crna' }));
    await chips.getByRole('link', { name: 'Očisti sve' }).click();
    await page.waitForURL((url) => url.search === '');
    expect(await chips.count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('narrows the shop listing by a typed price range, shows it as a chip, and the chip restores the list (real, desktop)', async () => {
    const { page, problems } = await browser.open('real', DESKTOP, LISTING);
    await appStarted(page);
    const count = page.locator('.shop-count');
    const before = await count.textContent();
    const price = page.getByRole('group', { name: 'Cena (RSD)' });
    await price.getByRole('textbox', { name: 'Od' }).fill('20000');
    await price.getByRole('textbox', { name: 'Do' }).fill('40000');
    await price.getByRole('textbox', { name: 'Do' }).press('Enter');
    await page.waitForURL((url) => url.search === '?cena=20000-40000');
    await expectText(count, (text) => text !== before);
    const shown = await page.locator('.shop-grid .product-card').evaluateAll((cards) =>
      cards.map((card) => Number(((card.querySelector('.price-new') ?? card.querySelector('.price'))?.textContent ?? '').replace(/[^\d,]/g, '').replace(',', '.'))),
    );
    expect(shown.length).toBeGreaterThan(0);
    for (const amount of shown) expect(amount >= 20000 && amount <= 40000, String(amount)).toBe(true);
    const chips = page.getByRole('navigation', { name: 'Izabrani filteri' });
    await chips.getByRole('link', { name: /^Ukloni filter Cena: 20\s000,00 – 40\s000,00\sRSD$/ }).click();
    await page.waitForURL((url) => url.search === '');
    await expectText(count, (text) => text === before);
    expect(problems).toEqual([]);
  });

  it('lists the products opened before under "recently viewed" (real, desktop)', async () => {
    const { page, problems } = await browser.open('real', DESKTOP, A55);
    await appStarted(page);
    await page.goto(new URL('/proizvod/2/x', page.url()).href);
    await appStarted(page);
    const recent = page.getByRole('region', { name: 'Nedavno ste pogledali' });
    await visible(recent.getByRole('heading', { name: A55_NAME }));
    expect(problems).toEqual([]);
  });

  it('offers the newsletter in the footer once it comes near the screen, not on the contact page (real, phone)', async () => {
    const { page, problems } = await browser.open('real', VIEWPORTS[0]!, '/');
    await appStarted(page);
    const footer = page.getByRole('contentinfo');
    expect(await footer.getByRole('textbox', { name: /E-mail adresa za bilten/ }).count()).toBe(0);
    await footer.scrollIntoViewIfNeeded();
    await visible(footer.getByRole('textbox', { name: /E-mail adresa za bilten/ }));
    await page.goto(new URL('/kontakt', page.url()).href);
    await appStarted(page);
    await visible(page.getByRole('main').getByRole('textbox', { name: /E-mail adresa za bilten/ }));
    await footer.scrollIntoViewIfNeeded();
    expect(await footer.getByRole('textbox', { name: /E-mail adresa za bilten/ }).count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
