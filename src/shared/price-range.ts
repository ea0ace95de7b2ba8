/**
 * The listing's price filter (GetProducts' price_min and price_max): bounds on what the shopper pays,
 * in the language's currency, as the shop's fields read what is typed and as its address writes them.
 */

/** The largest bound: what a price column (numeric(12, 2)) holds, the schema's @range of price_min and price_max. */
export const PRICE_BOUND_MAX = 9_999_999_999.99;

/** A listing's price bounds, either or both. */
export interface PriceBounds {
  price_min?: number;
  price_max?: number;
}

/** Why a typed bound or range is refused: each has its text in the shop's messages, `reversed` in the rules'. */
export type PriceProblem = 'notNumber' | 'negative' | 'tooLarge' | 'reversed';

export type BoundReading = { value: number | undefined } | { problem: PriceProblem };

// Digits with spaces between thousands, then ',' or '.' and at most two decimals: 1500, 1 499,90, 12.5.
const TYPED_AMOUNT = /^(\d{1,3}(?:[ \u00a0]\d{3})+|\d+)(?:[.,](\d{1,2}))?$/;

/** One bound as typed: empty is no bound; a minus sign is its own problem, so the message can say so. */
export function readPriceBound(text: string): BoundReading {
  const trimmed = text.trim();
  if (trimmed === '') return { value: undefined };
  const negative = /^[-−]\s*/.exec(trimmed);
  const match = TYPED_AMOUNT.exec(negative ? trimmed.slice(negative[0].length) : trimmed);
  if (!match) return { problem: 'notNumber' };
  const value = Number(`${match[1]!.replace(/[ \u00a0]/g, '')}.${match[2] ?? '0'}`);
  if (negative && value > 0) return { problem: 'negative' };
  if (value > PRICE_BOUND_MAX) return { problem: 'tooLarge' };
  return { value };
}

/** Both bounds as typed: the bounds, or the first problem and which field has it (a reversed range is the highest's). */
export function readPriceRange(minText: string, maxText: string): { bounds: PriceBounds } | { problem: PriceProblem; field: 'min' | 'max' } {
  const min = readPriceBound(minText);
  if ('problem' in min) return { problem: min.problem, field: 'min' };
  const max = readPriceBound(maxText);
  if ('problem' in max) return { problem: max.problem, field: 'max' };
  if (min.value !== undefined && max.value !== undefined && min.value > max.value) return { problem: 'reversed', field: 'max' };
  return { bounds: withoutEmpty({ price_min: min.value, price_max: max.value }) };
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

function withoutEmpty(bounds: PriceBounds): PriceBounds {
  return Object.fromEntries(Object.entries(bounds).filter(([, value]) => value !== undefined));
}
