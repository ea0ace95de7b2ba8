/**
 * The NBS IPS QR code of an order paid by bank transfer (the National Bank of Serbia's standard for
 * instant payments, "NBS IPS QR", kind PR: a payee's bill): any Serbian bank's app scans it and fills
 * in the transfer. Fields are `tag:value`, joined by `|`, in the standard's order; an optional field
 * with no value is left out, never written empty.
 */

/** What the shop is paid for an order by instant transfer. */
export interface IpsPayment {
  /** The payee's account as the order settings hold it (160-0000000123456-54, or its 18 digits). */
  account: string;
  /** The payee's name (and place), as the bank shows it: at most 70 characters. */
  payee: string;
  /** RSD, rounded to the para. */
  amountRsd: number;
  /** The order's code (IZ-26-00042-7KQ4PX9M): its year and number make the reference. */
  orderCode: string;
  /** What the payer's statement says: at most 35 characters. */
  purpose: string;
}

/** The payment code: 289, "transactions ordered by citizens", the code of a shopper's payment. */
export const IPS_PAYMENT_CODE = '289';
/** The reference model whose control digits the bank checks (ISO 7064, MOD 97-10). */
export const IPS_REFERENCE_MODEL = '97';
const PAYEE_MAX = 70;
const PURPOSE_MAX = 35;

/** The remainder of a number written in decimal digits, divided by 97. */
function mod97(digits: string): number {
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest;
}

/**
 * A Serbian bank account in the 18 digits the code takes (bank 3, account 13 with leading zeros,
 * control 2), or null when `text` is not one or its control digits are wrong (no bank app would
 * take it). Dashes and spaces as people write them are allowed.
 */
export function accountDigits(text: string): string | null {
  const compact = text.replace(/\s+/g, '');
  const parts = /^(\d{3})-?(\d{1,13})-?(\d{2})$/.exec(compact);
  if (!parts) return null;
  const [, bank, number, control] = parts as unknown as [string, string, string, string];
  if (compact.length !== 18 && !compact.includes('-')) return null;
  const digits = `${bank}${number.padStart(13, '0')}${control}`;
  return mod97(digits) === 1 ? digits : null;
}

/** An order's reference in model 97: its year and number (IZ-26-00042 → 2600042) after their two control digits. */
export function orderReference(orderCode: string): string {
  const [, year = '', number = ''] = orderCode.split('-');
  const digits = `${year}${number}`.replace(/\D/g, '');
  const control = String(98 - mod97(`${digits}00`)).padStart(2, '0');
  return `${control}${digits}`;
}

/** The amount as the code writes it: RSD, a decimal comma, always two decimals (RSD3596,13). */
export const ipsAmount = (amountRsd: number): string => `RSD${(Math.round(amountRsd * 100) / 100).toFixed(2).replace('.', ',')}`;

/** Text the code may carry in a field: no delimiter, no line break, at most `max` characters. */
const fieldText = (text: string, max: number) => [...text.replace(/[|\r\n]+/g, ' ').replace(/\s+/g, ' ').trim()].slice(0, max).join('');

/** The code's text for `payment`, or null when the account is not one a bank would take. */
export function ipsQrText(payment: IpsPayment): string | null {
  const account = accountDigits(payment.account);
  const payee = fieldText(payment.payee, PAYEE_MAX);
  if (!account || !payee || !(payment.amountRsd > 0)) return null;
  const fields: [string, string][] = [
    ['K', 'PR'],
    ['V', '01'],
    ['C', '1'],
    ['R', account],
    ['N', payee],
    ['I', ipsAmount(payment.amountRsd)],
    ['SF', IPS_PAYMENT_CODE],
    ['S', fieldText(payment.purpose, PURPOSE_MAX)],
    ['RO', `${IPS_REFERENCE_MODEL}${orderReference(payment.orderCode)}`],
  ];
  return fields
    .filter(([, value]) => value !== '')
    .map(([tag, value]) => `${tag}:${value}`)
    .join('|');
}

/** The fields of a code's text by tag (what a bank app reads), for showing and for tests. */
export function readIpsQrText(text: string): Record<string, string> {
  return Object.fromEntries(
    text.split('|').map((field) => {
      const colon = field.indexOf(':');
      return [field.slice(0, colon), field.slice(colon + 1)];
    }),
  );
}
