import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { withoutChromium } from '../support/skip';
import { visible } from '../support/steps';
import { PHONE as PHONE_SCREEN, STEP_TIMEOUT_MS, viewportOn, type Viewport } from '../support/targets';

const ANDROID_PHONES = '/prodavnica/telefoni-i-tableti/mobilni-telefoni/android-telefoni';
/** 51 999 RSD, no discount, in stock: two of them are over the free-delivery threshold. */
const PHONE = 'Mobilni telefon Samsung Galaxy A55 5G 8/256 GB';
const TWO_PHONES_TOTAL = '103 998,00 RSD';

describe.skipIf(withoutChromium())('buying a product, in Chromium', () => {
  const browser = useBrowser();

  const buy = (target: 'mock' | 'real', viewport: Viewport) =>
    it(`adds a product to the cart and the wishlist, orders it, and finds the order by its code and e-mail (${target}, ${viewport.name})`, async () => {
      const { page } = await browser.open(target, viewport, ANDROID_PHONES);

      // The product page from the listing.
      await page.getByRole('link', { name: PHONE }).first().click();
      const buyBox = page.locator('main');
      await visible(buyBox.getByRole('heading', { level: 1, name: PHONE }));
      await buyBox.getByLabel('Količina').first().selectOption('2');
      await buyBox.getByRole('button', { name: 'Dodaj u korpu' }).first().click();
      // The mini-cart opens with what the cart holds; the shopper goes on shopping.
      const drawer = page.getByRole('dialog', { name: 'Dodato u korpu' });
      await visible(drawer.getByRole('link', { name: `2 × ${PHONE}` }));
      await visible(drawer.getByText(/Ukupno\s+\d/));
      await visible(page.getByRole('link', { name: 'Korpa: 2' }));
      await drawer.getByRole('button', { name: 'Nastavi kupovinu' }).click();
      expect(await drawer.count()).toBe(0);

      const heart = buyBox.getByRole('button', { name: `Sačuvaj na listi želja: ${PHONE}` }).first();
      expect(await heart.getAttribute('aria-pressed')).toBe('false');
      await heart.click();
      await visible(page.getByText('Dodato na listu želja'));
      expect(await heart.getAttribute('aria-pressed')).toBe('true');
      expect(await page.evaluate(() => localStorage.getItem('wishlist'))).toMatch(/^\["\d+"\]$/);

      // Checkout: the required fields first, then the order.
      await page.getByRole('link', { name: 'Korpa: 2' }).click();
      await visible(page.getByRole('heading', { level: 1, name: 'Plaćanje' }));
      await visible(page.getByRole('region', { name: 'Vaša korpa' }).getByRole('link', { name: PHONE }));
      const place = page.getByRole('button', { name: 'Poruči' });
      await expectEnabled(place);
      await place.click();
      await visible(page.getByText('Proverite označena polja.'));
      expect(await page.getByText('Ovo polje je obavezno.').count()).toBeGreaterThanOrEqual(6);
      expect(await page.getByLabel('Ime', { exact: true }).getAttribute('aria-invalid')).toBe('true');

      await page.getByLabel('Ime', { exact: true }).fill('Ana');
      await page.getByLabel('Prezime').fill('Jović');
      await page.getByLabel('E-mail', { exact: true }).fill('ana.jovic@primer.rs');
      await page.getByLabel('Telefon', { exact: true }).fill('064 111 2233');
      await page.getByLabel('Ulica i broj').fill('Knez Mihailova 10');
      await page.getByLabel('Grad', { exact: true }).fill('Beograd');
      await page.getByLabel('Poštanski broj').fill('11000');
      await place.click();

      await visible(page.getByRole('heading', { level: 1, name: 'Hvala na porudžbini!' }));
      await page.waitForURL(/\/porudzbina\/[^/]+\/hvala$/);
      const code = decodeURIComponent(new URL(page.url()).pathname.split('/')[2]!);
      await visible(page.getByText('U obradi').first());
      await visible(page.getByText(TWO_PHONES_TOTAL).first());
      await visible(page.getByRole('link', { name: 'Korpa: 0' }));

      // Later: the order status page, by the code from the confirmation and the e-mail it went to.
      await page.getByRole('link', { name: 'Pogledajte drugu porudžbinu' }).click();
      await visible(page.getByRole('heading', { level: 1, name: 'Status porudžbine' }));
      await page.getByLabel('Kod porudžbine').fill(code);
      await page.getByLabel('E-mail adresa', { exact: true }).fill('neko.drugi@primer.rs');
      await page.getByRole('button', { name: 'Prikaži porudžbinu' }).click();
      await visible(page.getByText('Ne postoji porudžbina sa ovim kodom i e-mail adresom. Proverite ih i pokušajte ponovo.'));
      await page.getByLabel('E-mail adresa', { exact: true }).fill('Ana.Jovic@primer.rs');
      await page.getByRole('button', { name: 'Prikaži porudžbinu' }).click();
      await visible(page.getByRole('heading', { level: 1, name: `Porudžbina ${code}` }));
      expect(new URL(page.url()).search).toBe('');
      await visible(page.getByRole('region', { name: 'Stavke' }).getByText(PHONE));
      expect(await page.getByRole('heading', { name: 'Hvala na porudžbini!' }).count()).toBe(0);
    });

  for (const target of ['mock', 'real'] as const) buy(target, viewportOn(target, PHONE_SCREEN));
});

async function expectEnabled(button: import('playwright-core').Locator) {
  for (const started = Date.now(); Date.now() - started < STEP_TIMEOUT_MS; await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (await button.isEnabled()) return;
  }
  throw new Error('The button stayed disabled');
}
