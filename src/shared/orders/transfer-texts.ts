import type { Translated } from '../i18n/translated';

/** How the order page and the order e-mail present an order's IPS QR code, [Serbian, English]: the same words in both. */
export const TRANSFER_QR_TEXTS = {
  title: ['Plaćanje IPS QR kodom', 'Pay with the IPS QR code'],
  scan: [
    'Skenirajte kod aplikacijom svoje banke (IPS skeniraj) i potvrdite uplatu, ili uplatite po ovim podacima:',
    "Scan the code with your bank's app (IPS scan) and confirm the payment, or pay with these details:",
  ],
  alt: ['NBS IPS QR kod za uplatu ove porudžbine', 'NBS IPS QR code to pay this order'],
  payee: ['Primalac', 'Payee'],
  account: ['Račun primaoca', "Payee's account"],
  amount: ['Iznos', 'Amount'],
  paymentCode: ['Šifra plaćanja', 'Payment code'],
  reference: ['Model i poziv na broj', 'Model and reference'],
} as const satisfies Record<string, Translated>;
