/**
 * How long a card order's stock may be held while the shopper pays (order_settings.card_hold_minutes,
 * checked by the server, the admin's form and the database's own check of 095_card_payments.sql):
 * long enough for the bank's page, short enough that abandoned carts do not keep stock off sale.
 */
export const CARD_HOLD_MINUTES = { min: 5, max: 1440 } as const;
