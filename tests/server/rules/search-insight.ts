/**
 * The admin's search insight: what the search screen was asked, by day and language, the most
 * frequent queries and those that found nothing, and the bounds that keep an anonymous flood from
 * growing the table. Runs first in its file: the file's other searches come from the same address
 * and would use up its per-minute count.
 */
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { shopDate } from '../../../src/server/lib/shop-day';
import { DAY_QUERY_CAP } from '../../../src/server/modules/search/query-log';
import type { Running } from './types';

const INSIGHT = `query ($start_date: Date!, $end_date: Date!, $lang: Int) { searchInsight(start_date: $start_date, end_date: $end_date, lang: $lang) {
  days { date searches without_results }
  top_queries { query lang searches results last_date }
  queries_without_results { query lang searches results last_date } } }`;

export function defineSearchInsightRules(running: Running): void {
  const searchFor = async (query: string, lang: 0 | 1) => {
    const answer = await running().server.request(`query ($query: String!) { search(query: $query) { products_total } }`, { query }, { lang });
    expect(answer.errors).toBeUndefined();
    return answer.data.search.products_total as number;
  };
  const insight = async (variables: Record<string, unknown> = {}) => {
    const today = shopDate(new Date());
    const answer = await running().server.request(INSIGHT, { start_date: today, end_date: today, ...variables }, { adminToken: running().adminToken });
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return answer.data.searchInsight;
  };

  test('the insight lists the day’s searches by language: the most frequent first, and the queries that found nothing', async () => {
    const today = shopDate(new Date());
    const fridges = await searchFor('Frižider', 0);
    await searchFor('frizider', 0);
    await searchFor('фрижидер', 0);
    await searchFor('fridge', 1);
    expect(await searchFor('qqxyzz', 0)).toBe(0);
    expect(await searchFor('zzqwv', 1)).toBe(0);
    // Paging and the header's suggestions are not new searches.
    await running().server.request(`query { search(query: "fridge", page: 2) { products_total } }`, {}, { lang: 1 });
    await running().server.request(`query { searchSuggestions(query: "fridge") { did_you_mean } }`, {}, { lang: 1 });

    const both = await insight();
    expect(both.days).toEqual([{ date: today, searches: 6, without_results: 2 }]);
    expect(both.top_queries[0]).toEqual({ query: 'Frižider', lang: 0, searches: 3, results: fridges, last_date: today });
    expect(both.top_queries).toContainEqual({ query: 'fridge', lang: 1, searches: 1, results: expect.any(Number), last_date: today });
    expect(both.queries_without_results.map((row: { query: string; lang: number }) => [row.query, row.lang]).sort()).toEqual([
      ['qqxyzz', 0],
      ['zzqwv', 1],
    ]);
    const english = await insight({ lang: 1 });
    expect(english.top_queries.map((row: { query: string }) => row.query).sort()).toEqual(['fridge', 'zzqwv']);
    expect(english.days[0]).toMatchObject({ searches: 2, without_results: 1 });

    const week = await insight({ start_date: shopDate(new Date(Date.now() - 6 * 86_400_000)) });
    expect(week.days).toHaveLength(7);
    expect(week.days.slice(0, 6).every((day: { searches: number }) => day.searches === 0)).toBe(true);
    const refused = await running().server.request(INSIGHT, { start_date: today, end_date: '2000-01-01' }, { adminToken: running().adminToken });
    expect(refused.errors?.[0]?.extensions?.field).toBe('end_date');
    expect((await running().server.request(INSIGHT, { start_date: today, end_date: today })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  test('logging stays bounded: a query is cut to 100 characters, a day keeps a capped number of queries, one address counts 60 a minute', async () => {
    const { db } = running().server;
    const today = shopDate(new Date());
    await searchFor(`${'dugačak upit '.repeat(15)}kraj`, 0);
    const long = await sql<{ query: string; typed: string }>`select query, typed from search_queries where query like 'dugacak%'`.execute(db);
    expect(long.rows).toHaveLength(1);
    expect([...long.rows[0]!.query].length).toBeLessThanOrEqual(100);
    expect([...long.rows[0]!.typed].length).toBeLessThanOrEqual(100);

    // A day full of different queries takes no new ones, but still counts those it has.
    await sql`insert into search_queries (day, lang, query, typed, results)
      select ${today}::date, 0, 'filler ' || n, 'filler ' || n, 1 from generate_series(1, ${DAY_QUERY_CAP}) as n
      on conflict do nothing`.execute(db);
    const rowsOf = async () => Number((await sql<{ n: number }>`select count(*) as n from search_queries where day = ${today}::date and lang = 0`.execute(db)).rows[0]!.n);
    const full = await rowsOf();
    await searchFor('potpuno novi upit', 0);
    expect(await rowsOf()).toBe(full);
    await searchFor('frizider', 0);
    const fridges = await sql<{ searches: number }>`select searches from search_queries where day = ${today}::date and lang = 0 and query = 'frizider'`.execute(db);
    expect(fridges.rows[0]!.searches).toBe(4);

    // A flood from one address: answered, but counted only up to the minute's limit.
    for (let index = 0; index < 70; index += 1) await searchFor('poplava', 1);
    const flood = await sql<{ searches: number }>`select searches from search_queries where lang = 1 and query = 'poplava'`.execute(db);
    expect(flood.rows[0]!.searches).toBeLessThan(60);
    await sql`delete from search_queries where query like 'filler %'`.execute(db);
  });
}
