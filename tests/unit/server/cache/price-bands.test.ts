/**
 * Price bands (src/server/cache/price-bands.ts): a page of a listing ordered by price and a price
 * move share a band tag exactly when the move may change the page.
 */
import { expect, test } from 'vitest';
import { pagePriceSpan, PRICE_BANDS, priceBand, priceBandTags, rangePriceSpans, type PriceSpan } from '../../../../src/server/cache/price-bands';

const shares = (page: PriceSpan, move: PriceSpan) => priceBandTags(['prices:shop'], [page]).some((tag) => priceBandTags(['prices:shop'], [move]).includes(tag));

test('bands grow with the price, from one for anything up to 100 RSD to one for anything from about 10 million', () => {
  const prices = [0, 99, 100, 101, 499, 500, 2_499, 2_500, 99_999, 1_000_000, 9_000_000, 50_000_000];
  const bands = prices.map(priceBand);
  expect(bands).toEqual([...bands].sort((a, b) => a - b));
  expect(priceBand(100)).toBe(0);
  expect(priceBand(101)).toBe(1);
  expect(priceBand(50_000_000)).toBe(PRICE_BANDS - 1);
  // Rounded to whole RSD as the database's notice sends it: 100.4 is 100.
  expect(priceBand(100.4)).toBe(priceBand(100));
});

test('a page shows the prices from its cheapest product to its dearest, whichever way it is ordered', () => {
  expect(pagePriceSpan([1_500, 1_200, 1_900])).toEqual([1_200, 1_900]);
  expect(pagePriceSpan([1_900, 1_500, 1_200])).toEqual([1_200, 1_900]);
  expect(pagePriceSpan([])).toEqual([-Infinity, Infinity]);
  // A price not read (NaN) is no price band: the page depends on every price.
  expect(pagePriceSpan([1_500, Number.NaN])).toEqual([-Infinity, Infinity]);
  expect(rangePriceSpans(null)).toEqual([[-Infinity, Infinity]]);
  expect(rangePriceSpans({ min: 900, max: 80_000 })).toEqual([[-Infinity, 900], [80_000, Infinity]]);
});

test('a move touches a page when it starts, ends or passes within its prices, not when it stays away from them', () => {
  const page: PriceSpan = [10_000, 20_000];
  // Away: both prices below, both above.
  expect(shares(page, [1_000, 1_001])).toBe(false);
  expect(shares(page, [500_000, 600_000])).toBe(false);
  // Into, out of, within and across the page.
  expect(shares(page, [1_000, 15_000])).toBe(true);
  expect(shares(page, [15_000, 900_000])).toBe(true);
  expect(shares(page, [12_000, 12_001])).toBe(true);
  expect(shares(page, [1_000, 900_000])).toBe(true);
  // A move from before the page to after it shifts the page: it passes within its prices.
  expect(shares(page, [1_000, 900_000])).toBe(true);
});
