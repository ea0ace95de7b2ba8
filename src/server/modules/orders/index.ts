/** The orders module's public entry: checkout, the admin's orders, countries and promo codes. */
export { orderResolvers } from './resolvers';
export { ordersCountLoader } from './request-cache';
export { orderSearchText } from './search';
export type { OrderCountryRow, OrderItemRow, OrderRow, OrderTables, PaymentMethodName, PromoCodeRow } from './tables';
