import type { GetProductsWithPaginationQueryVariables, ProductSort } from '../../../../generated/client/graphql';
import { shopSorts, sortFromParam, sortToParam } from '../../../shared/catalog/shop-sort';

/** Products per page of the admin's list. */
export const ADMIN_PRODUCTS_PER_PAGE = 20;

export type ProductStatusFilter = '' | 'active' | 'inactive';
export const PRODUCT_STATUS_FILTERS: readonly ProductStatusFilter[] = ['', 'active', 'inactive'];

/** The list's orders: newest first by default, then the shop's orders including the admin-only views and wishlist (§6, §9). */
export const ADMIN_PRODUCT_SORTS: readonly ProductSort[] = [
  'NEWEST',
  ...shopSorts({ admin: true }).filter((sort) => sort !== 'RELEVANCE'),
];

/** What the product list shows, all of it kept in the query string so a link or reload shows the same. */
export interface ProductListQuery {
  search: string;
  categoryId: string;
  brandId: string;
  status: ProductStatusFilter;
  sort: ProductSort;
  page: number;
}

export const DEFAULT_PRODUCT_LIST_QUERY: ProductListQuery = {
  search: '',
  categoryId: '',
  brandId: '',
  status: '',
  sort: 'NEWEST',
  page: 1,
};

const PARAM = { search: 'search', categoryId: 'category', brandId: 'brand', status: 'status', sort: 'order', page: 'page' } as const;

const isStatus = (value: string): value is ProductStatusFilter => (PRODUCT_STATUS_FILTERS as readonly string[]).includes(value);

/** Reads the list's state from a query string; what is missing or not understood takes its default. */
export function parseProductListQuery(search: string): ProductListQuery {
  const params = new URLSearchParams(search);
  const text = (key: keyof typeof PARAM) => params.get(PARAM[key])?.trim() ?? '';
  const sort = sortFromParam(text('sort'));
  const page = Number(text('page'));
  const status = text('status');
  return {
    search: text('search'),
    categoryId: /^\d+$/.test(text('categoryId')) ? text('categoryId') : '',
    brandId: /^\d+$/.test(text('brandId')) ? text('brandId') : '',
    status: isStatus(status) ? status : '',
    // Sort numbers are the shop's (§9); relevance has none of its own here, newest needs none.
    sort: sort && sort !== 'RELEVANCE' ? sort : DEFAULT_PRODUCT_LIST_QUERY.sort,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query string of a list state, defaults left out ('' for the plain list). */
export function formatProductListQuery(query: ProductListQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set(PARAM.search, query.search);
  if (query.categoryId) params.set(PARAM.categoryId, query.categoryId);
  if (query.brandId) params.set(PARAM.brandId, query.brandId);
  if (query.status) params.set(PARAM.status, query.status);
  if (query.sort !== 'NEWEST' && query.sort !== 'RELEVANCE') params.set(PARAM.sort, sortToParam(query.sort));
  if (query.page > 1) params.set(PARAM.page, String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A change of what is listed starts again from page 1; a change of page keeps the rest. */
export function changeProductListQuery(query: ProductListQuery, changes: Partial<ProductListQuery>): ProductListQuery {
  return { ...query, page: 1, ...changes };
}

/** The GetProductsWithPagination variables of a list state. */
export function productListVariables(query: ProductListQuery): GetProductsWithPaginationQueryVariables {
  return {
    page: query.page,
    first: ADMIN_PRODUCTS_PER_PAGE,
    search: query.search || null,
    category_id: query.categoryId || null,
    brand_id: query.brandId || null,
    active: query.status === '' ? null : query.status === 'active',
    sort: query.sort,
  };
}
