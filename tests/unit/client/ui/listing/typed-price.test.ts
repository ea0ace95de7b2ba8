import { describe, expect, it } from 'vitest';
import { readPriceBound, readPriceRange } from '../../../../../src/client/ui/listing/typed-price';

describe('the price filter as typed', () => {
  it('reads whole amounts, spaces between thousands and a decimal comma or point', () => {
    expect(['1500', ' 1 499,90 ', '1\u00a0000', '12.5', '0', ''].map((text) => readPriceBound(text))).toEqual([
      { value: 1500 },
      { value: 1499.9 },
      { value: 1000 },
      { value: 12.5 },
      { value: 0 },
      { value: undefined },
    ]);
  });

  it('says why a bound is refused: not a number, negative, too large', () => {
    expect(['abc', '1.000', '1,2,3', '12 34', '1e5'].map((text) => readPriceBound(text))).toEqual(Array(5).fill({ problem: 'notNumber' }));
    expect(readPriceBound('-5')).toEqual({ problem: 'negative' });
    expect(readPriceBound('99999999999')).toEqual({ problem: 'tooLarge' });
  });

  it('refuses a lowest price above the highest, on the highest field', () => {
    expect(readPriceRange('500', '100')).toEqual({ problem: 'reversed', field: 'max' });
    expect(readPriceRange('x', '100')).toEqual({ problem: 'notNumber', field: 'min' });
    expect(readPriceRange('100', '100')).toEqual({ bounds: { price_min: 100, price_max: 100 } });
    expect(readPriceRange('', '100')).toEqual({ bounds: { price_max: 100 } });
    expect(readPriceRange(' ', '')).toEqual({ bounds: {} });
  });
});
