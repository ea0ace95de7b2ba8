import { describe, expect, it } from 'vitest';
import { EMPTY_SHOP_QUERY } from '../../../../src/shared/catalog/filter-query';
import { translateShopQuery } from '../../../../src/shared/catalog/translate-shop-query';

const SELECTION = {
  filters: [{ names: ['Boja', 'Colour'], values: [['Crna', 'Black'], ['Bela', 'White']] }],
  prices: [{ min: 23440, max: null }, { min: 200, max: null }],
};

describe('a listing’s state in the other language', () => {
  const query = { ...EMPTY_SHOP_QUERY, page: 3, sort: 'NAME' as const, brands: ['4'], filters: [{ name: 'boja', values: ['crna', 'Bela'] }, { name: 'Nema', values: ['x'] }], price_min: 23440 };

  it('translates filter names and values as the selection says, matching them case and accents aside, and takes its price bounds', () => {
    expect(translateShopQuery(query, 0, 1, SELECTION)).toEqual({ page: 3, sort: 'NAME', brands: ['4'], filters: [{ name: 'Colour', values: ['Black', 'White'] }], price_min: 200 });
  });

  it('keeps only page, sort and brands without a selection, and everything in the same language', () => {
    expect(translateShopQuery(query, 0, 1)).toEqual({ page: 3, sort: 'NAME', brands: ['4'], filters: [] });
    expect(translateShopQuery(query, 1, 1, SELECTION)).toBe(query);
  });
});
