import type { MockDb } from '../db';
import { inCurrency as inLangCurrency } from '../../src/shared/rules/money';

export { currencyOf } from '../../src/shared/rules/money';

/** An amount stored in RSD, in the request language's currency: RSD for Serbian (as stored), EUR for English. */
export function inCurrency(db: MockDb, lang: number, rsd: number): number {
  return lang !== 1 ? rsd : inLangCurrency(rsd, 1, db.exchangeRateEur);
}
