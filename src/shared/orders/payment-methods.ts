/**
 * The ways a shopper pays, as the API names them (schema/orders.graphql PaymentMethod) and the
 * database stores them (orders.payment_method, order_settings.payment_methods): the one list the
 * server, the apps and the demo data take them from.
 */
export const PAYMENT_METHODS = ['CASH_ON_DELIVERY', 'BANK_TRANSFER', 'CARD'] as const;

export type PaymentMethodName = (typeof PAYMENT_METHODS)[number];
