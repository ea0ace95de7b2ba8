import type { OrderStatus } from '../../../../generated/client/graphql';
import { useT } from './messages';
import { orderStatusView } from './order-status';
import './order-status.css';

/** A status (spec §4) in its own colour with its translated name. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  const { number, color, nameKey } = orderStatusView(status);
  return (
    <span className="order-status-badge" data-status={number} style={{ borderColor: color }}>
      <span className="order-status-dot" style={{ background: color }} aria-hidden="true" />
      {t(nameKey)}
    </span>
  );
}
