import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '../../lib/navigation';
import { useGetBrandsWithPaginationQuery } from '../../../../generated/hooks';
import { Image } from '../../ui/Image';
import { useAdminT } from '../i18n/useAdminT';
import { ListScreen, useListAddress } from '../kit/ListScreen';
import { brandPath, NEW_ID } from '../kit/catalog-paths';
import { formatSearchPage, parseSearchPage } from '../kit/list-query';
import { SearchForm } from '../kit/SearchForm';
import '../kit/catalog.css';
import { TableHead } from '../kit/TableHead';

/** Brands per page of the admin's list. */
export const BRANDS_PER_PAGE = 20;

/** /cms/brands: every brand in its listing order, searched and paged from the query string. */
export default function BrandsScreen() {
  const t = useAdminT();
  const { query, change, hrefOf } = useListAddress(parseSearchPage, formatSearchPage);
  const brands = useGetBrandsWithPaginationQuery(
    { page: query.page, first: BRANDS_PER_PAGE, search: query.search || null },
    { placeholderData: keepPreviousData },
  );
  const columns = ['brand', 'slug', 'position', 'products', 'views', 'wishlist'] as const;

  return (
    <ListScreen
      title={t('menu.brands')}
      actions={
        <Link to={brandPath(NEW_ID)} className="button button-primary">
          {t('admin.catalog.brand.new')}
        </Link>
      }
      filters={
        <div className="admin-filters">
          <SearchForm id="brands-search" label={t('admin.catalog.brands.search')} value={query.search} onSearch={(text) => change({ search: text })} />
        </div>
      }
      request={brands}
      page={brands.data?.brandsWithPagination}
      count={(total) => t('admin.catalog.brands.count', { total })}
      empty={query.search ? t('admin.catalog.brands.emptySearch') : t('admin.catalog.brands.empty')}
      hrefOf={hrefOf}
      rows={(rows) => (
        <table className="admin-table">
          <TableHead columns={columns} label={(column) => t(`admin.catalog.brands.column.${column}`)} />
          <tbody>
            {rows.map((brand) => (
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
    />
  );
}
