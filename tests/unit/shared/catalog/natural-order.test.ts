import { describe, expect, it } from 'vitest';
import { naturalCompare } from '../../../../src/shared/catalog/natural-order';

const sorted = (values: string[], lang: 0 | 1) => [...values].sort((a, b) => naturalCompare(a, b, lang));

describe('natural order of filter values', () => {
  it('orders decimal numbers by their value, with the language’s decimal separator', () => {
    expect(sorted(['6,8"', '6,67"', '6,1"', '11"', '6,7"', '10,9"', '6,74"'], 0)).toEqual(['6,1"', '6,67"', '6,7"', '6,74"', '6,8"', '10,9"', '11"']);
    expect(sorted(['6.8"', '6.67"', '6.1"', '11"', '6.7"', '10.9"'], 1)).toEqual(['6.1"', '6.67"', '6.7"', '6.8"', '10.9"', '11"']);
    expect(sorted(['1,65"', '1,5"', '1,6"', '1,62"', '1,97"'], 0)).toEqual(['1,5"', '1,6"', '1,62"', '1,65"', '1,97"']);
  });

  it('orders whole numbers by value, not by their digits', () => {
    expect(sorted(['512 GB', '64 GB', '1 TB', '128 GB', '256 GB'], 1)).toEqual(['1 TB', '64 GB', '128 GB', '256 GB', '512 GB']);
    expect(sorted(['Ryzen 9', 'Ryzen 11', 'Ryzen 10'], 0)).toEqual(['Ryzen 9', 'Ryzen 10', 'Ryzen 11']);
  });

  it('orders words as the language does, ignoring case', () => {
    expect(sorted(['Zelena', 'crna', 'Čelik', 'Bela'], 0)).toEqual(['Bela', 'crna', 'Čelik', 'Zelena']);
    expect(sorted(['A++', 'A+++', 'A+', 'B'], 1)).toEqual(['A+', 'A++', 'A+++', 'B']);
  });

  it('puts a number before a word and keeps equal values together', () => {
    expect(sorted(['Bluetooth', '3,5 mm', 'USB-C'], 0)).toEqual(['3,5 mm', 'Bluetooth', 'USB-C']);
    expect(naturalCompare('Crna', 'crna', 0)).toBe(0);
  });
});
