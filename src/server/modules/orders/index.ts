/** The orders module's public entry: checkout, the admin's orders, countries and promo codes. */
export { orderResolvers } from './resolvers';
export { ordersCountLoader } from './request-cache';
export { orderSearchText } from './search';
export type { OrderCountryRow, OrderItemRow, OrderRow, OrderTables, PaymentMethodName, PromoCodeRow } from './tables';
// What card payments (modules/payments) do to an order: open it by its key, mail it, return its stock.
export { lookUpOrder } from './lookup';
export { mailNewOrder, mailStatusChange, orderStatusLink, type MailContext } from './mails';
export { moveOrderStock } from './products';
export { offeredMethods } from './payment-methods';
