/**
 * The orders module's public entry: checkout, the admin's orders, countries and promo codes, and the
 * request's currency (amounts stored in RSD answered in EUR for English), which the catalogue and the
 * cms show prices in.
 */
export { orderResolvers } from './resolvers';
export { ordersCountLoader, requestAmount, requestRate } from './request-cache';
export { orderSearchText } from './search';
export type { OrderCountryRow, OrderItemRow, OrderRow, OrderTables, PaymentMethodName, PromoCodeRow } from './tables';
