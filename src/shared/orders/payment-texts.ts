import type { Translated } from '../i18n/translated';

/** Where an order's payment stands (PaymentStatus), [Serbian, English]: the order page, the admin and the e-mails say it alike. */
export const PAYMENT_STATUS_TEXTS = {
  AWAITING: ['Čeka uplatu', 'Awaiting payment'],
  PAID: ['Plaćeno', 'Paid'],
  FAILED: ['Plaćanje nije uspelo', 'Payment failed'],
  REFUNDED: ['Novac vraćen', 'Refunded'],
} as const satisfies Record<string, Translated>;
