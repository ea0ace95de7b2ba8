/**
 * Price bands: what a listing ordered by price depends on, narrower than all prices of its scope.
 * A page of such a listing changes with a product's price only when the move starts, ends or passes
 * within the prices it shows (its first and last product's). A listing's price facet (its lowest and
 * highest price) changes only with a price moving from or to beyond its bounds. A price move from `before` to `after` (migration 098) names the bands
 * between the two, under the prices tags of the product's places (its categories and their
 * ancestors, its brand, the whole shop); a page or price facet records the bands of the prices it
 * depends on under its own scope's tag. Both sides band the price rounded to whole RSD, as the
 * database's notice sends it.
 *
 * The bands grow geometrically (each a fifth wider than the last) from 100 RSD, so a page of
 * neighbouring prices spans a band or two, and the count of tags a page records stays bounded.
 */

/** How many bands: the last holds every price from about 10 million RSD up. */
export const PRICE_BANDS = 64;
/** Prices up to this fall in the first band. */
const FIRST_BAND_TOP = 100;
const GROWTH = Math.log(1.2);

/** The band of a price in RSD (rounded to whole RSD first, as the database's notice is). */
export function priceBand(rsd: number): number {
  const whole = Math.round(rsd);
  if (!(whole > FIRST_BAND_TOP)) return 0;
  return Math.min(PRICE_BANDS - 1, Math.ceil(Math.log(whole / FIRST_BAND_TOP) / GROWTH));
}

/** The tag of one band of a scope's prices (`prices:c:7`, `prices:b:3`, `prices:shop`). */
export const priceBandTag = (pricesTag: string, band: number) => `${pricesTag}:p${band}`;

/** A closed range of prices in RSD; either end may be infinite. */
export type PriceSpan = readonly [number, number];

/** The bands `spans` cover, each once. */
function bandsOf(spans: readonly PriceSpan[]): Set<number> {
  const bands = new Set<number>();
  for (const [low, high] of spans) {
    const last = high === Infinity ? PRICE_BANDS - 1 : priceBand(high);
    for (let band = low === -Infinity ? 0 : priceBand(low); band <= last; band++) bands.add(band);
  }
  return bands;
}

/** The band tags of `spans` under each of `pricesTags`. */
export function priceBandTags(pricesTags: readonly string[], spans: readonly PriceSpan[]): string[] {
  const bands = [...bandsOf(spans)];
  return pricesTags.flatMap((pricesTag) => bands.map((band) => priceBandTag(pricesTag, band)));
}

/** A price move's span: every price between the two, either way; unknown (an older notice), all of them. */
export function moveSpan(before: number, after: number): PriceSpan {
  if (!Number.isFinite(before) || !Number.isFinite(after)) return [-Infinity, Infinity];
  return [Math.min(before, after), Math.max(before, after)];
}

/**
 * The prices a page of a listing ordered by price shows, as a span: from its cheapest product's to
 * its dearest's. No price moves a product into or out of such a listing, so a move that changes the
 * page starts, ends or passes within them (one crossing from before the page to after it shifts it).
 * An empty page, or one whose prices are not all known: every price.
 */
export function pagePriceSpan(prices: readonly number[]): PriceSpan {
  if (prices.length === 0 || !prices.every(Number.isFinite)) return [-Infinity, Infinity];
  return [Math.min(...prices), Math.max(...prices)];
}

/** The prices a price facet's bounds are set by: its lowest and below, its highest and above. No bounds (no product has a price): every price. */
export function rangePriceSpans(range: { min: number; max: number } | null): PriceSpan[] {
  return range && Number.isFinite(range.min) && Number.isFinite(range.max) ? [[-Infinity, range.min], [range.max, Infinity]] : [[-Infinity, Infinity]];
}
