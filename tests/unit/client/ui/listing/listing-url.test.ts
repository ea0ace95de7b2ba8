import { describe, expect, it } from 'vitest';
import { EMPTY_SHOP_QUERY } from '../../../../../src/shared/catalog/filter-query';
import { hasSelections, listingHref } from '../../../../../src/client/ui/listing/listing-url';

describe('listingHref', () => {
  const query = { ...EMPTY_SHOP_QUERY, page: 2, sort: 'PRICE_ASC' as const, brands: ['4', '7'], filters: [{ name: 'Boja', values: ['Crna', 'Bela'] }] };

  it('writes the spec query string with the language names of the parameters', () => {
    expect(listingHref('/prodavnica/telefoni', query, 0, '')).toBe('/prodavnica/telefoni?page=2&sortiraj=3&brands=4,7&filteri=Boja:Crna,Bela');
    expect(listingHref('/shop/phones', query, 1, '')).toBe('/shop/phones?page=2&order=3&brands=4,7&filters=Boja:Crna,Bela');
  });

  it('is the bare path when everything is at its default', () => {
    expect(listingHref('/prodavnica', EMPTY_SHOP_QUERY, 0, '?page=3&sortiraj=2')).toBe('/prodavnica');
  });

  it("keeps a campaign link's code through the listing's changes", () => {
    expect(listingHref('/kampanja', EMPTY_SHOP_QUERY, 0, '?kampanja=zimska-akcija&page=2')).toBe('/kampanja?kampanja=zimska-akcija');
    expect(listingHref('/kampanja', { ...EMPTY_SHOP_QUERY, page: 3 }, 0, '?kampanja=zimska-akcija')).toBe('/kampanja?page=3&kampanja=zimska-akcija');
  });
});

describe('hasSelections', () => {
  it('is true once a brand or a filter value is chosen, not for sort or page', () => {
    expect(hasSelections({ ...EMPTY_SHOP_QUERY, page: 4, sort: 'NAME' })).toBe(false);
    expect(hasSelections({ ...EMPTY_SHOP_QUERY, brands: ['1'] })).toBe(true);
    expect(hasSelections({ ...EMPTY_SHOP_QUERY, filters: [{ name: 'Boja', values: ['x'] }] })).toBe(true);
  });
});
