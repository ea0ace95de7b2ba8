/**
 * The test bank's words, in the language the shop asked for (lang=sr: Serbian in Latin script,
 * lang=en: English): its card page, the page that takes the shopper back, and why it refuses a request.
 */
import type { Lang, Refusal } from './check-request';

/** The test card the card page offers (a Visa test number that passes the Luhn check). */
export const TEST_CARD = '4355 0843 5508 4358';

export interface GatewayTexts {
  htmlLang: string;
  bank: string;
  cardPayment: string;
  merchant: string;
  orderNumber: string;
  amount: string;
  cardNumber: string;
  testCardHint: string;
  noRealCharge: string;
  pay: string;
  decline: string;
  cancel: string;
  badCardNumber: string;
  returning: string;
  backToShop: string;
  refused: string;
  refusals: Record<Refusal, string>;
}

export const TEXTS: Record<Lang, GatewayTexts> = {
  sr: {
    htmlLang: 'sr-Latn',
    bank: 'Testna banka',
    cardPayment: 'Plaćanje karticom',
    merchant: 'Trgovac',
    orderNumber: 'Broj porudžbine',
    amount: 'Iznos',
    cardNumber: 'Broj kartice',
    testCardHint: `Probna kartica: ${TEST_CARD}`,
    noRealCharge: 'Ovo je probna banka: nijedna prava kartica neće biti zadužena.',
    pay: 'Plati',
    decline: 'Odbij (test)',
    cancel: 'Odustani',
    badCardNumber: 'Broj kartice ima od 12 do 19 cifara (razmaci su dozvoljeni).',
    returning: 'Vraćamo vas u prodavnicu…',
    backToShop: 'Nastavi u prodavnicu',
    refused: 'Banka je odbila zahtev za plaćanje',
    refusals: {
      duplicate: 'Polje je poslato dva puta (pod imenima koja se razlikuju samo po velikim i malim slovima).',
      reserved: 'Zahtev sadrži polje koje pripada stranici banke (cardNumber ili decision).',
      missing: 'Nedostaju obavezna polja:',
      merchant: 'Nepoznat trgovac (clientid).',
      signature: 'Potpis zahteva (HASH) nije ispravan.',
      storetype: 'Način plaćanja (storetype) mora biti 3d_pay_hosting.',
      trantype: 'Vrsta transakcije (trantype) mora biti Auth.',
      'hash-algorithm': 'Algoritam potpisa (hashAlgorithm) mora biti ver3.',
      encoding: 'Kodiranje (encoding) mora biti utf-8.',
      amount: 'Iznos (amount) mora biti pozitivan broj sa dve decimale, npr. 25998.00.',
      currency: 'Valuta (currency) mora biti 941 (RSD).',
      oid: 'Broj porudžbine (oid) ima do 64 slova, cifre, - i _.',
      lang: 'Jezik (lang) mora biti sr ili en.',
      'return-url': 'Adrese povratka (okUrl, failUrl) moraju biti potpune http(s) adrese.',
      decision: 'Izaberite: platiti, odbiti ili odustati.',
    },
  },
  en: {
    htmlLang: 'en',
    bank: 'Test bank',
    cardPayment: 'Card payment',
    merchant: 'Merchant',
    orderNumber: 'Order number',
    amount: 'Amount',
    cardNumber: 'Card number',
    testCardHint: `Test card: ${TEST_CARD}`,
    noRealCharge: 'This is a test bank: no real card is charged.',
    pay: 'Pay',
    decline: 'Decline (test)',
    cancel: 'Cancel',
    badCardNumber: 'A card number has 12 to 19 digits (spaces are allowed).',
    returning: 'Taking you back to the shop…',
    backToShop: 'Back to the shop',
    refused: 'The bank refused the payment request',
    refusals: {
      duplicate: 'A field was sent twice (under names that differ only in case).',
      reserved: "The request has a field of the bank's page (cardNumber or decision).",
      missing: 'Required fields are missing:',
      merchant: 'Unknown merchant (clientid).',
      signature: "The request's signature (HASH) does not match.",
      storetype: 'The store type (storetype) must be 3d_pay_hosting.',
      trantype: 'The transaction type (trantype) must be Auth.',
      'hash-algorithm': 'The hash algorithm (hashAlgorithm) must be ver3.',
      encoding: 'The encoding must be utf-8.',
      amount: 'The amount must be a positive number with two decimals, such as 25998.00.',
      currency: 'The currency must be 941 (RSD).',
      oid: 'The order number (oid) has up to 64 letters, digits, - and _.',
      lang: 'The language (lang) must be sr or en.',
      'return-url': 'The return addresses (okUrl, failUrl) must be absolute http(s) addresses.',
      decision: 'Choose to pay, decline or cancel.',
    },
  },
};
