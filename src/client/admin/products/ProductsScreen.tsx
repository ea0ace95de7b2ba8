import { keepPreviousData } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useGetProductsWithPaginationQuery } from '../../../../generated/hooks';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { NEW_PRODUCT_ID, productPath } from '../admin-paths';
import { useAdminT } from '../i18n/useAdminT';
import { useAdminTitle } from '../kit/useAdminTitle';
import { Pager } from '../kit/Pager';
import { ProductListFilters } from './ProductListFilters';
import { ProductTable } from './ProductTable';
import {
  changeProductListQuery,
  formatProductListQuery,
  parseProductListQuery,
  productListVariables,
  type ProductListQuery,
} from './product-list-query';

/** /cms/products: every product, active or not, searched, filtered, ordered and paged from the query string. */
export default function ProductsScreen() {
  const t = useAdminT();
  useAdminTitle(t('products.title'));
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const query = parseProductListQuery(search);
  const products = useGetProductsWithPaginationQuery(productListVariables(query), { placeholderData: keepPreviousData });

  const onChange = (changes: Partial<ProductListQuery>) =>
    void navigate({ pathname, search: formatProductListQuery(changeProductListQuery(query, changes)) });
  const list = products.data?.productsWithPagination;
  const filtered = query.search !== '' || query.categoryId !== '' || query.brandId !== '' || query.status !== '';

  return (
    <section className="admin-screen">
      <div className="admin-screen-head">
        <h1>{t('products.title')}</h1>
        <Link to={productPath(NEW_PRODUCT_ID)} className="button button-primary">
          {t('products.new')}
        </Link>
      </div>
      <ProductListFilters query={query} onChange={onChange} />
      {products.isError && <ErrorBox error={products.error} />}
      {products.isPending && <Spinner label={t('common.loading')} />}
      {list && (
        <div aria-busy={products.isPlaceholderData}>
          <p className="admin-count" role="status">
            {t('products.count', { total: list.paginatorInfo.total })}
          </p>
          {list.data.length === 0 ? (
            <p className="empty">{filtered ? t('products.emptyFiltered') : t('products.empty')}</p>
          ) : (
            <ProductTable products={list.data} />
          )}
          <Pager
            page={list.paginatorInfo.currentPage}
            lastPage={list.paginatorInfo.lastPage}
            hrefOf={(page) => pathname + formatProductListQuery({ ...query, page })}
          />
        </div>
      )}
    </section>
  );
}
