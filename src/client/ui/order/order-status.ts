import type { OrderStatus as OrderStatusName } from '../../../../generated/client/graphql';
import { ORDER_STATUS, ORDER_STATUS_INFO, type OrderStatus } from '../../../shared/constants';

/** The stored number 1–6 (spec §4) of a status as the schema names it. */
export function orderStatusNumber(status: OrderStatusName): OrderStatus {
  return ORDER_STATUS[status];
}

/** A status's colour (ORDER_STATUS_INFO) and the key of its translated name. */
export function orderStatusView(status: OrderStatusName): { number: OrderStatus; color: string; nameKey: string } {
  const number = orderStatusNumber(status);
  return { number, color: ORDER_STATUS_INFO[number].color, nameKey: `order.status.${number}` };
}
