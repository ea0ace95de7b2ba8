import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { withoutChromium } from '../support/skip';
import { appStarted, visible } from '../support/steps';
import { VIEWPORTS } from '../support/targets';

const LISTING = '/prodavnica/telefoni-i-tableti/mobilni-telefoni/android-telefoni';
const PRODUCT = '/proizvod/telefoni-i-tableti/mobilni-telefoni/android-telefoni/1/mobilni-telefon-samsung-galaxy-a55-5g-8-128-gb';

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not shown');
  return found;
};

/** The names landmarks of a kind carry, as a screen reader lists them. */
async function landmarkNames(page: Page, role: 'region' | 'banner'): Promise<string[]> {
  const snapshot = await page.locator('body').ariaSnapshot();
  return [...snapshot.matchAll(new RegExp(`^\\s*- ${role}(?: "([^"]*)")?`, 'gm'))].map((match) => match[1] ?? '');
}

/** Issue 24 item 7: what a shopper saw out of place on cards, breadcrumbs, the checkout form, and what a screen reader heard twice. */
describe.skipIf(withoutChromium())('the storefront’s small details, in Chromium on the real server', () => {
  const browser = useBrowser();

  for (const viewport of VIEWPORTS) {
    it(`cards show whole names, the breadcrumbs sit on one line, landmarks are named once (${viewport.name})`, async () => {
      const { page } = await browser.open('real', viewport, LISTING);
      // Two variants differ only at the end of their names: both ends show.
      for (const name of ['Samsung Galaxy A55 5G 8/128 GB', 'Samsung Galaxy A55 5G 8/256 GB']) {
        const heading = page.locator('.product-card-name', { hasText: name });
        await visible(heading);
        const whole = await heading.evaluate((element) => element.scrollHeight <= element.clientHeight + 1 && getComputedStyle(element).webkitLineClamp === 'none');
        expect(whole, name).toBe(true);
      }

      const crumbs = page.getByRole('navigation', { name: 'Putanja' }).getByRole('listitem');
      const count = await crumbs.count();
      expect(count).toBeGreaterThan(2);
      const link = crumbs.nth(count - 2).getByRole('link');
      const current = crumbs.nth(count - 1).locator('[aria-current="page"]');
      const [linkBox, currentBox] = [await box(link), await box(current)];
      const size = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).fontSize);
      expect(await size(current)).toBe(await size(link));
      if (Math.abs(linkBox.y - currentBox.y) < 30) {
        // On one line (a phone may wrap the trail): the same top and height.
        expect(Math.abs(linkBox.y - currentBox.y)).toBeLessThanOrEqual(1);
        expect(Math.abs(linkBox.height - currentBox.height)).toBeLessThanOrEqual(1);
      }

      await page.goto('/');
      await visible(page.locator('.block-products .product-card').first());
      const regions = (await landmarkNames(page, 'region')).filter(Boolean);
      expect(regions.length).toBeGreaterThan(0);
      expect(regions.filter((name, index) => regions.indexOf(name) !== index)).toEqual([]);

      await page.goto(PRODUCT);
      // Its buttons work once the app has started.
      await appStarted(page);
      await page.locator('main').getByRole('button', { name: 'Dodaj u korpu' }).first().click();
      await visible(page.getByRole('dialog', { name: 'Dodato u korpu' }));
      expect(await landmarkNames(page, 'banner')).toHaveLength(1);
    });

    it(`the checkout’s fields beside each other line up (${viewport.name})`, async () => {
      const { page } = await browser.open('real', viewport, PRODUCT);
      await page.locator('main').getByRole('button', { name: 'Dodaj u korpu' }).first().click();
      await page.getByRole('dialog', { name: 'Dodato u korpu' }).getByRole('link', { name: 'Idi na plaćanje' }).click();
      await visible(page.getByRole('heading', { level: 1, name: 'Plaćanje' }));
      const control = (id: string) => page.locator(`#checkout-${id}`);
      await visible(control('vat_number'));
      const inputHeight = (await box(control('zip'))).height;
      for (const [left, right] of [
        ['company', 'vat_number'],
        ['zip', 'country_id'],
        ['address', 'city'],
      ] as const) {
        const [a, b] = [await box(control(left)), await box(control(right))];
        expect(Math.abs(a.height - b.height), `${left} and ${right} are as tall`).toBeLessThanOrEqual(1);
        if (viewport.name === 'desktop') expect(Math.abs(a.y - b.y), `${left} and ${right} side by side`).toBeLessThanOrEqual(1);
      }
      expect(Math.abs((await box(control('country_id'))).height - inputHeight)).toBeLessThanOrEqual(1);
    });
  }
});
