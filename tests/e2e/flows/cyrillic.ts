import type { Page } from 'playwright-core';
import { GetBrandsDocument } from '../../../generated/client/graphql';
import { describe, expect, it } from 'vitest';
import { latinSerbianWordsLeft } from '../../../src/shared/i18n/cyrillic';
import { blockingViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { fillCheckout } from '../support/checkout-form';
import { mailTo } from '../support/outbox';
import { withoutChromium } from '../support/skip';
import { appStarted, visible } from '../support/steps';
import { DESKTOP, PHONE } from '../support/targets';

/**
 * Issue 29: Serbian in both its scripts. The switch beside RS/EN takes every kind of page to its
 * Cyrillic address (/cir, the same slugs) and back, keeping the listing's selection; a page opened
 * in Cyrillic stays in it as the shopper clicks on; an order placed in Cyrillic is mailed in Cyrillic.
 */
const ANDROID = '/prodavnica/telefoni-i-tableti/mobilni-telefoni/android-telefoni';
const PAGES = [
  ['home', '/'],
  ['the shop', '/prodavnica'],
  ['a category with filters', `${ANDROID}?sortiraj=3&filteri=Boja:Crna`],
  ['a product', '/proizvod/telefoni-i-tableti/mobilni-telefoni/android-telefoni/1/mobilni-telefon-samsung-galaxy-a55-5g-8-128-gb'],
  ['the brands', '/brendovi'],
  ['a brand', '/brend/samsung'],
  ['the blog', '/novosti'],
  ['a CMS page', '/dostava'],
  ['contact', '/kontakt'],
  ['the wishlist', '/lista-zelja'],
  ['the order lookup', '/porudzbina'],
  ['a special listing', '/akcija?lang=sr'],
  ['a blog post', '/vest/1/zimska-akcija-je-pocela-popusti-do-40'],
  ['the search', '/pretraga?q=frizider'],
  ['checkout', '/placanje'],
  ['the sign-in', '/nalog/login'],
] as const;

const scriptSwitch = (page: Page, name: 'Ћирилица' | 'Latinica') =>
  page.getByRole('navigation', { name: /^(Jezik|Језик)$/ }).getByRole('link', { name: name === 'Ћирилица' ? 'Ћир' : 'Lat', exact: true });

/** The shop's brand names, which stay as the brands write them. */
async function brandNames(origin: string): Promise<string[]> {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: '*/*', lang: '0' },
    body: JSON.stringify({ operationName: 'GetBrands', query: GetBrandsDocument.toString(), variables: {} }),
  });
  const body = (await response.json()) as { data?: { brands: { name: string }[] }; errors?: unknown };
  if (!body.data) throw new Error(`the brands: ${JSON.stringify(body.errors)}`);
  return body.data.brands.map((brand) => brand.name);
}

/** Latin Serbian words left in what the shopper reads, brands and the switch's own labels aside. */
async function latinLeft(page: Page, keep: readonly string[]): Promise<string[]> {
  const texts = await page.locator('main h1, main h2, main p, main label, main button, nav a').allTextContents();
  return texts.flatMap((text) => latinSerbianWordsLeft(text, { keep: [...keep, 'Lat', 'RS', 'EN'] }));
}

describe.skipIf(withoutChromium())('Serbian in Cyrillic and Latin, in Chromium (real server)', () => {
  const browser = useBrowser();

  it('switches every kind of page to Cyrillic and back, the listing keeping its selection (desktop)', async () => {
    const { page, problems } = await browser.open('real', DESKTOP, '/');
    const brands = await brandNames(new URL(page.url()).origin);
    for (const [kind, path] of PAGES) {
      await page.goto(path);
      await appStarted(page);
      await scriptSwitch(page, 'Ћирилица').click();
      await page.waitForURL((url) => url.pathname === (path === '/' ? '/cir' : `/cir${path.split('?')[0]}`), { timeout: 10_000 });
      const cyrillic = new URL(page.url());
      expect(cyrillic.search, kind).toBe(new URL(path, cyrillic.origin).search);
      expect(await page.evaluate(() => document.documentElement.lang), kind).toBe('sr-Cyrl');
      await visible(page.locator('main h1').first());
      // Its words in Cyrillic (a brand's page is titled by the brand's own name).
      expect(await page.locator('main').first().textContent(), kind).toMatch(/[\u0400-\u04FF]{4}/);
      expect(await latinLeft(page, brands), kind).toEqual([]);
      // As accessible as its Latin page (the html's lang included).
      expect(await blockingViolations(page), kind).toEqual([]);
      await appStarted(page);
      await scriptSwitch(page, 'Latinica').click();
      await page.waitForURL((url) => url.pathname === path.split('?')[0], { timeout: 10_000 });
      expect(await page.evaluate(() => document.documentElement.lang), kind).toBe('sr');
      expect(new URL(page.url()).search, kind).toBe(new URL(path, cyrillic.origin).search);
    }
    expect(problems).toEqual([]);
    // Sixteen kinds of page, each there and back with an accessibility scan, beside a busy suite on two cores:
    // 60 s ran out twice on a slow day (each step still has its own 10 s bound).
  }, 240_000);

  it('orders in Cyrillic: the pages stay in Cyrillic as the shopper goes on, and the confirmation e-mail is Cyrillic (phone)', async () => {
    const { page, problems } = await browser.open('real', PHONE, `/cir${ANDROID}`);
    await visible(page.getByRole('heading', { level: 1, name: 'Андроид телефони' }));
    await page.getByRole('link', { name: /Galaxy A55 5G 8\/256 GB/ }).first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/cir/proizvod/'));
    await page.locator('main').getByRole('button', { name: 'Додај у корпу' }).first().click();
    await page.getByRole('dialog', { name: 'Додато у корпу' }).getByRole('button', { name: 'Настави куповину' }).click();
    await page.getByRole('link', { name: 'Корпа: 1' }).click();
    await page.waitForURL((url) => url.pathname === '/cir/placanje');
    await visible(page.getByRole('heading', { level: 1, name: 'Плаћање' }));
    const email = `cirilica.${Date.now()}@primer.rs`;
    await fillCheckout(page, { name: 'Име', lastname: 'Презиме', email: 'E-mail', phone: 'Телефон', address: 'Улица и број', city: 'Град', zip: 'Поштански број' }, email);
    await page.getByRole('radio', { name: 'Плаћање поузећем' }).check();
    await page.getByRole('button', { name: 'Поручи' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Хвала на поруџбини!' }));
    expect(new URL(page.url()).pathname).toMatch(/^\/cir\/porudzbina\//);
    const code = decodeURIComponent(new URL(page.url()).pathname.split('/')[3]!);
    const mail = await mailTo(email, 'Хвала на поруџбини!');
    expect(mail.subject).toBe(`Поруџбина ${code} је примљена`);
    expect(mail.html).toContain(`/cir/porudzbina/${code}?key=`);
    expect(problems).toEqual([]);
  });
});
