import type { OrderStatus } from '../../../../generated/client/graphql';
import { useAdminT } from '../i18n/useAdminT';
import { orderStatusColor, orderStatusKey } from './order-status';

/** A status's translated name on its own colour (ORDER_STATUS_INFO). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const t = useAdminT();
  const color = orderStatusColor(status);
  return (
    <span className="admin-order-status" data-status={status} style={{ borderColor: color }}>
      <span className="admin-order-status-dot" aria-hidden="true" style={{ background: color }} />
      {t(orderStatusKey(status))}
    </span>
  );
}
