import { keepPreviousData } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useGetBrandsWithPaginationQuery } from '../../../../generated/hooks';
import { ErrorBox } from '../../ui/ErrorBox';
import { Image } from '../../ui/Image';
import { Spinner } from '../../ui/Spinner';
import { useAdminT } from '../i18n/useAdminT';
import { useAdminTitle } from '../kit/useAdminTitle';
import { Pager } from '../kit/Pager';
import { brandPath, NEW_ID } from '../kit/catalog-paths';
import { formatSearchPage, parseSearchPage } from '../kit/list-query';
import { SearchForm } from '../kit/SearchForm';
import '../kit/catalog.css';

/** Brands per page of the admin's list. */
export const BRANDS_PER_PAGE = 20;

/** /cms/brands: every brand in its listing order, searched and paged from the query string. */
export default function BrandsScreen() {
  const t = useAdminT();
  useAdminTitle(t('menu.brands'));
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const query = parseSearchPage(search);
  const brands = useGetBrandsWithPaginationQuery(
    { page: query.page, first: BRANDS_PER_PAGE, search: query.search || null },
    { placeholderData: keepPreviousData },
  );
  const list = brands.data?.brandsWithPagination;
  const columns = ['brand', 'slug', 'position', 'products', 'views', 'wishlist'] as const;

  return (
    <section className="admin-screen">
      <div className="admin-screen-head">
        <h1>{t('menu.brands')}</h1>
        <Link to={brandPath(NEW_ID)} className="button button-primary">
          {t('admin.catalog.brand.new')}
        </Link>
      </div>
      <div className="admin-filters">
        <SearchForm
          id="brands-search"
          label={t('admin.catalog.brands.search')}
          value={query.search}
          onSearch={(text) => void navigate({ pathname, search: formatSearchPage({ search: text, page: 1 }) })}
        />
      </div>
      {brands.isError && <ErrorBox error={brands.error} />}
      {brands.isPending && <Spinner label={t('common.loading')} />}
      {list && (
        <div aria-busy={brands.isPlaceholderData}>
          <p className="admin-count" role="status">
            {t('admin.catalog.brands.count', { total: list.paginatorInfo.total })}
          </p>
          {list.data.length === 0 ? (
            <p className="empty">{query.search ? t('admin.catalog.brands.emptySearch') : t('admin.catalog.brands.empty')}</p>
          ) : (
            <table className="admin-table">
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col">
                      {t(`admin.catalog.brands.column.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {list.data.map((brand) => (
                  <tr key={brand.id}>
                    <td data-label={t('admin.catalog.brands.column.brand')}>
                      <Link to={brandPath(brand.id)} className="admin-product-cell">
                        <Image image={brand.image} alt={brand.name} size="sm" className="admin-thumb" />
                        <span>{brand.name || t('admin.catalog.untitled')}</span>
                      </Link>
                    </td>
                    <td data-label={t('admin.catalog.brands.column.slug')}>{brand.slug}</td>
                    <td data-label={t('admin.catalog.brands.column.position')}>{brand.position}</td>
                    <td data-label={t('admin.catalog.brands.column.products')}>{brand.products_count}</td>
                    <td data-label={t('admin.catalog.brands.column.views')}>{brand.products_views}</td>
                    <td data-label={t('admin.catalog.brands.column.wishlist')}>{brand.wishlist_added}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Pager
            page={list.paginatorInfo.currentPage}
            lastPage={list.paginatorInfo.lastPage}
            hrefOf={(page) => pathname + formatSearchPage({ ...query, page })}
          />
        </div>
      )}
    </section>
  );
}
