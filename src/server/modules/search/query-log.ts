/**
 * The search insight's counts: each search screen search adds one to its day's, language's and
 * query's counter (search_queries). Bounded whatever anonymous clients send: queries are cut to
 * QUERY_LOG_LENGTH characters, one client address is counted for at most 60 searches a minute
 * (the throttle's searchLogAddress, shared through Redis when set), a day takes at most
 * DAY_QUERY_CAP different queries per language (more only add to those already there), and days
 * older than KEEP_DAYS are removed.
 */
import { sql } from 'kysely';
import type { GraphQLContext } from '../../context';
import { shopDate } from '../../lib/shop-day';

/** Longest query kept, in characters. */
export const QUERY_LOG_LENGTH = 100;
/** Different queries a day keeps per language. */
export const DAY_QUERY_CAP = 2000;
/** Days of counts kept. */
export const KEEP_DAYS = 400;

/** The day this process last removed old days. */
let prunedOn = '';

/** Whether this client's search may be counted; a refusal is not the shopper's problem, so it is only not counted. */
async function countable(ctx: GraphQLContext): Promise<boolean> {
  try {
    await ctx.services.throttle.attempt(ctx.lang, [['searchLogAddress', ctx.clientAddress]]);
    return true;
  } catch {
    return false;
  }
}

/** Counts one search for `text` that found `results` products. */
export async function logSearch(ctx: GraphQLContext, text: string, results: number): Promise<void> {
  if (!(await countable(ctx))) return;
  const day = shopDate(new Date());
  const lang = ctx.lang === 1 ? 1 : 0;
  const typed = text.slice(0, QUERY_LOG_LENGTH);
  await sql`
    insert into search_queries (day, lang, query, typed, results)
    select ${day}::date, ${lang}, q.query, ${typed}, ${results}
    from (select left(btrim(catalog_words(${typed})), ${QUERY_LOG_LENGTH}) as query) q
    where q.query <> '' and (
      exists (select 1 from search_queries s where s.day = ${day}::date and s.lang = ${lang} and s.query = q.query)
      or (select count(*) from search_queries s where s.day = ${day}::date and s.lang = ${lang}) < ${DAY_QUERY_CAP})
    on conflict (day, lang, query) do update set searches = search_queries.searches + 1, results = excluded.results`.execute(ctx.db);
  if (prunedOn !== day) {
    prunedOn = day;
    await sql`delete from search_queries where day < ${day}::date - ${KEEP_DAYS}::int`.execute(ctx.db);
  }
}
