import type { MockDb } from '../db';

/** An amount stored in RSD, in the request language's currency: RSD for Serbian, EUR for English. */
export function inCurrency(db: MockDb, lang: number, rsd: number): number {
  if (lang !== 1) return rsd;
  return Math.round((rsd / db.exchangeRateEur) * 100) / 100;
}

/** The currency code of a language: RSD for Serbian, EUR for English. */
export function currencyOf(lang: number): 'RSD' | 'EUR' {
  return lang === 1 ? 'EUR' : 'RSD';
}
