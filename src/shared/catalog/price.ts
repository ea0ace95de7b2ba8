/**
 * The spec §9 thousands separator is a space; a no-break one, so a price never wraps inside
 * ("39 / 999,00 RSD" on a narrow card).
 */
const NO_BREAK_SPACE = '\u00a0';

/** Spec §9: two decimals, a space between thousands, a comma before the decimals: 1 234 567,50. */
export function formatPrice(value: number): string {
  // A missing price shows nothing rather than "NaN,00".
  if (!Number.isFinite(value)) return '';
  const [whole = '0', decimals = '00'] = Math.abs(value).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, NO_BREAK_SPACE);
  const sign = value < 0 && Number(whole + decimals) !== 0 ? '-' : '';
  return `${sign}${grouped},${decimals}`;
}

/** An amount with its currency, kept on one line: 1 234,50 RSD. */
export function formatMoney(value: number, currency: string): string {
  const amount = formatPrice(value);
  return amount && currency ? `${amount}${NO_BREAK_SPACE}${currency}` : amount;
}

/** Spec §9: rounded percentage the discounted price is below the regular one; 0 when there is no price. */
export function discountPercent(price: number, discount: number): number {
  if (!(price > 0)) return 0;
  return Math.round(((price - discount) / price) * 100);
}
