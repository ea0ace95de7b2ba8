import { inject, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../support/browser';
import { adminOrder, adminToken } from '../support/admin-api';
import { mailTo } from '../support/outbox';
import { fillCheckout } from '../support/checkout-form';
import { withoutChromium } from '../support/skip';
import { expectText, visible } from '../support/steps';
import { DESKTOP, PHONE, type Viewport } from '../support/targets';

/**
 * Issue 28: paying by card on the bank's 3-D Secure page, here the project's test bank
 * (PAYMENT_GATEWAY=test on the e2e shop), which speaks the bank's protocol: approved, declined and
 * paid by transfer instead, and left on the bank's page until the hold ends and the stock comes back.
 */
const TEXTS = {
  sr: {
    listing: '/prodavnica/telefoni-i-tableti/mobilni-telefoni/android-telefoni', add: 'Dodaj u korpu', added: 'Dodato u korpu', keepShopping: 'Nastavi kupovinu',
    cart: 'Korpa: 1', checkout: 'Plaćanje', card: /^Platnom karticom/, currency: 'lokalnoj valuti Republike Srbije', place: 'Poruči',
    bank: 'Testna banka', pay: 'Plati', decline: 'Odbij (test)',
    result: 'Rezultat plaćanja', approved: 'Plaćanje je uspešno. Vaš račun je zadužen.', failed: 'Plaćanje nije uspelo. Vaš račun nije zadužen.',
    authCode: 'Autorizacioni kod', status: 'Status transakcije', statusApproved: 'Odobreno', orderNumber: 'Broj porudžbine', date: 'Datum transakcije',
    otherWay: 'Plati drugačije', byTransfer: 'Plati uplatom na račun', qr: 'Plaćanje IPS QR kodom', held: /Proizvodi su rezervisani do/,
    received: 'je primljena', cancelled: 'Plaćanje karticom nije završeno na vreme',
    fields: { name: 'Ime', lastname: 'Prezime', email: 'E-mail', phone: 'Telefon', address: 'Ulica i broj', city: 'Grad', zip: 'Poštanski broj' },
  },
  en: {
    listing: '/shop/phones-and-tablets/mobile-phones/android-phones', add: 'Add to cart', added: 'Added to the cart', keepShopping: 'Continue shopping',
    cart: 'Cart: 1', checkout: 'Checkout', card: /^By card/, currency: 'local currency of the Republic of Serbia', place: 'Place order',
    bank: 'Test bank', pay: 'Pay', decline: 'Decline (test)',
    result: 'Payment result', approved: 'Payment successful. Your card has been charged.', failed: 'Payment failed. Your card was not charged.',
    authCode: 'Authorisation code', status: 'Transaction status', statusApproved: 'Approved', orderNumber: 'Order number', date: 'Transaction date',
    otherWay: 'Pay another way', byTransfer: 'Pay by bank transfer', qr: 'Pay with the IPS QR code', held: /Your products are held until/,
    received: 'received', cancelled: 'The card payment was not completed in time',
    fields: { name: 'First name', lastname: 'Last name', email: 'E-mail', phone: 'Phone', address: 'Street and number', city: 'City', zip: 'Postal code' },
  },
} as const;

type Lang = keyof typeof TEXTS;

/** A reply field's value on the result as the shopper reads it. */
const fact = (page: Page, label: string) => page.locator('dl > div').filter({ has: page.locator('dt', { hasText: label }) }).locator('dd').first();

describe.skipIf(withoutChromium())('paying by card on the bank page, in Chromium (real server, test bank)', () => {
  const browser = useBrowser();
  const origin = () => inject('e2eTargets').find((target) => target.name === 'real')!.url;

  /** From a listing to the test bank's card page, by card; resolves with the order's code and the mail address. */
  async function orderByCard(lang: Lang, viewport: Viewport) {
    const text = TEXTS[lang];
    const opened = await browser.open('real', viewport, text.listing);
    const { page } = opened;
    await page.getByRole('link', { name: /Galaxy A55 5G 8\/256 GB/ }).first().click();
    await page.locator('main').getByRole('button', { name: text.add }).first().click();
    await page.getByRole('dialog', { name: text.added }).getByRole('button', { name: text.keepShopping }).click();
    await page.getByRole('link', { name: text.cart }).click();
    await visible(page.getByRole('heading', { level: 1, name: text.checkout }));
    const email = `card.${lang}.${viewport.name}.${Date.now()}@primer.rs`;
    await fillCheckout(page, text.fields, email);
    await page.getByRole('radio', { name: text.card }).check();
    await visible(page.getByText(text.currency, { exact: false }));
    await page.getByRole('button', { name: text.place }).click();
    // The thank-you step takes the shopper on to the bank's page by itself.
    await page.waitForURL(/\/payments\/test-gateway\/pay$/);
    await visible(page.getByRole('heading', { name: text.bank }).first());
    const orderNumber = (await page.getByText(/IZ-\d{2}-\d{5}-[A-Z0-9]+-\d+/).first().textContent())!.match(/IZ-\d{2}-\d{5}-[A-Z0-9]+-\d+/)![0];
    return { ...opened, email, orderNumber, code: orderNumber.replace(/-\d+$/, '') };
  }

  const approved = (lang: Lang, viewport: Viewport) =>
    it(`pays by card: the bank approves, the order page shows the bank's reply and the confirmation e-mail comes (${viewport.name}, ${lang})`, async () => {
      const text = TEXTS[lang];
      const { page, problems, email, code, orderNumber } = await orderByCard(lang, viewport);
      await page.getByRole('button', { name: text.pay, exact: true }).click();
      await page.waitForURL((url) => url.pathname.includes(code));
      const result = page.getByRole('region', { name: text.result });
      await visible(result.getByText(text.approved));
      await expectText(fact(page, text.orderNumber), (value) => value === orderNumber);
      await expectText(fact(page, text.authCode), (value) => /^\d{6}$/.test(value ?? ''));
      await expectText(fact(page, text.status), (value) => value === text.statusApproved);
      await expectText(fact(page, text.date), (value) => /2026|20\d\d/.test(value ?? ''));
      const token = await adminToken(origin());
      expect(await adminOrder(origin(), token, code)).toMatchObject({ status: 'IN_PROCESS', payment_method: 'CARD', payment_status: 'PAID' });
      await mailTo(email, code);
      expect(problems).toEqual([]);
    });

  const declinedThenTransfer = (lang: Lang, viewport: Viewport) =>
    it(`a declined card is paid by transfer instead: the stock stays taken, the IPS QR code and the e-mail come (${viewport.name}, ${lang})`, async () => {
      const text = TEXTS[lang];
      const { page, problems, email, code } = await orderByCard(lang, viewport);
      await page.getByRole('button', { name: text.decline }).click();
      await page.waitForURL((url) => url.pathname.includes(code));
      await visible(page.getByRole('region', { name: text.result }).getByText(text.failed));
      await visible(page.getByText(text.held));
      const token = await adminToken(origin());
      const refused = await adminOrder(origin(), token, code);
      expect(refused).toMatchObject({ status: 'IN_PROCESS', payment_status: 'FAILED' });
      await page.getByRole('group', { name: text.otherWay }).getByRole('button', { name: text.byTransfer }).click();
      await visible(page.getByRole('region', { name: text.qr }));
      const switched = await adminOrder(origin(), token, code);
      expect(switched).toMatchObject({ status: 'IN_PROCESS', payment_method: 'BANK_TRANSFER', payment_status: 'AWAITING' });
      expect(switched.items[0]!.product!.stock).toBe(refused.items[0]!.product!.stock);
      await mailTo(email, code);
      expect(problems).toEqual([]);
    });

  const abandoned = (lang: Lang, viewport: Viewport) =>
    it(`a card payment left on the bank's page: when the hold ends the order is cancelled, its stock comes back and the shopper is told (${viewport.name}, ${lang})`, async () => {
      const text = TEXTS[lang];
      const { page, email, code } = await orderByCard(lang, viewport);
      const token = await adminToken(origin());
      const held = await adminOrder(origin(), token, code);
      expect(held).toMatchObject({ status: 'IN_PROCESS', payment_status: 'AWAITING' });
      const stockHeld = held.items[0]!.product!.stock;
      // The shopper closes the bank's page; the hold's end comes (the server runs it as if the day were over).
      await page.close();
      process.kill(inject('e2eTargets').find((target) => target.name === 'real')!.pid!, 'SIGUSR2');
      await expect.poll(async () => (await adminOrder(origin(), token, code)).status, { timeout: 10_000 }).toBe('CANCELLED');
      const released = await adminOrder(origin(), token, code);
      expect(released.items[0]!.product!.stock).toBe(stockHeld + released.items[0]!.quantity);
      expect((await mailTo(email, text.cancelled)).text).toContain(code);
    });

  approved('sr', DESKTOP);
  declinedThenTransfer('en', PHONE);
  abandoned('sr', PHONE);
  approved('en', PHONE);
  declinedThenTransfer('sr', DESKTOP);
  abandoned('en', DESKTOP);
});
