import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blockingViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { withoutChromium } from '../support/skip';
import { appStarted, expectChecked, expectText, visible } from '../support/steps';
import { DESKTOP, LANGUAGE_AT_WIDTH, PHONE, STEP_TIMEOUT_MS } from '../support/targets';

/**
 * Issue 24 item 4, filtering as shoppers expect: the page keeps its place and focus when a filter
 * is applied or taken away, long value lists collapse to 8 with "show all" and a search of their own,
 * a phone's panel closes with "show N products" (N the listing's total), and the chosen values stay
 * in sight as chips. On the real server, which renders the page before the app starts.
 */
const TEXTS = {
  sr: {
    listing: '/prodavnica/mali-kucni-aparati', heading: 'Mali kućni aparati', long: 'Snaga', short: 'Boja', search: 'Pretraži: Snaga',
    showAll: /^Prikaži sve \(\d+\)$/, showFewer: 'Prikaži manje', showFilters: 'Prikaži filtere', hideFilters: 'Sakrij filtere',
    showProducts: /^Prikaži (\d+) proizvoda?$/, count: /^Proizvoda: (\d+)$/, chips: 'Izabrani filteri', remove: 'Ukloni filter', param: 'filteri=',
  },
  en: {
    listing: '/shop/small-appliances', heading: 'Small appliances', long: 'Power', short: 'Colour', search: 'Search Power',
    showAll: /^Show all \(\d+\)$/, showFewer: 'Show fewer', showFilters: 'Show filters', hideFilters: 'Hide filters',
    showProducts: /^Show (\d+) products?$/, count: /^Products: (\d+)$/, chips: 'Chosen filters', remove: 'Remove the filter', param: 'filters=',
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** A value's name as its box is labelled, without the count: "1200 W (3)" → "1200 W". */
const valueNames = (group: Locator) => group.getByRole('checkbox').evaluateAll((boxes) => boxes.map((box) => box.parentElement!.textContent!.replace(/ \(\d+\)$/, '')));

/** The listing's total as its count says it, once the answer for the current address has come. */
async function settledTotal(page: Page, text: Texts): Promise<number> {
  await page.waitForFunction(() => document.querySelector('.shop-results')?.getAttribute('aria-busy') === 'false');
  const count = await page.getByText(text.count).textContent();
  return Number(text.count.exec(count!.trim())![1]);
}

/** The long list: 8 values, "show all" with aria-expanded, all of them, "show fewer"; then its field narrows them. */
async function collapseAndSearch(page: Page, text: Texts) {
  const group = page.getByRole('group', { name: text.long, exact: true });
  expect(await valueNames(group)).toHaveLength(8);
  const more = group.getByRole('button', { name: text.showAll });
  expect(await more.getAttribute('aria-expanded')).toBe('false');
  const all = Number(/\((\d+)\)/.exec((await more.textContent())!)![1]);
  expect(all).toBeGreaterThanOrEqual(15);
  // By keyboard: focus the button, Enter.
  await more.focus();
  await page.keyboard.press('Enter');
  const fewer = group.getByRole('button', { name: text.showFewer });
  expect(await fewer.getAttribute('aria-expanded')).toBe('true');
  const names = await valueNames(group);
  expect(names).toHaveLength(all);
  await page.keyboard.press('Enter');
  expect(await valueNames(group)).toHaveLength(8);

  // The field: typing a value's number leaves the values that have it, and only them.
  const field = group.getByRole('searchbox', { name: text.search });
  const term = names.at(-1)!.split(' ')[0]!;
  const expected = names.filter((name) => name.includes(term));
  expect(expected.length).toBeLessThan(8);
  await field.fill(term);
  expect(await valueNames(group)).toEqual(expected);
  await field.fill('');
  expect(await valueNames(group)).toHaveLength(8);
}

/**
 * Ticks the box by keyboard with the page scrolled well down: the page stays where it was, the box
 * at the same height on the screen (to the pixel), and focus on it. The page scrolls only by as much
 * as what is above the box grew or shrank with the new answer (a brand with no product left drops
 * out), so the box stays under the shopper's finger; with nothing above changing, not at all.
 */
async function tickInPlace(page: Page, box: Locator, param: string, settle: () => Promise<unknown>) {
  await box.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 200));
  const before = await placeOf(box);
  expect(before.scroll).toBeGreaterThan(200);
  // The lowest the page goes on the way, so a jump to the top corrected later is caught too.
  await page.evaluate(() => {
    const seen = window as unknown as { lowestScroll: number };
    seen.lowestScroll = window.scrollY;
    addEventListener('scroll', () => (seen.lowestScroll = Math.min(seen.lowestScroll, window.scrollY)));
  });
  const url = page.url();
  await box.focus();
  await page.keyboard.press('Space');
  await page.waitForURL((address) => address.href !== url && address.search.includes(param));
  await expectChecked(box, true);
  await settle();
  const after = await settledPlaceOf(box);
  expect(Math.abs(after.onScreen - before.onScreen)).toBeLessThanOrEqual(1);
  const grewAbove = after.above - before.above;
  expect(await page.evaluate(() => (window as unknown as { lowestScroll: number }).lowestScroll)).toBeGreaterThanOrEqual(before.scroll - Math.max(0, -grewAbove) - 1);
  expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
}

/** Where the box is, read in one go: its top on the screen and on the page, and how far the page is scrolled. */
const placeOf = (box: Locator) =>
  box.evaluate((element) => {
    const top = element.getBoundingClientRect().top;
    return { onScreen: Math.round(top), above: Math.round(top + window.scrollY), scroll: Math.round(window.scrollY) };
  });

/** The box's place once the page has stopped moving (the same in two readings 250 ms apart), within the step time-out. */
async function settledPlaceOf(box: Locator) {
  let last = await placeOf(box);
  for (const started = Date.now(); Date.now() - started < STEP_TIMEOUT_MS; ) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = await placeOf(box);
    if (JSON.stringify(now) === JSON.stringify(last)) return now;
    last = now;
  }
  throw new Error(`The page never stopped moving; last place of the box: ${JSON.stringify(last)}`);
}

describe.skipIf(withoutChromium())('filtering as shoppers expect, in Chromium (real server)', () => {
  const browser = useBrowser();

  const desktop = (lang: keyof typeof TEXTS) =>
    it(`keeps its place, collapses and searches a long list, and shows chips (desktop, ${lang})`, async () => {
      const text = TEXTS[lang];
      const { page, problems } = await browser.open('real', DESKTOP, text.listing);
      await appStarted(page);
      await visible(page.getByRole('heading', { level: 1, name: text.heading }));
      await collapseAndSearch(page, text);

      const colour = page.getByRole('group', { name: text.short, exact: true }).getByRole('checkbox').first();
      await tickInPlace(page, colour, text.param, () => settledTotal(page, text));
      const power = page.getByRole('group', { name: text.long, exact: true }).getByRole('checkbox').first();
      await tickInPlace(page, power, text.param, () => settledTotal(page, text));
      await chipsTakeAway(page, text, [colour, power]);
      expect(await blockingViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    });

  const phone = (lang: keyof typeof TEXTS) =>
    it(`keeps its place in the open panel, closes it with "show N products", and shows chips (phone, ${lang})`, async () => {
      const text = TEXTS[lang];
      const { page, problems } = await browser.open('real', PHONE, text.listing);
      await appStarted(page);
      await visible(page.getByRole('heading', { level: 1, name: text.heading }));
      const toggle = page.getByRole('button', { name: text.showFilters });
      await toggle.click();
      expect(await page.getByRole('button', { name: text.hideFilters }).getAttribute('aria-expanded')).toBe('true');
      await collapseAndSearch(page, text);
      expect(await blockingViolations(page)).toEqual([]);

      const colour = page.getByRole('group', { name: text.short, exact: true }).getByRole('checkbox').first();
      await tickInPlace(page, colour, text.param, () => settledTotal(page, text));
      const power = page.getByRole('group', { name: text.long, exact: true }).getByRole('checkbox').first();
      await tickInPlace(page, power, text.param, () => settledTotal(page, text));
      // The panel stays open while the shopper ticks; its button says how many products the choice shows.
      expect(await page.getByRole('button', { name: text.hideFilters }).getAttribute('aria-expanded')).toBe('true');
      const total = await settledTotal(page, text);
      const done = page.getByRole('button', { name: text.showProducts });
      await visible(done);
      expect(Number(text.showProducts.exec((await done.textContent())!)![1])).toBe(total);
      await done.click();
      const closed = page.getByRole('button', { name: text.showFilters });
      expect(await closed.getAttribute('aria-expanded')).toBe('false');
      expect(await colour.isVisible()).toBe(false);
      expect(await closed.evaluate((element) => element === document.activeElement)).toBe(true);
      // The products follow the toggle, in sight.
      expect(await page.getByRole('article').first().isVisible()).toBe(true);
      await chipsTakeAway(page, text, [colour, power]);
      expect(problems).toEqual([]);
    });

  // The desktop's and the phone's panels in one language each: the steps are the same in both.
  desktop('en');
  phone('sr');

  /** The other kinds of listing: a brand's shop, a special listing, a shop template, the search. */
  const KINDS = {
    sr: { paths: ['/brend/samsung', '/akcija', '/zimska-akcija', '/pretraga?q=samsung'], showFilters: 'Prikaži filtere', chips: 'Izabrani filteri', remove: 'Ukloni filter' },
    en: { paths: ['/brand/samsung', '/akcija?lang=en', '/winter-sale', '/search?q=samsung'], showFilters: 'Show filters', chips: 'Chosen filters', remove: 'Remove the filter' },
  } as const;

  const kinds = (lang: keyof typeof KINDS, viewport: typeof DESKTOP) =>
    it(`keeps its place and shows a removable chip on a brand shop, a special listing, a shop template and the search (${viewport.name}, ${lang})`, async () => {
      const text = KINDS[lang];
      const { page, problems } = await browser.open('real', viewport, text.paths[0]);
      for (const path of text.paths) {
        await page.goto(path);
        await appStarted(page);
        await page.waitForLoadState('networkidle');
        if (viewport.name === 'phone') await page.getByRole('button', { name: text.showFilters }).click();
        // The last facet's first value that still shows products.
        const facet = page.locator('.filters-panel fieldset.facet-choices').last();
        const box = facet.getByRole('checkbox', { disabled: false }).first();
        const name = await box.evaluate((element) => element.parentElement!.textContent!.replace(/ \(\d+\)$/, ''));
        const chip = page.getByRole('navigation', { name: text.chips }).getByRole('link', { name: new RegExp(`^${text.remove} .*: ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
        await tickInPlace(page, box, '=', async () => {
          await visible(chip);
          await page.waitForLoadState('networkidle');
        });
        expect(await page.getByRole('navigation', { name: text.chips }).getByRole('link', { name: new RegExp(`^${text.remove} `) }).count(), path).toBe(1);
        await chip.focus();
        await page.keyboard.press('Enter');
        await page.getByRole('navigation', { name: text.chips }).waitFor({ state: 'detached' });
        await expectChecked(box, false);
      }
      expect(problems).toEqual([]);
    });

  for (const { lang, viewport } of LANGUAGE_AT_WIDTH) kinds(lang, viewport);
});

/** A chip for each chosen value; taking one away unticks it, and the other stays. */
async function chipsTakeAway(page: Page, text: Texts, [colour, power]: [Locator, Locator]) {
  const chips = page.getByRole('navigation', { name: text.chips });
  await visible(chips);
  const removers = chips.getByRole('link', { name: new RegExp(`^${text.remove} `) });
  expect(await removers.count()).toBe(2);
  const [first, second] = await removers.evaluateAll((links) => links.map((link) => link.textContent!));
  expect(first).toMatch(new RegExp(`^${text.short}: `));
  expect(second).toMatch(new RegExp(`^${text.long}: `));
  const before = await page.getByText(text.count).textContent();
  await removers.nth(1).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL((address) => !decodeURIComponent(address.search).includes(`${text.long}:`));
  expect(await removers.count()).toBe(1);
  expect(await removers.first().textContent()).toBe(first);
  await expectText(page.getByText(text.count), (shown) => shown !== before);
  // Focus moves to the chip now in the used one's place.
  expect(await removers.first().evaluate((element) => element === document.activeElement)).toBe(true);
  if (!(await power.isVisible())) await page.getByRole('button', { name: text.showFilters }).click();
  await expectChecked(power, false);
  await expectChecked(colour, true);
}
