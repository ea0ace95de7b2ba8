import { describe, expect, it } from 'vitest';
import { isAdminOnlySort, shopSorts, sortFromParam, sortToParam } from '../../../../src/shared/catalog/shop-sort';

describe('shop sort numbers (spec §9)', () => {
  it('maps each listing order to its number and back', () => {
    const numbers = { RELEVANCE: '', VIEWS: '8', WISHLIST: '9', NAME: '2', PRICE_ASC: '3', PRICE_DESC: '4' } as const;
    for (const [sort, param] of Object.entries(numbers)) {
      expect(sortToParam(sort as keyof typeof numbers)).toBe(param);
      expect(sortFromParam(param)).toBe(sort);
    }
  });

  it('knows no number it was not given', () => {
    expect(sortFromParam('1')).toBeUndefined();
    expect(sortFromParam('5')).toBeUndefined();
    expect(sortFromParam('NEWEST')).toBeUndefined();
    expect(sortFromParam('price')).toBeUndefined();
  });

  it('keeps views and wishlist for administrators', () => {
    expect(isAdminOnlySort('VIEWS')).toBe(true);
    expect(isAdminOnlySort('WISHLIST')).toBe(true);
    expect(isAdminOnlySort('PRICE_ASC')).toBe(false);
    expect(shopSorts()).toEqual(['RELEVANCE', 'NAME', 'PRICE_ASC', 'PRICE_DESC']);
    expect(shopSorts({ admin: true })).toHaveLength(6);
  });
});
