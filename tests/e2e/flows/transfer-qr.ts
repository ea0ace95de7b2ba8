import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readIpsQrText } from '../../../src/shared/orders/ips-qr';
import { useBrowser } from '../support/browser';
import { mailTo } from '../support/outbox';
import { fillCheckout } from '../support/checkout-form';
import { withoutChromium } from '../support/skip';
import { visible } from '../support/steps';
import { DESKTOP, PHONE, type Viewport } from '../support/targets';

/** Issue 28: an order paid by bank transfer shows the NBS IPS QR code a bank app scans. */
const TEXTS = {
  sr: {
    listing: '/prodavnica/telefoni-i-tableti/mobilni-telefoni/android-telefoni', add: 'Dodaj u korpu', added: 'Dodato u korpu', keepShopping: 'Nastavi kupovinu',
    cart: 'Korpa: 1', checkout: 'Plaćanje', transfer: 'Uplata na račun pre slanja', place: 'Poruči', thanks: 'Hvala na porudžbini!',
    title: 'Plaćanje IPS QR kodom', alt: 'NBS IPS QR kod za uplatu ove porudžbine', amount: 'Iznos', reference: 'Model i poziv na broj', purpose: 'Porudžbina',
    fields: { name: 'Ime', lastname: 'Prezime', email: 'E-mail', phone: 'Telefon', address: 'Ulica i broj', city: 'Grad', zip: 'Poštanski broj' },
  },
  en: {
    listing: '/shop/phones-and-tablets/mobile-phones/android-phones', add: 'Add to cart', added: 'Added to the cart', keepShopping: 'Continue shopping',
    cart: 'Cart: 1', checkout: 'Checkout', transfer: 'Bank transfer before shipping', place: 'Place order', thanks: 'Thank you for your order!',
    title: 'Pay with the IPS QR code', alt: 'NBS IPS QR code to pay this order', amount: 'Amount', reference: 'Model and reference', purpose: 'Order',
    fields: { name: 'First name', lastname: 'Last name', email: 'E-mail', phone: 'Phone', address: 'Street and number', city: 'City', zip: 'Postal code' },
  },
} as const;

/** What a bank app reads from the picture as the browser drew it. */
async function scan(picture: Locator): Promise<string | null> {
  const image = PNG.sync.read(await picture.screenshot());
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

/** The value beside a label of the transfer's facts. */
const fact = (box: Locator, label: string) => box.locator('dl > div').filter({ has: box.page().locator('dt', { hasText: label }) }).locator('dd').textContent();

describe.skipIf(withoutChromium())('paying a bank-transfer order by its IPS QR code, in Chromium (real server)', () => {
  const browser = useBrowser();

  const payByTransfer = (lang: keyof typeof TEXTS, viewport: Viewport) =>
    it(`orders by bank transfer; the thank-you step's QR code scans to the order's payee, amount in RSD and reference, as in its e-mail (${viewport.name}, ${lang})`, async () => {
      const text = TEXTS[lang];
      const { page, problems } = await browser.open('real', viewport, text.listing);
      await page.getByRole('link', { name: /Galaxy A55 5G 8\/256 GB/ }).first().click();
      const main = page.locator('main');
      await main.getByRole('button', { name: text.add }).first().click();
      const drawer = page.getByRole('dialog', { name: text.added });
      await drawer.getByRole('button', { name: text.keepShopping }).click();
      await page.getByRole('link', { name: text.cart }).click();
      await visible(page.getByRole('heading', { level: 1, name: text.checkout }));
      const email = `qr.${lang}.${viewport.name}.${Date.now()}@primer.rs`;
      await fillCheckout(page, text.fields, email);
      await page.getByRole('radio', { name: text.transfer }).check();
      await page.getByRole('button', { name: text.place }).click();

      await visible(page.getByRole('heading', { level: 1, name: text.thanks }));
      const code = decodeURIComponent(new URL(page.url()).pathname.split('/')[2]!);
      const box = page.getByRole('region', { name: text.title });
      const picture = box.getByRole('img', { name: text.alt });
      await visible(picture);
      const scanned = await scan(picture);
      expect(scanned, 'the code on the page scans').toBe(await picture.getAttribute('data-ips-qr'));
      const fieldsRead = readIpsQrText(scanned!);
      const number = code.split('-').slice(0, 3).join('-');
      expect(fieldsRead).toMatchObject({ K: 'PR', V: '01', C: '1', R: '160000000012345654', N: 'Izlog d.o.o., Beograd', SF: '289', S: `${text.purpose} ${number}` });
      // What the page writes out is what the code holds: the amount in RSD (an English order is priced in EUR) and the reference.
      const amount = (await fact(box, text.amount))!.replace(/\s/g, '').replace(/\u00a0/g, '');
      expect(`RSD${amount.replace(/RSD$/, '').replace(/\./g, '')}`).toBe(fieldsRead.I);
      expect((await fact(box, text.reference))!.replace(' ', '')).toBe(fieldsRead.RO);

      // The confirmation e-mail carries the same code as its picture.
      const mail = await mailTo(email, code);
      const attached = mail.attachments.find((attachment) => attachment.cid === 'ips-qr@izlog')!;
      const image = PNG.sync.read(attached.content);
      expect(jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data).toBe(scanned);
      expect(problems).toEqual([]);
    });

  payByTransfer('sr', DESKTOP);
  payByTransfer('en', PHONE);
});
