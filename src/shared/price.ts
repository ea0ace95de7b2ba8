/** Spec §9: two decimals, a space between thousands, a comma before the decimals: 1 234 567,50. */
export function formatPrice(value: number): string {
  // A missing price shows nothing rather than "NaN,00".
  if (!Number.isFinite(value)) return '';
  const [whole = '0', decimals = '00'] = Math.abs(value).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const sign = value < 0 && Number(whole + decimals) !== 0 ? '-' : '';
  return `${sign}${grouped},${decimals}`;
}

/** Spec §9: rounded percentage the discounted price is below the regular one; 0 when there is no price. */
export function discountPercent(price: number, discount: number): number {
  if (!(price > 0)) return 0;
  return Math.round(((price - discount) / price) * 100);
}
