import type { OrderStatus as OrderStatusName } from '../../../../generated/client/graphql';
import { ORDER_STATUS, ORDER_STATUS_INFO, type OrderStatus } from '../../../shared/constants';

/** The schema's statuses in the order of their stored numbers 1–6 (spec §4). */
export const ADMIN_ORDER_STATUSES = (Object.keys(ORDER_STATUS) as OrderStatusName[]).sort(
  (a, b) => ORDER_STATUS[a] - ORDER_STATUS[b],
);

/** The stored number 1–6 of a status as the schema names it. */
export const orderStatusNumber = (status: OrderStatusName): OrderStatus => ORDER_STATUS[status];

/** The status of a stored number (as written in the query string); null for anything else. */
export function orderStatusOfNumber(value: string): OrderStatusName | null {
  return ADMIN_ORDER_STATUSES.find((status) => String(ORDER_STATUS[status]) === value) ?? null;
}

/** A status's colour (ORDER_STATUS_INFO). */
export const orderStatusColor = (status: OrderStatusName): string => ORDER_STATUS_INFO[ORDER_STATUS[status]].color;

/** The admin text key of a status's name. */
export const orderStatusKey = (status: OrderStatusName): string => `admin.orders.status.${ORDER_STATUS[status]}`;
