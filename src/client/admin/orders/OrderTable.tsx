import { Link } from '../../lib/navigation';
import type { GetOrdersWithPaginationQuery } from '../../../../generated/client/graphql';
import { formatPrice } from '../../../shared/catalog/price';
import { useSession } from '../../lib/session/useSession';
import { formatAdminDateTime, formatAdminDay } from '../kit/admin-dates';
import { adminPath } from '../admin-paths';
import { useAdminT } from '../i18n/useAdminT';
import { StatusBadge } from './StatusBadge';
import { TableHead } from '../kit/TableHead';

type OrderRow = GetOrdersWithPaginationQuery['ordersWithPagination']['data'][number];

export const orderPath = (id: string) => adminPath(`orders/${encodeURIComponent(id)}`);

/** The order list's rows; on a phone each row is a card with its labels. */
export function OrderTable({ orders }: { orders: readonly OrderRow[] }) {
  const t = useAdminT();
  const { lang } = useSession();
  const columns = ['code', 'placed', 'customer', 'city', 'items', 'total', 'status', 'delivery'] as const;
  return (
    <table className="admin-table admin-order-table">
      <TableHead columns={columns} label={(column) => t(`admin.orders.column.${column}`)} />
      <tbody>
        {orders.map((order) => (
          <tr key={order.id} data-status={order.status}>
            <td data-label={t('admin.orders.column.code')}>
              <Link to={orderPath(order.id)} className="admin-order-code">
                {order.code}
              </Link>
            </td>
            <td data-label={t('admin.orders.column.placed')}>{formatAdminDateTime(order.created_at, lang)}</td>
            <td data-label={t('admin.orders.column.customer')}>
              {order.customer.name} {order.customer.lastname}
              {order.user && <span className="admin-hint"> · {t('admin.orders.registered')}</span>}
            </td>
            <td data-label={t('admin.orders.column.city')}>
              {order.delivery.city}, {order.delivery.country.code}
            </td>
            <td data-label={t('admin.orders.column.items')}>{order.items.reduce((sum, item) => sum + item.quantity, 0)}</td>
            <td data-label={t('admin.orders.column.total')}>
              {formatPrice(order.total)} {order.currency}
            </td>
            <td data-label={t('admin.orders.column.status')}>
              <StatusBadge status={order.status} />
            </td>
            <td data-label={t('admin.orders.column.delivery')}>
              {order.delivery_date ? formatAdminDay(order.delivery_date, lang) : '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
