import { useEffect, useState, type FormEvent } from 'react';
import { useGetBrandsQuery, useGetCategoriesQuery } from '../../../../generated/hooks';
import { useAdminT } from '../i18n/useAdminT';
import { categoryOptions, indentedName } from './category-options';
import {
  ADMIN_PRODUCT_SORTS,
  PRODUCT_STATUS_FILTERS,
  type ProductListQuery,
  type ProductStatusFilter,
} from './product-list-query';

interface Props {
  query: ProductListQuery;
  onChange: (changes: Partial<ProductListQuery>) => void;
}

/** Search, category, brand, status and order of the product list; each choice is applied at once. */
export function ProductListFilters({ query, onChange }: Props) {
  const t = useAdminT();
  const categories = useGetCategoriesQuery();
  const brands = useGetBrandsQuery();
  const [search, setSearch] = useState(query.search);
  // Back/forward or a link changes the query string under the form.
  useEffect(() => setSearch(query.search), [query.search]);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search: search.trim() });
  };

  return (
    <div className="admin-filters">
      <form role="search" onSubmit={onSearch} className="admin-search">
        <label htmlFor="products-search">{t('products.search')}</label>
        <input id="products-search" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        <button type="submit" className="button">
          {t('products.searchSubmit')}
        </button>
      </form>
      <div className="admin-field">
        <label htmlFor="products-category">{t('products.category')}</label>
        <select id="products-category" value={query.categoryId} onChange={(event) => onChange({ categoryId: event.target.value })}>
          <option value="">{t('products.allCategories')}</option>
          {categoryOptions(categories.data?.categories ?? []).map((option) => (
            <option key={option.id} value={option.id}>
              {indentedName(option)}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor="products-brand">{t('products.brand')}</label>
        <select id="products-brand" value={query.brandId} onChange={(event) => onChange({ brandId: event.target.value })}>
          <option value="">{t('products.allBrands')}</option>
          {(brands.data?.brands ?? []).map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.name}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor="products-status">{t('products.status')}</label>
        <select
          id="products-status"
          value={query.status}
          onChange={(event) => onChange({ status: event.target.value as ProductStatusFilter })}
        >
          {PRODUCT_STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {t(`products.status.${status || 'all'}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor="products-sort">{t('products.sort')}</label>
        <select
          id="products-sort"
          value={query.sort}
          onChange={(event) => onChange({ sort: event.target.value as ProductListQuery['sort'] })}
        >
          {ADMIN_PRODUCT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`products.sort.${sort}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
