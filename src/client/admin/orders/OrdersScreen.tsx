import { keepPreviousData } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { useGetOrdersWithPaginationQuery } from '../../../../generated/hooks';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { useAdminT } from '../i18n/useAdminT';
import { useAdminTitle } from '../kit/useAdminTitle';
import { Pager } from '../kit/Pager';
import { OrderListFilters } from './OrderListFilters';
import { OrderTable } from './OrderTable';
import {
  changeOrderListQuery,
  formatOrderListQuery,
  isFilteredOrderList,
  orderListVariables,
  parseOrderListQuery,
  type OrderListQuery,
} from './order-list-query';
import './orders.css';

/** /cms/orders: the orders newest first, by status, searched, in a date range and paged, all from the query string. */
export default function OrdersScreen() {
  const t = useAdminT();
  useAdminTitle(t('menu.orders'));
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const query = parseOrderListQuery(search);
  const orders = useGetOrdersWithPaginationQuery(orderListVariables(query), { placeholderData: keepPreviousData });

  const onChange = (changes: Partial<OrderListQuery>) =>
    void navigate({ pathname, search: formatOrderListQuery(changeOrderListQuery(query, changes)) });
  const list = orders.data?.ordersWithPagination;

  return (
    <section className="admin-screen">
      <div className="admin-screen-head">
        <h1>{t('menu.orders')}</h1>
      </div>
      <OrderListFilters query={query} pathname={pathname} onChange={onChange} />
      {orders.isError && <ErrorBox error={orders.error} />}
      {orders.isPending && <Spinner label={t('common.loading')} />}
      {list && (
        <div aria-busy={orders.isPlaceholderData}>
          <p className="admin-count" role="status">
            {t('admin.orders.count', { total: list.paginatorInfo.total })}
          </p>
          {list.data.length === 0 ? (
            <p className="empty">{isFilteredOrderList(query) ? t('admin.orders.emptyFiltered') : t('admin.orders.empty')}</p>
          ) : (
            <OrderTable orders={list.data} />
          )}
          <Pager
            page={list.paginatorInfo.currentPage}
            lastPage={list.paginatorInfo.lastPage}
            hrefOf={(page) => pathname + formatOrderListQuery({ ...query, page })}
          />
        </div>
      )}
    </section>
  );
}
