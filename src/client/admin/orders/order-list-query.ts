import type { GetOrdersWithPaginationQueryVariables, OrderStatus } from '../../../../generated/client/graphql';
import { orderStatusNumber, orderStatusOfNumber } from './order-status';

/** Orders per page of the admin's list. */
export const ADMIN_ORDERS_PER_PAGE = 20;

/** What the order list shows, all of it in the query string so a link or reload shows the same. */
export interface OrderListQuery {
  /** null for every status. */
  status: OrderStatus | null;
  search: string;
  /** Placed from this day, YYYY-MM-DD; '' for no limit. */
  from: string;
  /** Placed up to this day, YYYY-MM-DD; '' for no limit. */
  to: string;
  page: number;
}

export const DEFAULT_ORDER_LIST_QUERY: OrderListQuery = { status: null, search: '', from: '', to: '', page: 1 };

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** Reads the list's state from a query string; the status is its stored number 1–6; what is not understood takes its default. */
export function parseOrderListQuery(search: string): OrderListQuery {
  const params = new URLSearchParams(search);
  const text = (key: string) => params.get(key)?.trim() ?? '';
  const page = Number(text('page'));
  return {
    status: orderStatusOfNumber(text('status')),
    search: text('search'),
    from: isDay(text('from')) ? text('from') : '',
    to: isDay(text('to')) ? text('to') : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query string of a list state, defaults left out ('' for the plain list). */
export function formatOrderListQuery(query: OrderListQuery): string {
  const params = new URLSearchParams();
  if (query.status) params.set('status', String(orderStatusNumber(query.status)));
  if (query.search) params.set('search', query.search);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A change of what is listed starts again from page 1; a change of page keeps the rest. */
export function changeOrderListQuery(query: OrderListQuery, changes: Partial<OrderListQuery>): OrderListQuery {
  return { ...query, page: 1, ...changes };
}

/** The GetOrdersWithPagination variables of a list state. */
export function orderListVariables(query: OrderListQuery): GetOrdersWithPaginationQueryVariables {
  return {
    page: query.page,
    first: ADMIN_ORDERS_PER_PAGE,
    search: query.search || null,
    status: query.status,
    start_date: query.from || null,
    end_date: query.to || null,
  };
}

/** Whether the list is narrowed by anything. */
export const isFilteredOrderList = (query: OrderListQuery) => query.status != null || query.search !== '' || query.from !== '' || query.to !== '';
