import { describe, expect, it } from 'vitest';
import { pluralForm, pluralKey } from '../../../../src/shared/i18n/plural';

describe('plural forms', () => {
  it('gives Serbian its three forms: 1, 21, 101 one; 2–4, 22–24 few; 0, 5–20, 25, 111 other', () => {
    const forms = (counts: number[]) => counts.map((count) => pluralForm(0, count));
    expect(forms([1, 21, 31, 101, 1001])).toEqual(['one', 'one', 'one', 'one', 'one']);
    expect(forms([2, 3, 4, 22, 23, 24, 102])).toEqual(['few', 'few', 'few', 'few', 'few', 'few', 'few']);
    expect(forms([0, 5, 11, 12, 13, 14, 19, 20, 25, 111, 112])).toEqual(Array(11).fill('other'));
  });

  it('gives English one for 1 and other for the rest, few never', () => {
    expect([0, 1, 2, 3, 4, 11, 21, 22].map((count) => pluralForm(1, count))).toEqual(['other', 'one', 'other', 'other', 'other', 'other', 'other', 'other']);
  });

  it('names the key of the form', () => {
    expect(pluralKey('filters.showProducts', 0, 3)).toBe('filters.showProducts.few');
    expect(pluralKey('filters.showProducts', 1, 3)).toBe('filters.showProducts.other');
  });
});
