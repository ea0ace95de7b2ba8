import { dictionariesOf, mergeDictionaries } from '../../../shared/i18n/shared-dictionaries';
import { CARD_PAYMENT_STATUS_TEXTS, CARD_REPLY_FIELD_TEXTS } from '../../../shared/orders/card-payment-texts';

/** Card payments in the admin: the settings' card fields and the order screen's card section (OrderCardPayments), [Serbian, English], under `admin.orders.`. */
const ADMIN_CARD_TEXTS = {
  'payment.CARD': ['Platnom karticom', 'By card'],
  'settings.cardNoGateway': ['Server nema banku za kartice (PAYMENT_GATEWAY).', 'The server has no card gateway (PAYMENT_GATEWAY).'],
  'settings.cardTestGateway': [
    'Kartice idu preko probne banke: ništa se stvarno ne naplaćuje.',
    'Cards go through the test bank: no real money is charged.',
  ],
  'settings.cardHold': ['Čuvanje robe za plaćanje karticom (minuta)', 'Stock held for a card payment (minutes)'],
  'settings.cardHoldHint': [
    'Od {min} do {max}: toliko je roba rezervisana dok kupac plaća karticom; neplaćena porudžbina se zatim otkazuje.',
    'From {min} to {max}: how long the stock is held while the customer pays by card; an unpaid order is then cancelled.',
  ],
  'settings.error.cardHold': ['Upišite ceo broj minuta, od {min} do {max}.', 'Enter a whole number of minutes, from {min} to {max}.'],
  'card.heading': ['Plaćanje karticom', 'Card payment'],
  'card.holdUntil': ['Roba rezervisana do {date}', 'Stock held until {date}'],
  'card.none': ['Kupac još nije otišao na stranicu banke.', "The customer has not been to the bank's page yet."],
  'card.tries': ['Pokušaji plaćanja karticom', 'Tries to pay by card'],
  'card.startedAt': ['Poslato banci {date}', 'Sent to the bank {date}'],
  'card.byBank': ['Plaćanje karticom beleži banka; poništenje i povraćaj su u odeljku „Plaćanje karticom“.', 'The bank records card payments; voids and refunds are in the "Card payment" section.'],
  'card.void': ['Poništi (isti dan)', 'Void (same day)'],
  'card.refund': ['Vrati novac', 'Refund'],
  'card.voidQuestion': [
    'Poništiti plaćanje {number} od {amount}? Banka poništava samo istog dana, pre obračuna; kupac tada ništa ne plaća.',
    'Void payment {number} of {amount}? The bank voids only on the day, before settling it; the customer is then never charged.',
  ],
  'card.refundQuestion': ['Vratiti kupcu {amount} za plaćanje {number}?', 'Give the customer {amount} back for payment {number}?'],
  'card.voidConfirm': ['Da, poništi', 'Yes, void'],
  'card.refundConfirm': ['Da, vrati novac', 'Yes, refund'],
  'card.voiding': ['Poništavanje…', 'Voiding…'],
  'card.refunding': ['Vraćanje novca…', 'Refunding…'],
  'card.voided': ['Banka je poništila plaćanje.', 'The bank voided the payment.'],
  'card.refunded': ['Banka je vratila novac.', 'The bank refunded the payment.'],
} as const satisfies Record<string, readonly [string, string]>;

/** Those texts and the bank reply's words (shared with the order page and the e-mails), by language index. */
export const CARD_MESSAGES = mergeDictionaries(
  dictionariesOf('admin.orders', ADMIN_CARD_TEXTS),
  dictionariesOf('admin.orders.cardStatus', CARD_PAYMENT_STATUS_TEXTS),
  dictionariesOf('admin.orders.cardField', CARD_REPLY_FIELD_TEXTS),
);
