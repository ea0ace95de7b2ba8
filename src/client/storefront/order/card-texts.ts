import { dictionariesOf, mergeDictionaries } from '../../../shared/i18n/shared-dictionaries';
import { CARD_PAYMENT_STATUS_TEXTS, CARD_REPLY_FIELD_TEXTS } from '../../../shared/orders/card-payment-texts';

/** The order page's card payment: the bank's result, paying again or another way, [Serbian, English], under `order.`. */
const ORDER_CARD_TEXTS = {
  'payment.CARD': ['Plaćanje karticom', 'Card'],
  'card.thankYouText': [
    'Porudžbinu smo primili. Potvrdu šaljemo na {email} kada je platite. Sačuvajte kod {code} da biste pratili njen status.',
    'We have received your order and will send the confirmation to {email} once it is paid. Keep the code {code} to follow its status.',
  ],
  'card.resultTitle': ['Rezultat plaćanja', 'Payment result'],
  'card.approved': ['Plaćanje je uspešno. Vaš račun je zadužen.', 'Payment successful. Your card has been charged.'],
  'card.failed': ['Plaćanje nije uspelo. Vaš račun nije zadužen.', 'Payment failed. Your card was not charged.'],
  'card.payTitle': ['Plaćanje karticom', 'Card payment'],
  'card.heldUntil': ['Proizvodi su rezervisani do {time}.', 'Your products are held until {time}.'],
  'card.bankPage': [
    'Podatke o kartici unosite na zaštićenoj stranici banke, nikada na našem sajtu.',
    "You type your card's details on the bank's secure page, never on our site.",
  ],
  'card.pay': ['Plati karticom', 'Pay by card'],
  'card.retry': ['Pokušaj ponovo', 'Try again'],
  'card.continue': ['Nastavi na plaćanje', 'Continue to payment'],
  'card.redirecting': ['Preusmeravamo vas na stranicu banke…', "Taking you to the bank's page…"],
  'card.otherWay': ['Plati drugačije', 'Pay another way'],
  'card.payBy.BANK_TRANSFER': ['Plati uplatom na račun', 'Pay by bank transfer'],
  'card.payBy.CASH_ON_DELIVERY': ['Plati pouzećem', 'Pay cash on delivery'],
  'card.changing': ['Menja se način plaćanja…', 'Changing the payment method…'],
  'card.changed': [
    'Način plaćanja je promenjen. Potvrdu porudžbine smo poslali na {email}.',
    'The payment method has been changed. We have sent the order confirmation to {email}.',
  ],
} as const satisfies Record<string, readonly [string, string]>;

/** Those texts with the bank reply's fields and statuses (shared with the admin and the e-mails), by language index. */
export const CARD_MESSAGES = mergeDictionaries(
  dictionariesOf('order', ORDER_CARD_TEXTS),
  dictionariesOf('order.card.field', CARD_REPLY_FIELD_TEXTS),
  dictionariesOf('order.card.status', CARD_PAYMENT_STATUS_TEXTS),
);
