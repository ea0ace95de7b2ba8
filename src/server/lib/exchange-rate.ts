/**
 * The request's currency: amounts are stored in RSD and English answers show them in EUR at the rate
 * of order_settings. The catalogue, the cms and the orders all price in it, so it is no one module's.
 */
import { sql } from 'kysely';
import type { GraphQLContext } from '../context';
import type { Db } from '../db/database';
import { perRequest } from './per-request';
import { inCurrency } from '../../shared/rules/money';

/** The demo shop's rate, used until the order settings row exists. */
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

/** The exchange rate, read once per request. */
export function requestRate(ctx: GraphQLContext): Promise<number> {
  return perRequest(ctx, 'exchange-rate', () => exchangeRateEur(ctx.db));
}

/** RSD for one unit of the request's currency: the euro's rate in English, 1 in Serbian (no query). */
export async function requestCurrencyRate(ctx: GraphQLContext): Promise<number> {
  return ctx.lang === 1 ? requestRate(ctx) : 1;
}

/** An amount stored in RSD in the request's currency (RSD for Serbian, EUR for English). */
export async function requestAmount(ctx: GraphQLContext, rsd: number): Promise<number> {
  return inCurrency(rsd, ctx.lang, await requestCurrencyRate(ctx));
}
