import { Link } from '../../lib/navigation';
import type { OrderSummaryFragment } from '../../../../generated/client/graphql';
import { pathFor } from '../../../shared/routing/build-path';
import { useT } from './messages';
import { useSession } from '../../lib/session/useSession';
import { Price } from '../../ui/Price';
import { formatDate } from '../../../shared/i18n/dates';
import { OrderStatusBadge } from '../../ui/order/OrderStatusBadge';

/** The shopper's orders, each opening its order status page; a list of cards on a phone, rows on a desktop. */
export function OrderList({ orders }: { orders: readonly OrderSummaryFragment[] }) {
  const t = useT();
  const { lang } = useSession();
  return (
    <ul className="user-orders">
      <li className="user-orders-head" aria-hidden="true">
        <span>{t('user.orders.code')}</span>
        <span>{t('user.orders.date')}</span>
        <span>{t('user.orders.status')}</span>
        <span>{t('user.orders.total')}</span>
      </li>
      {orders.map((order) => (
        <li key={order.id} className="user-order">
          <Link className="user-order-code" to={pathFor('order', lang, { code: order.code })}>
            <span className="visually-hidden">{t('user.orders.code')}: </span>
            {order.code}
          </Link>
          <time className="user-order-date" dateTime={order.created_at}>
            {formatDate(order.created_at, lang)}
          </time>
          <span className="user-order-status">
            <OrderStatusBadge status={order.status} />
          </span>
          <span className="user-order-total">
            <span className="visually-hidden">{t('user.orders.total')}: </span>
            <Price price={order.total} currency={order.currency} />
          </span>
        </li>
      ))}
    </ul>
  );
}
