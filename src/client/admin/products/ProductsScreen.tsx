import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '../../lib/navigation';
import { useGetProductsWithPaginationQuery } from '../../../../generated/hooks';
import { NEW_PRODUCT_ID, productPath } from '../admin-paths';
import { useAdminT } from '../i18n/useAdminT';
import { ListScreen, useListAddress } from '../kit/ListScreen';
import { ProductListFilters } from './ProductListFilters';
import { ProductTable } from './ProductTable';
import {
  formatProductListQuery,
  parseProductListQuery,
  productListVariables,
} from './product-list-query';

/** /cms/products: every product, active or not, searched, filtered, ordered and paged from the query string. */
export default function ProductsScreen() {
  const t = useAdminT();
  const { query, change, hrefOf } = useListAddress(parseProductListQuery, formatProductListQuery);
  const products = useGetProductsWithPaginationQuery(productListVariables(query), { placeholderData: keepPreviousData });
  const filtered = query.search !== '' || query.categoryId !== '' || query.brandId !== '' || query.status !== '';

  return (
    <ListScreen
      title={t('products.title')}
      actions={
        <Link to={productPath(NEW_PRODUCT_ID)} className="button button-primary">
          {t('products.new')}
        </Link>
      }
      filters={<ProductListFilters query={query} onChange={change} />}
      request={products}
      page={products.data?.productsWithPagination}
      count={(total) => t('products.count', { total })}
      empty={filtered ? t('products.emptyFiltered') : t('products.empty')}
      hrefOf={hrefOf}
      rows={(rows) => <ProductTable products={rows} />}
    />
  );
}
