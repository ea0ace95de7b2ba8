import { dictionariesOf, mergeDictionaries } from '../../../shared/i18n/shared-dictionaries';
import { PAYMENT_STATUS_TEXTS } from '../../../shared/orders/payment-texts';
import { CARD_MESSAGES } from './card-texts';

/** The order screen's payment section (OrderPaymentForm) and the settings' payee field, [Serbian, English], under `admin.orders.`. */
const ADMIN_PAYMENT_TEXTS = {
  paymentHeading: ['Plaćanje', 'Payment'],
  paymentUnrecorded: ['Nije evidentirano (porudžbina pre evidencije plaćanja)', 'Not recorded (placed before payments were recorded)'],
  'markPayment.PAID': ['Označi kao plaćeno', 'Mark as paid'],
  'markPayment.AWAITING': ['Vrati na „čeka uplatu“', 'Back to "awaiting payment"'],
  'markPayment.REFUNDED': ['Novac je vraćen kupcu', 'The money went back to the customer'],
  paymentSaved: ['Porudžbina {code}: {status}.', 'Order {code}: {status}.'],
  'settings.payee': ['Primalac uplate', 'Payee of transfers'],
  'settings.payeeHint': [
    'Naziv i mesto, kako ih banka prikazuje (najviše 70 znakova); uz ispravan račun, porudžbine sa uplatom na račun dobijaju IPS QR kod.',
    'Name and place, as the bank shows them (at most 70 characters); with a valid account, orders paid by transfer get an IPS QR code.',
  ],
} as const satisfies Record<string, readonly [string, string]>;

/** Those texts, the payment statuses' words (shared with the storefront) and the card payments' (card-texts.ts), by language index. */
export const PAYMENT_MESSAGES = mergeDictionaries(
  dictionariesOf('admin.orders', ADMIN_PAYMENT_TEXTS),
  dictionariesOf('admin.orders.paymentStatus', PAYMENT_STATUS_TEXTS),
  CARD_MESSAGES,
);
