// STUB: replaced by the orders domain's engineer: the Kysely table types of its migration, and its row types.

export interface OrderTables {}

export type OrderRow = { id: number };

export type OrderItemRow = { id: number };

export type OrderCountryRow = { id: number };

export type PromoCodeRow = { id: number };
