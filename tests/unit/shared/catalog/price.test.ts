import { describe, expect, it } from 'vitest';
import { discountPercent, formatMoney, formatPrice } from '../../../../src/shared/catalog/price';

/** A no-break space: the spec's thousands separator that never breaks a line. */
const NBSP = '\u00a0';
/** Whitespace a browser may break a line at. */
const BREAKABLE = /[ \t\n\r\u2000-\u200b\u205f\u3000]/;

describe('formatPrice', () => {
  it('writes two decimals, (no-break) spaces between thousands and a decimal comma', () => {
    expect(formatPrice(1234567.5)).toBe(`1${NBSP}234${NBSP}567,50`);
    expect(formatPrice(999)).toBe('999,00');
    expect(formatPrice(1000)).toBe(`1${NBSP}000,00`);
    expect(formatPrice(0)).toBe('0,00');
    expect(formatPrice(12.345)).toBe('12,35');
  });

  it('never offers a line break inside an amount', () => {
    for (const amount of [39999, 1234567.5, -1500.25, 999999999]) expect(formatPrice(amount)).not.toMatch(BREAKABLE);
  });

  it('keeps the sign of a negative amount', () => {
    expect(formatPrice(-1500.25)).toBe(`-1${NBSP}500,25`);
    expect(formatPrice(-0.001)).toBe('0,00');
  });

  it('shows nothing for a missing price', () => {
    expect(formatPrice(Number.NaN)).toBe('');
  });
});

describe('formatMoney', () => {
  it('keeps the amount and its currency on one line', () => {
    expect(formatMoney(39999, 'RSD')).toBe(`39${NBSP}999,00${NBSP}RSD`);
    expect(formatMoney(339.9, 'EUR')).not.toMatch(BREAKABLE);
  });
});

describe('discountPercent', () => {
  it('is the rounded share of the price taken off', () => {
    expect(discountPercent(1000, 750)).toBe(25);
    expect(discountPercent(3, 2)).toBe(33);
    expect(discountPercent(200, 199)).toBe(1);
  });

  it('is 0 when there is no regular price to compare with', () => {
    expect(discountPercent(0, 10)).toBe(0);
    expect(discountPercent(-5, 1)).toBe(0);
  });
});
