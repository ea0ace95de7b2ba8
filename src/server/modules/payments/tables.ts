import type { Generated, Selectable } from 'kysely';

export type CardPaymentStatusName = 'STARTED' | 'APPROVED' | 'DECLINED' | 'ERROR' | 'VOIDED' | 'REFUNDED';

/** card_payments (095_card_payments.sql): one try to pay an order by card, with the bank's reply. */
export interface CardPaymentsTable {
  id: Generated<number>;
  order_id: number;
  /** 1 for an order's first try. */
  attempt: number;
  /** The bank's oid: the order's code, a dash and the attempt. */
  order_number: string;
  status: Generated<CardPaymentStatusName>;
  amount_rsd: number;
  created_at: Generated<Date>;
  replied_at: Date | null;
  transaction_date: Date | null;
  authorization_code: string | null;
  transaction_id: string | null;
  response: string | null;
  return_code: string | null;
  message: string | null;
  masked_card: string | null;
  reversed_at: Date | null;
}

export interface PaymentTables {
  card_payments: CardPaymentsTable;
}

export type CardPaymentRow = Selectable<CardPaymentsTable>;
