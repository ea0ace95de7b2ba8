/**
 * Issue 24's search as a shopper tries it, in both languages, on a phone and a desktop: a spelling
 * by sound typed in the header ("ajfon", "samsung galaksi") suggests whole product names (wrapped on
 * a phone, never cut off), and the search screen says what it searched for ("Prikazani rezultati
 * za: iphone") above the results; a typo shows its correction's results; a word of the other
 * language finds the products, named in the page's.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { withoutChromium } from '../support/skip';
import { appStarted, visible } from '../support/steps';
import { LANGUAGE_AT_WIDTH, STEP_TIMEOUT_MS } from '../support/targets';

const TEXTS = {
  sr: {
    home: '/', field: 'Pretraži prodavnicu', suggestions: 'Predlozi pretrage', typed: 'ajfon', readAs: 'iphone', found: /iPhone/,
    searchPath: '/pretraga', showing: 'Prikazani rezultati za:', instead: 'Traži umesto toga:', typo: 'samsnug', otherLanguage: 'phone', otherFound: /Mobilni telefon/,
  },
  en: {
    home: '/home', field: 'Search the shop', suggestions: 'Search suggestions', typed: 'samsung galaksi', readAs: 'samsung galaxy', found: /Galaxy/,
    searchPath: '/search', showing: 'Showing results for:', instead: 'Search instead for:', typo: 'samsnug', otherLanguage: 'telefon', otherFound: /smartphone/i,
  },
} as const;

/** The product suggestions' names as shown: their text and whether any is cut off (wider than its box) or wraps. */
const suggestedNames = (page: Page) =>
  page.locator('.search-suggestion-products .search-suggestion-label').evaluateAll((labels) =>
    labels.map((label) => {
      const box = label.getBoundingClientRect();
      const list = label.closest('[role="listbox"]')!.getBoundingClientRect();
      const lineHeight = parseFloat(getComputedStyle(label).lineHeight);
      return {
        name: label.textContent ?? '',
        cut: label.scrollWidth > label.clientWidth + 1 || box.right > list.right + 1 || getComputedStyle(label).textOverflow === 'ellipsis',
        lines: Math.round(box.height / lineHeight),
      };
    }),
  );

/** The product cards' headings on the search screen. */
const resultNames = (page: Page) => page.locator('.search-products article').getByRole('heading').allTextContents();

describe.skipIf(withoutChromium())('search across both languages, in Chromium', () => {
  const browser = useBrowser();

  // Each language at one width: the suggestions and results read the same at both.
  for (const { lang, viewport } of LANGUAGE_AT_WIDTH) {
    it(`a spelling by sound suggests whole names and shows what it searched for; a typo its correction's results; the other language's word finds (real, ${viewport.name}, ${lang})`, async () => {
      const text = TEXTS[lang];
      const { page, problems } = await browser.open('real', viewport, text.home);
      await appStarted(page);
      await page.getByRole('searchbox', { name: text.field }).click();
      const field = page.getByRole('combobox', { name: text.field });
      await visible(field);
      await field.pressSequentially(text.typed);
      const list = page.getByRole('listbox', { name: text.suggestions });
      await visible(list.getByRole('option').first());
      await expect.poll(async () => (await suggestedNames(page)).length).toBeGreaterThan(0);
      const names = await suggestedNames(page);
      expect(names.every((shown) => text.found.test(shown.name)), JSON.stringify(names)).toBe(true);
      expect(names.filter((shown) => shown.cut)).toEqual([]);
      // On a phone the field is narrow: a long name takes two lines or more rather than being cut.
      if (viewport.name === 'phone') expect(Math.max(...names.map((shown) => shown.lines))).toBeGreaterThan(1);

      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === text.searchPath && url.searchParams.get('q') === text.typed);
      const note = page.getByText(`${text.showing} ${text.readAs}`);
      await visible(note);
      await expect.poll(async () => (await resultNames(page)).length).toBeGreaterThan(0);
      expect((await resultNames(page)).every((name) => text.found.test(name))).toBe(true);
      await visible(page.getByText(text.instead).getByRole('link', { name: text.typed }));

      // A typo: its correction's results at once, and the text as typed a link away.
      await page.goto(`${text.searchPath}?q=${text.typo}`);
      await visible(page.getByText(`${text.showing} samsung`));
      await expect.poll(async () => (await resultNames(page)).length).toBeGreaterThan(0);
      expect((await resultNames(page)).every((name) => /Samsung/.test(name))).toBe(true);
      await appStarted(page);
      await page.getByRole('link', { name: text.typo, exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('exact') === '1');
      await visible(page.getByRole('link', { name: 'samsung', exact: true }));
      expect(await resultNames(page)).toEqual([]);

      // The other language's word finds the products, named in the page's language.
      await page.goto(`${text.searchPath}?q=${text.otherLanguage}`);
      await expect.poll(async () => (await resultNames(page)).length, { timeout: STEP_TIMEOUT_MS }).toBeGreaterThan(5);
      expect((await resultNames(page)).some((name) => text.otherFound.test(name))).toBe(true);
      expect(problems).toEqual([]);
    });
  }
});
