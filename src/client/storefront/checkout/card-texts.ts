import { CARD_CURRENCY_NOTICE } from '../../../shared/orders/card-payment-texts';
import { dictionariesOf } from '../../../shared/i18n/shared-dictionaries';

/** Paying by card at checkout, [Serbian, English], under `checkout.`. */
const CHECKOUT_CARD_TEXTS = {
  'payment.CARD': ['Platnom karticom (Visa, Mastercard, Maestro, DinaCard)', 'By card (Visa, Mastercard, Maestro, DinaCard)'],
  cardBankPage: [
    'Posle porudžbine vodimo vas na zaštićenu stranicu banke: podatke o kartici unosite tamo, nikada na našem sajtu.',
    "After you order, we take you to the bank's secure page: you type your card's details there, never on our site.",
  ],
  cardCurrency: CARD_CURRENCY_NOTICE,
} as const satisfies Record<string, readonly [string, string]>;

/** Those texts by language index. */
export const CHECKOUT_CARD_MESSAGES = dictionariesOf('checkout', CHECKOUT_CARD_TEXTS);
