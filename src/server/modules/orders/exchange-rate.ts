import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { inCurrency } from '../../../shared/rules/money';

/** The mock's and the demo shop's rate, used until the order settings row exists. */
export const DEFAULT_EXCHANGE_RATE_EUR = 117.2;

/**
 * How many RSD one euro costs: the order settings' `exchange_rate_eur` (one row in
 * `order_settings`). English answers show amounts in EUR = RSD / this rate, rounded to 2 decimals.
 */
export async function exchangeRateEur(db: Db): Promise<number> {
  const result = await sql<{ exchange_rate_eur: number | string }>`select exchange_rate_eur from order_settings where id = 1`.execute(db);
  const rate = Number(result.rows[0]?.exchange_rate_eur);
  return Number.isFinite(rate) && rate > 0 ? rate : DEFAULT_EXCHANGE_RATE_EUR;
}

export { inCurrency };
