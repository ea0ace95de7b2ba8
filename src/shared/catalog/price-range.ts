/**
 * The listing's price filter (GetProducts' price_min and price_max): bounds on what the shopper pays,
 * in the language's currency, as the listing's address writes them. What the fields read is the
 * listing screen's own (client/ui/listing/typed-price.ts), so it stays out of the first load.
 */

/** The largest bound: what a price column (numeric(12, 2)) holds, the schema's @range of price_min and price_max. */
export const PRICE_BOUND_MAX = 9_999_999_999.99;

/** A listing's price bounds, either or both. */
export interface PriceBounds {
  price_min?: number;
  price_max?: number;
}

/** The query string's value: `1000-5000`, `1000-` or `-5000`, decimals after a point; empty without bounds. */
export function formatPriceParam(bounds: PriceBounds): string {
  const { price_min: min, price_max: max } = bounds;
  if (min === undefined && max === undefined) return '';
  return `${min ?? ''}-${max ?? ''}`;
}

// Ten whole digits at most, so a bound never passes PRICE_BOUND_MAX.
const PARAM_AMOUNT = /^\d{1,10}(?:\.\d{1,2})?$/;

/** The query string's value read back; anything else (a reversed range too) is no bound, as the codec leaves out what it cannot read. */
export function parsePriceParam(raw: string | undefined): PriceBounds {
  const dash = raw?.indexOf('-') ?? -1;
  if (raw === undefined || dash < 0) return {};
  const [minText, maxText] = [raw.slice(0, dash), raw.slice(dash + 1)];
  if ([minText, maxText].some((text) => text !== '' && !PARAM_AMOUNT.test(text)) || (minText === '' && maxText === '')) return {};
  const bounds = withoutEmpty({ price_min: minText === '' ? undefined : Number(minText), price_max: maxText === '' ? undefined : Number(maxText) });
  if (bounds.price_min !== undefined && bounds.price_max !== undefined && bounds.price_min > bounds.price_max) return {};
  return bounds;
}

export function hasPriceBounds(bounds: PriceBounds): boolean {
  return bounds.price_min !== undefined || bounds.price_max !== undefined;
}

/** The bounds without the open ones, so a listing's state compares and prints without undefined keys. */
export function withoutEmpty(bounds: PriceBounds): PriceBounds {
  return Object.fromEntries(Object.entries(bounds).filter(([, value]) => value !== undefined));
}
