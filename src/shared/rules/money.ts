/**
 * The shop's money arithmetic, on the server and in the demo fixtures: amounts are kept in RSD and shown
 * in the request language's currency (RSD for Serbian, EUR for English), to two decimals.
 */

/** Rounded to two decimals (para, cents). */
// Number.EPSILON keeps halves such as 1.005 (stored as 1.00499…) rounding up, as a cashier would.
export const round2 = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

/** The currency code of a language: RSD for Serbian, EUR for English. */
export const currencyOf = (lang: number): 'RSD' | 'EUR' => (lang === 1 ? 'EUR' : 'RSD');

/** An amount in RSD in the currency of `lang`: RSD for Serbian (0), EUR for English (1), 2 decimals. */
export function inCurrency(rsd: number, lang: number, rate: number): number {
  const amount = Number(rsd);
  return lang === 1 ? round2(amount / rate) : round2(amount);
}
