import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminOrder, adminToken } from '../support/admin-api';
import { logInAsAdmin } from '../support/admin-login';
import { targetUrl, useBrowser } from '../support/browser';
import { mailTo } from '../support/outbox';
import { fillCheckout } from '../support/checkout-form';
import { withoutChromium } from '../support/skip';
import { expectChecked, visible } from '../support/steps';
import { DESKTOP, PHONE, type Viewport } from '../support/targets';

/** Issue 27: the demo's Nike Air Force 1 '07 is sold in sizes 38-46 and three colours, some sold out. */
const TEXTS = {
  sr: {
    listing: '/prodavnica/sport-i-rekreacija/patike/patike-za-slobodno-vreme', product: /^Muške patike Nike Air Force 1 '07$/,
    size: /^Veličina: \d+$/, colour: /^Boja: /, colours: ['Bela', 'Crna', 'Crvena'], soldOut: /^\d+ \(rasprodato\)$/, param: 'varijanta',
    add: 'Dodaj u korpu', added: 'Dodato u korpu', keepShopping: 'Nastavi kupovinu',
    cart: 'Korpa: 2', checkout: 'Plaćanje', quantityOf: (name: string) => `Količina: ${name}`, place: 'Poruči', thanks: 'Hvala na porudžbini!', items: 'Stavke',
    fields: { name: 'Ime', lastname: 'Prezime', email: 'E-mail', phone: 'Telefon', address: 'Ulica i broj', city: 'Grad', zip: 'Poštanski broj' },
  },
  en: {
    listing: '/shop/sports-and-recreation/trainers/lifestyle-trainers', product: /^Nike Air Force 1 '07 men's trainers$/,
    size: /^Size: \d+$/, colour: /^Colour: /, colours: ['White', 'Black', 'Red'], soldOut: /^\d+ \(sold out\)$/, param: 'variant',
    add: 'Add to cart', added: 'Added to the cart', keepShopping: 'Continue shopping',
    cart: 'Cart: 2', checkout: 'Checkout', quantityOf: (name: string) => `Quantity: ${name}`, place: 'Place order', thanks: 'Thank you for your order!', items: 'Items',
    fields: { name: 'First name', lastname: 'Last name', email: 'E-mail', phone: 'Phone', address: 'Street and number', city: 'City', zip: 'Postal code' },
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** Checks a value's radio in an option's group; its name may say it is sold out beside the other choices. */
async function chooseValue(page: Page, group: Locator, value: string) {
  const radio = group.getByRole('radio', { name: new RegExp(`^${value}( \\(.+\\))?$`) });
  if (!(await radio.isChecked())) {
    const before = page.url();
    await radio.check();
    // The address names the variant chosen.
    await page.waitForURL((address) => address.toString() !== before);
  }
  await visible(page.locator('main').getByRole('group', { name: new RegExp(`: ${value}$`) }));
}

/** The sizes in stock of the chosen colour, as their radios name them. */
const sizesInStock = (sizes: Locator) => sizes.getByRole('radio').evaluateAll((radios) => radios.map((radio) => radio.getAttribute('aria-label')!).filter((label) => /^\d+$/.test(label)));

/** Puts one pair of the chosen size and colour in the cart; the mini-cart names them. */
async function addToCart(page: Page, text: Texts, name: string, variant: string) {
  const main = page.locator('main');
  await expectChecked(main.getByRole('radio', { name: variant.split(' / ')[0]!, exact: true }), true);
  await main.getByRole('button', { name: text.add }).click();
  const drawer = page.getByRole('dialog', { name: text.added });
  await visible(drawer.getByRole('link', { name: `1 × ${name} (${variant})` }));
  await drawer.getByRole('button', { name: text.keepShopping }).click();
}

describe.skipIf(withoutChromium())('a product sold in sizes and colours, in Chromium (real server)', () => {
  const browser = useBrowser();

  const buyTwoVariants = (lang: keyof typeof TEXTS, viewport: Viewport) =>
    it(`chooses a colour (its picture follows) and a size, sees the sold-out sizes, orders two variants; the order, its e-mail and the admin's order name each (${viewport.name}, ${lang})`, async () => {
      const text = TEXTS[lang];
      const { page, problems } = await browser.open('real', viewport, text.listing);
      await page.getByRole('link', { name: text.product }).first().click();
      const main = page.locator('main');
      const colours = main.getByRole('group', { name: text.colour });
      const sizes = main.getByRole('group', { name: text.size });
      await visible(colours);
      const name = (await main.getByRole('heading', { level: 1 }).textContent())!;
      const picture = () => main.locator('.product-gallery-main img').getAttribute('src');

      // One colour of the three has sizes sold out: find it, watching the picture change with the colour.
      const seen = new Set<string | null>();
      let withSoldOut: string | undefined;
      for (const colour of text.colours) {
        await chooseValue(page, colours, colour);
        seen.add(await picture());
        if (!withSoldOut && (await sizes.getByRole('radio', { name: text.soldOut }).count()) > 0) withSoldOut = colour;
      }
      expect(seen.size, 'each colour shows its own picture').toBe(text.colours.length);
      expect(withSoldOut, 'a colour with sizes sold out').toBeDefined();

      await chooseValue(page, colours, withSoldOut!);
      const [size] = await sizesInStock(sizes);
      await chooseValue(page, sizes, size!);
      await addToCart(page, text, name, `${size} / ${withSoldOut}`);
      const other = text.colours.find((colour) => colour !== withSoldOut)!;
      await chooseValue(page, colours, other);
      const [otherSize] = await sizesInStock(sizes);
      await chooseValue(page, sizes, otherSize!);
      await addToCart(page, text, name, `${otherSize} / ${other}`);
      const variants = [`${size} / ${withSoldOut}`, `${otherSize} / ${other}`];

      await page.getByRole('link', { name: text.cart }).click();
      await visible(page.getByRole('heading', { level: 1, name: text.checkout }));
      for (const variant of variants) await visible(page.getByLabel(text.quantityOf(`${name} (${variant})`)));
      const email = `ana.jovic.${lang}.${viewport.name}@primer.rs`;
      await fillCheckout(page, text.fields, email);
      await page.getByRole('button', { name: text.place }).click();

      await visible(page.getByRole('heading', { level: 1, name: text.thanks }));
      const items = page.getByRole('region', { name: text.items });
      for (const variant of variants) await visible(items.getByText(`${name} (${variant})`));
      const code = decodeURIComponent(new URL(page.url()).pathname.split('/')[2]!);

      const mail = await mailTo(email, code);
      for (const variant of variants) expect(mail.text).toContain(`${name} (${variant})`);

      // The admin's order screen names each variant and its code (the admin reads in Serbian).
      const origin = targetUrl('real');
      const order = await adminOrder(origin, await adminToken(origin), code);
      const admin = await browser.open('real', DESKTOP, '/cms/auth');
      await logInAsAdmin(admin.page);
      await admin.page.goto(`${origin}/cms/orders/${order.id}`);
      const lines = admin.page.getByRole('region', { name: 'Stavke' });
      for (const line of order.items) {
        const row = lines.getByRole('row').filter({ hasText: line.code });
        await visible(row.getByRole('link', { name: `${line.name} (${line.variant_name})` }));
      }
      expect(order.items.map((line) => line.code).every((each) => /-EU\d+-(WHITE|BLACK|RED)$/.test(each))).toBe(true);
      expect(problems).toEqual([]);
    });

  buyTwoVariants('sr', DESKTOP);
  buyTwoVariants('en', PHONE);
});
