import { describe, expect, it } from 'vitest';
import { EMPTY_SHOP_QUERY, type ShopQuery } from '../../../../src/shared/catalog/filter-query';
import { clearFilters, shopQueryInLanguage, toggleBrand, toggleFilterValue, withPage, withSort } from '../../../../src/shared/catalog/shop-query-edits';

const onPage3: ShopQuery = { ...EMPTY_SHOP_QUERY, page: 3, brands: ['4'], filters: [{ name: 'Boja', values: ['Crna'] }] };

describe('shop query edits', () => {
  it('adds and removes a filter value, dropping a filter left without values', () => {
    const added = toggleFilterValue(onPage3, 'Boja', 'Bela');
    expect(added.filters).toEqual([{ name: 'Boja', values: ['Crna', 'Bela'] }]);
    const other = toggleFilterValue(added, 'Dijagonala ekrana', '6,6"');
    expect(other.filters).toContainEqual({ name: 'Dijagonala ekrana', values: ['6,6"'] });
    const removed = toggleFilterValue(toggleFilterValue(onPage3, 'Boja', 'Crna'), 'Pol', 'x');
    expect(removed.filters).toEqual([{ name: 'Pol', values: ['x'] }]);
  });

  it('finds a filter by its name whatever its case, as the server does', () => {
    expect(toggleFilterValue(onPage3, 'BOJA', 'Crna').filters).toEqual([]);
    expect(toggleFilterValue(onPage3, 'boja', 'Bela').filters).toEqual([{ name: 'Boja', values: ['Crna', 'Bela'] }]);
  });

  it('goes back to page 1 whenever what is listed changes', () => {
    expect(toggleFilterValue(onPage3, 'Boja', 'Bela').page).toBe(1);
    expect(toggleBrand(onPage3, '7').page).toBe(1);
    expect(withSort(onPage3, 'NAME')).toMatchObject({ page: 1, sort: 'NAME' });
    expect(clearFilters(onPage3)).toEqual(EMPTY_SHOP_QUERY);
    expect(withPage(onPage3, 4)).toEqual({ ...onPage3, page: 4 });
  });

  it('toggles a brand', () => {
    expect(toggleBrand(onPage3, '7').brands).toEqual(['4', '7']);
    expect(toggleBrand(onPage3, '4').brands).toEqual([]);
  });

  it('switches language with the same page, order and brands, leaving the words of the filters behind', () => {
    expect(shopQueryInLanguage('?page=2&sortiraj=3&brands=4&filteri=Boja:Crna', 0, 1)).toBe('?page=2&order=3&brands=4');
    expect(shopQueryInLanguage('?order=4&filters=Colour:Black', 1, 0)).toBe('?sortiraj=4');
    expect(shopQueryInLanguage('?filteri=Boja:Crna', 0, 0)).toBe('?filteri=Boja:Crna');
  });
});
