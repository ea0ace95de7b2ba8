import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminOrderLines, adminToken } from '../support/admin-api';
import { targetUrl, useBrowser } from '../support/browser';
import { withoutChromium } from '../support/skip';
import { expectChecked, visible } from '../support/steps';
import { DESKTOP, PHONE, type Viewport } from '../support/targets';

/** Issue 27: the demo's running shoes are sold in sizes 38-46, some sold out. */
const TEXTS = {
  sr: {
    listing: '/prodavnica/sport-i-rekreacija/patike/patike-za-trcanje', product: /^Muške patike za trčanje Nike Pegasus 41$/,
    size: /^Veličina: \d+$/, soldOut: /^\d+ \(rasprodato\)$/, param: 'varijanta', add: 'Dodaj u korpu', added: 'Dodato u korpu', keepShopping: 'Nastavi kupovinu',
    cart: 'Korpa: 2', checkout: 'Plaćanje', quantityOf: (name: string) => `Količina: ${name}`, place: 'Poruči', thanks: 'Hvala na porudžbini!', items: 'Stavke',
    fields: { name: 'Ime', lastname: 'Prezime', email: 'E-mail', phone: 'Telefon', address: 'Ulica i broj', city: 'Grad', zip: 'Poštanski broj' },
  },
  en: {
    listing: '/shop/sports-and-recreation/trainers/running-shoes', product: /^Nike Pegasus 41 men's running shoes$/,
    size: /^Size: \d+$/, soldOut: /^\d+ \(sold out\)$/, param: 'variant', add: 'Add to cart', added: 'Added to the cart', keepShopping: 'Continue shopping',
    cart: 'Cart: 2', checkout: 'Checkout', quantityOf: (name: string) => `Quantity: ${name}`, place: 'Place order', thanks: 'Thank you for your order!', items: 'Items',
    fields: { name: 'First name', lastname: 'Last name', email: 'E-mail', phone: 'Phone', address: 'Street and number', city: 'City', zip: 'Postal code' },
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** Chooses the size and puts one pair in the cart; the mini-cart names the size. Returns the product's name. */
async function addSize(page: Page, text: Texts, size: string): Promise<string> {
  const main = page.locator('main');
  await main.getByRole('group', { name: text.size }).getByRole('radio', { name: size, exact: true }).check();
  await page.waitForURL((address) => address.searchParams.has(text.param));
  await expectChecked(main.getByRole('radio', { name: size, exact: true }), true);
  await visible(main.getByRole('group', { name: new RegExp(`: ${size}$`) }));
  const name = (await main.getByRole('heading', { level: 1 }).textContent())!;
  await main.getByRole('button', { name: text.add }).click();
  const drawer = page.getByRole('dialog', { name: text.added });
  await visible(drawer.getByRole('link', { name: `1 × ${name} (${size})` }));
  await drawer.getByRole('button', { name: text.keepShopping }).click();
  return name;
}

describe.skipIf(withoutChromium())('a product sold in sizes, in Chromium (real server)', () => {
  const browser = useBrowser();

  const buyTwoSizes = (lang: keyof typeof TEXTS, viewport: Viewport) =>
    it(`shows the sold-out sizes, puts two sizes in the cart and orders them; the order and the admin name each size (${viewport.name}, ${lang})`, async () => {
      const text = TEXTS[lang];
      const { page, problems } = await browser.open('real', viewport, text.listing);
      await page.getByRole('link', { name: text.product }).first().click();
      const sizes = page.locator('main').getByRole('group', { name: text.size });
      await visible(sizes);
      expect(await sizes.getByRole('radio', { name: text.soldOut }).count()).toBeGreaterThan(0);
      // Sizes in stock other than the one the page opened on, so each choice changes the address.
      const inStock = (
        await sizes.getByRole('radio').evaluateAll((radios) => radios.filter((radio) => !(radio as HTMLInputElement).checked).map((radio) => radio.getAttribute('aria-label')!))
      ).filter((label) => /^\d+$/.test(label));
      expect(inStock.length).toBeGreaterThanOrEqual(2);
      const [first, second] = [inStock[0]!, inStock[1]!];
      const name = await addSize(page, text, first);
      await addSize(page, text, second);

      await page.getByRole('link', { name: text.cart }).click();
      await visible(page.getByRole('heading', { level: 1, name: text.checkout }));
      for (const size of [first, second]) await visible(page.getByLabel(text.quantityOf(`${name} (${size})`)));
      const fields = text.fields;
      await page.getByLabel(fields.name, { exact: true }).fill('Ana');
      await page.getByLabel(fields.lastname).fill('Jović');
      await page.getByLabel(fields.email, { exact: true }).fill('ana.jovic@primer.rs');
      await page.getByLabel(fields.phone, { exact: true }).fill('064 111 2233');
      await page.getByLabel(fields.address).fill('Knez Mihailova 10');
      await page.getByLabel(fields.city, { exact: true }).fill('Beograd');
      await page.getByLabel(fields.zip).fill('11000');
      await page.getByRole('button', { name: text.place }).click();

      await visible(page.getByRole('heading', { level: 1, name: text.thanks }));
      const items = page.getByRole('region', { name: text.items });
      for (const size of [first, second]) await visible(items.getByText(`${name} (${size})`));
      const code = decodeURIComponent(new URL(page.url()).pathname.split('/')[2]!);
      const origin = targetUrl('real');
      const lines = await adminOrderLines(origin, await adminToken(origin), code);
      expect(lines.map((line) => line.variant_name).sort()).toEqual([first, second].sort());
      expect(lines.every((line) => line.code.endsWith(`-EU${line.variant_name}`))).toBe(true);
      expect(problems).toEqual([]);
    });

  buyTwoSizes('sr', DESKTOP);
  buyTwoSizes('en', PHONE);
});
