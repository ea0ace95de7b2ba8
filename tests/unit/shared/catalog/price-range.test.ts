import { describe, expect, it } from 'vitest';
import { formatShopQuery, parseShopQuery } from '../../../../src/shared/catalog/filter-query';
import { formatPriceParam, parsePriceParam } from '../../../../src/shared/catalog/price-range';
import { clearFilters, shopQueryInLanguage, withPriceBounds } from '../../../../src/shared/catalog/shop-query-edits';

describe('the price filter in the address', () => {
  it('writes cena / price with either bound open, and reads it back', () => {
    expect(formatShopQuery({ page: 2, brands: ['4'], price_min: 1000, price_max: 5000 }, 0)).toBe('?page=2&brands=4&cena=1000-5000');
    expect(formatShopQuery({ price_min: 10.5 }, 1)).toBe('?price=10.5-');
    expect(formatPriceParam({ price_max: 5000 })).toBe('-5000');
    expect(parseShopQuery('?cena=1000-5000', 0)).toMatchObject({ price_min: 1000, price_max: 5000 });
    expect(parseShopQuery('?price=-49.99', 1)).toEqual({ page: 1, sort: 'RELEVANCE', brands: [], filters: [], price_max: 49.99 });
    expect(parseShopQuery('?cena=1000%2D', 0)).toMatchObject({ price_min: 1000 });
  });

  it('leaves out what it cannot read: junk, a reversed range, the other language’s name', () => {
    for (const raw of ['abc', '-', '5000-1000', '1,5-2', '-1-5', '12345678901-', '1000']) expect(parsePriceParam(raw)).toEqual({});
    expect(parseShopQuery('?price=1-2', 0)).not.toHaveProperty('price_min');
  });

  it('goes to page 1 when set, is cleared with the other filters, and stays behind on a language switch (another currency)', () => {
    const query = withPriceBounds({ ...parseShopQuery('?page=3&brands=4', 0) }, { price_min: 1000 });
    expect(query).toMatchObject({ page: 1, price_min: 1000 });
    expect(withPriceBounds(query, {})).not.toHaveProperty('price_min');
    expect(clearFilters(query)).toEqual({ page: 1, sort: 'RELEVANCE', brands: [], filters: [] });
    expect(shopQueryInLanguage('?page=2&brands=4&cena=1000-5000', 0, 1)).toBe('?page=2&brands=4');
    expect(shopQueryInLanguage('?cena=1000-5000', 0, 0)).toBe('?cena=1000-5000');
  });
});
