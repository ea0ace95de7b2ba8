import { keepPreviousData } from '@tanstack/react-query';
import { useGetOrdersWithPaginationQuery } from '../../../../generated/hooks';
import { useAdminT } from '../i18n/useAdminT';
import { ListScreen, useListAddress } from '../kit/ListScreen';
import { OrderListFilters } from './OrderListFilters';
import { OrderTable } from './OrderTable';
import {
  formatOrderListQuery,
  isFilteredOrderList,
  orderListVariables,
  parseOrderListQuery,
} from './order-list-query';
import './orders.css';

/** /cms/orders: the orders newest first, by status, searched, in a date range and paged, all from the query string. */
export default function OrdersScreen() {
  const t = useAdminT();
  const { query, pathname, change, hrefOf } = useListAddress(parseOrderListQuery, formatOrderListQuery);
  const orders = useGetOrdersWithPaginationQuery(orderListVariables(query), { placeholderData: keepPreviousData });

  return (
    <ListScreen
      title={t('menu.orders')}
      filters={<OrderListFilters query={query} pathname={pathname} onChange={change} />}
      request={orders}
      page={orders.data?.ordersWithPagination}
      count={(total) => t('admin.orders.count', { total })}
      empty={isFilteredOrderList(query) ? t('admin.orders.emptyFiltered') : t('admin.orders.empty')}
      hrefOf={hrefOf}
      rows={(rows) => <OrderTable orders={rows} />}
    />
  );
}
