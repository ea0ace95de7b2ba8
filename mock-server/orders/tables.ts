export type * from '../../fixtures/orders/records';
export { orderCode } from '../../fixtures/orders/code';
export { orderRecord, type OrderDetails } from '../../fixtures/orders/order-record';
