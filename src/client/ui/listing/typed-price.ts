/**
 * The price filter's fields as the shopper types them (the listing screen's, so the first load does
 * not carry them): whole amounts, spaces between thousands, a decimal comma or point.
 */
import { PRICE_BOUND_MAX, withoutEmpty, type PriceBounds } from '../../../shared/catalog/price-range';

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
