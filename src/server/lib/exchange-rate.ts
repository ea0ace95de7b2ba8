/**
 * The request's currency: amounts are stored in RSD and English answers show them in EUR at the rate
 * of order_settings. The catalogue, the cms and the orders all price in it, so it is no one module's.
 */
import { sql } from 'kysely';
import type { GraphQLContext } from '../context';
import type { Db } from '../db/database';
import { perContent } from './per-content';
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

/** Each request's rate once read, so the amounts after the first need not wait for it. */
const readRates = new WeakMap<object, number>();

/** The exchange rate, read once per request (a visitor's from the content memo: the order settings are content). */
export function requestRate(ctx: GraphQLContext): Promise<number> {
  return perRequest(ctx, 'exchange-rate', async () => {
    const rate = await perContent(ctx, 'exchange-rate', () => exchangeRateEur(ctx.db));
    readRates.set(ctx.loaders, rate);
    return rate;
  });
}

/** RSD for one unit of the request's currency: the euro's rate in English, 1 in Serbian (no query). */
export async function requestCurrencyRate(ctx: GraphQLContext): Promise<number> {
  return ctx.lang === 1 ? requestRate(ctx) : 1;
}

/**
 * An amount stored in RSD in the request's currency (RSD for Serbian, EUR for English): at once
 * when the rate is known (always in Serbian), so a listing's prices cost no promise each.
 */
export function requestAmount(ctx: GraphQLContext, rsd: number): number | Promise<number> {
  if (ctx.lang !== 1) return inCurrency(rsd, ctx.lang, 1);
  const rate = readRates.get(ctx.loaders);
  return rate !== undefined ? inCurrency(rsd, ctx.lang, rate) : requestRate(ctx).then((read) => inCurrency(rsd, ctx.lang, read));
}
