import type { OrderStatus } from '../../../../generated/client/graphql';
import { ORDER_STATUS, ORDER_STATUS_INFO } from '../../../shared/constants';

/** The schema's status names and the stored numbers 1–6 of spec §4. */
const STATUS_NUMBER: Record<OrderStatus, keyof typeof ORDER_STATUS_INFO> = {
  IN_PROCESS: ORDER_STATUS.IN_PROCESS,
  RECEIVED: ORDER_STATUS.RECEIVED,
  SENT: ORDER_STATUS.SENT,
  DELIVERED: ORDER_STATUS.DELIVERED,
  CANCELLED: ORDER_STATUS.CANCELLED,
  COMPLAINT: ORDER_STATUS.COMPLAINT,
};

/** A status's own colour (spec §4). */
export function orderStatusColor(status: OrderStatus): string {
  return ORDER_STATUS_INFO[STATUS_NUMBER[status]].color;
}

/** The message key of a status's name, e.g. user.status.SENT. */
export function orderStatusKey(status: OrderStatus): string {
  return `user.status.${status}`;
}
