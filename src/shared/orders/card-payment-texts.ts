import type { Translated } from '../i18n/translated';

/**
 * A card payment's bank reply as the shop shows it, [Serbian, English]: the result on the order page
 * (the banks require it: order number, authorisation code, transaction status and date), the admin's
 * order screen and the e-mails say it alike.
 */
export const CARD_PAYMENT_STATUS_TEXTS = {
  STARTED: ['Na stranici banke, bez odgovora', "At the bank's page, no reply yet"],
  APPROVED: ['Odobreno', 'Approved'],
  DECLINED: ['Odbijeno', 'Declined'],
  ERROR: ['Nije uspelo', 'Not completed'],
  VOIDED: ['Poništeno', 'Voided'],
  REFUNDED: ['Novac vraćen', 'Refunded'],
} as const satisfies Record<string, Translated>;

/** The reply's fields, in the order a result shows them. */
export const CARD_REPLY_FIELD_TEXTS = {
  order_number: ['Broj porudžbine', 'Order number'],
  status: ['Status transakcije', 'Transaction status'],
  authorization_code: ['Autorizacioni kod', 'Authorisation code'],
  transaction_id: ['Broj transakcije', 'Transaction id'],
  transaction_date: ['Datum transakcije', 'Transaction date'],
  return_code: ['Kod odgovora', 'Return code'],
  masked_card: ['Kartica', 'Card'],
  message: ['Poruka banke', "The bank's message"],
  amount_rsd: ['Iznos', 'Amount'],
} as const satisfies Record<string, Translated>;

/**
 * What the banks require a shop to say where a foreign card may pay: the amount is charged in dinars
 * and the card's own bank converts it at its own rate.
 */
export const CARD_CURRENCY_NOTICE: Translated = [
  'Sva plaćanja biće izvršena u lokalnoj valuti Republike Srbije – dinar (RSD). Za informativni prikaz cena u drugim valutama koristi se srednji kurs Narodne banke Srbije. Iznos za koji će biti zadužena Vaša platna kartica biće izražen u Vašoj lokalnoj valuti kroz konverziju u istu po kursu koji koriste kartičarske organizacije, a koji nama u trenutku transakcije ne može biti poznat. Kao rezultat ove konverzije postoji mogućnost neznatne razlike od originalne cene navedene na našem sajtu.',
  'All payments are made in the local currency of the Republic of Serbia, the dinar (RSD). Prices in other currencies are shown for information at the middle exchange rate of the National Bank of Serbia. The amount charged to your card is converted into your local currency at the rate the card organisations use, which we cannot know at the time of the transaction, so it may differ slightly from the price shown on our site.',
];
