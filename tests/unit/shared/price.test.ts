import { describe, expect, it } from 'vitest';
import { discountPercent, formatPrice } from '../../../src/shared/price';

describe('formatPrice', () => {
  it('writes two decimals, spaces between thousands and a decimal comma', () => {
    expect(formatPrice(1234567.5)).toBe('1 234 567,50');
    expect(formatPrice(999)).toBe('999,00');
    expect(formatPrice(1000)).toBe('1 000,00');
    expect(formatPrice(0)).toBe('0,00');
    expect(formatPrice(12.345)).toBe('12,35');
  });

  it('keeps the sign of a negative amount', () => {
    expect(formatPrice(-1500.25)).toBe('-1 500,25');
    expect(formatPrice(-0.001)).toBe('0,00');
  });

  it('shows nothing for a missing price', () => {
    expect(formatPrice(Number.NaN)).toBe('');
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
