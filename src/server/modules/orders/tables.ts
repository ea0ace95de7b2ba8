import type { Generated, Selectable } from 'kysely';

export type { PaymentMethodName } from '../../../shared/orders/payment-methods';
import type { PaymentMethodName } from '../../../shared/orders/payment-methods';
/** Where an order's payment stands (094_order_payments.sql); null on orders placed before it was recorded. */
export type PaymentStatusName = 'AWAITING' | 'PAID' | 'FAILED' | 'REFUNDED';

/** order_countries (050_orders.sql); amounts in RSD. */
export interface OrderCountriesTable {
  id: Generated<number>;
  /** By language id: 0 Serbian, 1 English. */
  names: string[];
  code: string;
  delivery_price: number;
  free_delivery_over: number | null;
  active: Generated<boolean>;
  position: Generated<number>;
}

/** order_settings: one row, id 1; amounts in RSD. */
export interface OrderSettingsTable {
  id: number;
  min_order_total: Generated<number>;
  delivery_days: Generated<number>;
  payment_methods: Generated<PaymentMethodName[]>;
  bank_account: string | null;
  /** The payee's name for transfers and their IPS QR code (093_order_payee.sql). */
  bank_account_name: string | null;
  /** How long a card order's stock is held awaiting payment (095_card_payments.sql). */
  card_hold_minutes: Generated<number>;
  checkout_notes: Generated<string[]>;
  exchange_rate_eur: Generated<number>;
}

/** promo_codes. */
export interface PromoCodesTable {
  id: Generated<number>;
  /** Upper case. */
  code: string;
  discount: number;
  usage_count: Generated<number>;
  used: Generated<number>;
  expires_at: Date | null;
  active: Generated<boolean>;
  created_at: Generated<Date>;
}

/** order_sequences: the last order number of each year. */
export interface OrderSequencesTable {
  year: number;
  last: number;
}

/** orders: amounts in the order's currency, total_rsd in RSD; status 1–6. */
export interface OrdersTable {
  id: Generated<number>;
  code: string;
  status: number;
  customer_name: string;
  customer_lastname: string;
  customer_email: string;
  customer_phone: string;
  customer_company: string | null;
  customer_vat_number: string | null;
  address: string;
  city: string;
  zip: string;
  country_id: number;
  payment_method: PaymentMethodName;
  payment_status: PaymentStatusName | null;
  paid_at: Date | null;
  /** A card order awaiting payment holds its stock until then (095_card_payments.sql); null otherwise. */
  payment_hold_until: Date | null;
  /** 'Cyrl': placed by a shopper reading the shop in Cyrillic, whose e-mails speak it (096_order_script.sql); null otherwise. */
  script: Generated<'Cyrl' | null>;
  note: string | null;
  promo_code: string | null;
  subtotal: number;
  discount: number;
  delivery_price: number;
  total: number;
  currency: 'RSD' | 'EUR';
  total_rsd: number;
  lang: number;
  created_at: Generated<Date>;
  /** YYYY-MM-DD (text, so both drivers read it the same, without a time zone); null until planned. */
  delivery_date: string | null;
  user_id: number | null;
  idempotency_key: string | null;
  search_text: Generated<string>;
  /** The secret of the order e-mails' status link (073_order_status_key.sql): 32 random hex digits. */
  status_key: Generated<string>;
}

/** order_items: copied from the product at order time; price in the order's currency. */
export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  /** The variant ordered (088_product_variants.sql); a product without options is its own. */
  variant_id: number;
  /** The variant's option values at order time in the order's language ('42 / Crna'); '' without options. */
  variant_name: Generated<string>;
  name: string;
  code: string;
  quantity: number;
  price: number;
  total: number;
  price_rsd: number;
}

/** order_status_changes: every status an order has had. */
export interface OrderStatusChangesTable {
  id: Generated<number>;
  order_id: number;
  status: number;
  note: string | null;
  created_at: Generated<Date>;
}

export interface OrderTables {
  order_countries: OrderCountriesTable;
  order_settings: OrderSettingsTable;
  promo_codes: PromoCodesTable;
  order_sequences: OrderSequencesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_status_changes: OrderStatusChangesTable;
}

export type OrderRow = Selectable<OrdersTable>;

export type OrderItemRow = Selectable<OrderItemsTable>;

export type OrderCountryRow = Selectable<OrderCountriesTable>;

export type PromoCodeRow = Selectable<PromoCodesTable>;
