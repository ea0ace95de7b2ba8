import { formatMoney } from '../catalog/price';
import type { LanguageId } from '../i18n/languages';
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

/** The data of an order's transfer as a payment form asks for it (PaymentQr's fields). */
export interface TransferData {
  payee: string;
  account: string;
  amount_rsd: number;
  payment_code: string;
  reference: string;
}

/** The transfer's data written out beside its code, labelled, in the order a payment form asks for them: the order page and the e-mail list these. */
export function transferFacts(transfer: TransferData, lang: LanguageId): { label: string; value: string }[] {
  return [
    { label: TRANSFER_QR_TEXTS.payee[lang], value: transfer.payee },
    { label: TRANSFER_QR_TEXTS.account[lang], value: transfer.account },
    { label: TRANSFER_QR_TEXTS.amount[lang], value: formatMoney(transfer.amount_rsd, 'RSD') },
    { label: TRANSFER_QR_TEXTS.paymentCode[lang], value: transfer.payment_code },
    { label: TRANSFER_QR_TEXTS.reference[lang], value: transfer.reference },
  ];
}
