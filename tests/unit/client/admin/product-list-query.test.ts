import { describe, expect, it } from 'vitest';
import {
  ADMIN_PRODUCT_SORTS,
  DEFAULT_PRODUCT_LIST_QUERY,
  changeProductListQuery,
  formatProductListQuery,
  parseProductListQuery,
  productListVariables,
} from '../../../../src/client/admin/products/product-list-query';

describe('product list query string', () => {
  it('reads and writes every part, leaving defaults out', () => {
    const query = parseProductListQuery('?search=Samsung%20A55&category=4&brand=2&status=inactive&order=8&page=3');
    expect(query).toEqual({ search: 'Samsung A55', categoryId: '4', brandId: '2', status: 'inactive', sort: 'VIEWS', page: 3 });
    expect(parseProductListQuery(formatProductListQuery(query))).toEqual(query);
    expect(formatProductListQuery(DEFAULT_PRODUCT_LIST_QUERY)).toBe('');
  });

  it('falls back to the defaults for what it does not understand', () => {
    expect(parseProductListQuery('?order=77&page=-2&status=maybe&category=abc')).toEqual(DEFAULT_PRODUCT_LIST_QUERY);
    expect(parseProductListQuery('?page=2.5').page).toBe(1);
  });

  it('uses the shop sort numbers and offers the admin-only orders', () => {
    expect(formatProductListQuery({ ...DEFAULT_PRODUCT_LIST_QUERY, sort: 'WISHLIST' })).toBe('?order=9');
    expect(formatProductListQuery({ ...DEFAULT_PRODUCT_LIST_QUERY, sort: 'PRICE_ASC' })).toBe('?order=3');
    expect(ADMIN_PRODUCT_SORTS).toEqual(['NEWEST', 'NAME', 'PRICE_ASC', 'PRICE_DESC', 'VIEWS', 'WISHLIST']);
  });

  it('starts again from page 1 when what is listed changes', () => {
    const onPage4 = { ...DEFAULT_PRODUCT_LIST_QUERY, page: 4 };
    expect(changeProductListQuery(onPage4, { search: 'lg' }).page).toBe(1);
    expect(changeProductListQuery(onPage4, { page: 5 }).page).toBe(5);
  });

  it('turns the state into the query variables', () => {
    expect(productListVariables({ ...DEFAULT_PRODUCT_LIST_QUERY, status: 'active', brandId: '3' })).toMatchObject({
      page: 1,
      first: 20,
      search: null,
      brand_id: '3',
      category_id: null,
      active: true,
      sort: 'NEWEST',
    });
    expect(productListVariables(DEFAULT_PRODUCT_LIST_QUERY).active).toBeNull();
  });
});
