/**
 * Amounts as the test bank reads and shows them: kept in para (hundredths of a dinar, whole numbers)
 * so refunds add up exactly, written on its page the way each language writes money.
 */

/** A form's amount, as NestPay takes it: digits, a point, exactly two decimals (25998.00). */
const FORM_AMOUNT = /^\d{1,12}\.\d{2}$/;
/** An API Total, which may leave the decimals out (100, 100.5, 100.50). */
const API_AMOUNT = /^\d{1,12}(?:\.\d{1,2})?$/;

/** The amount in para, or null when it is no positive amount written as `style` asks. */
export function amountInPara(text: string, style: 'form' | 'api'): number | null {
  if (!(style === 'form' ? FORM_AMOUNT : API_AMOUNT).test(text)) return null;
  const [whole = '0', decimals = ''] = text.split('.');
  const para = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  return para > 0 ? para : null;
}

/** 25.998,00 RSD in Serbian, 25,998.00 RSD in English. */
export function formatRsd(para: number, lang: 'sr' | 'en'): string {
  const [group, point] = lang === 'sr' ? ['.', ','] : [',', '.'];
  const whole = String(Math.floor(para / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${whole}${point}${String(para % 100).padStart(2, '0')} RSD`;
}
