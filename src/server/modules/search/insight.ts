/** The admin's search insight: searches by day, the most frequent queries and those that found nothing. */
import { sql, type RawBuilder } from 'kysely';
import type { GraphQLContext } from '../../context';
import { seriesPeriod } from '../stats';

export interface InsightArgs {
  start_date: string;
  end_date: string;
  lang?: number | null;
  first?: number | null;
}

interface QueryCount {
  query: string;
  lang: number;
  searches: number;
  results: number;
  last_date: string;
}

/** The queries of a range meeting `where`, one row per language and query, most searched first. */
function queryCounts(ctx: GraphQLContext, where: RawBuilder<unknown>, first: number) {
  return sql<QueryCount>`
    select (array_agg(q.typed order by q.day))[1] as query, q.lang, sum(q.searches)::int as searches,
      (array_agg(q.results order by q.day desc))[1] as results, to_char(max(q.day), 'YYYY-MM-DD') as last_date
    from search_queries q where ${where}
    group by q.lang, q.query
    order by sum(q.searches) desc, max(q.day) desc, q.query, q.lang
    limit ${first}`.execute(ctx.db);
}

export async function searchInsight(ctx: GraphQLContext, args: InsightArgs) {
  const { start, end } = seriesPeriod(ctx, args.start_date, args.end_date);
  const first = Math.max(1, Math.min(args.first ?? 20, 100));
  const language = args.lang == null ? sql`true` : sql`q.lang = ${args.lang === 1 ? 1 : 0}`;
  const inRange = sql`q.day between ${start}::date and ${end}::date and ${language}`;
  const [days, top, missed] = await Promise.all([
    sql<{ date: string; searches: number; without_results: number }>`
      select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(sum(q.searches), 0)::int as searches,
        coalesce(sum(q.searches) filter (where q.results = 0), 0)::int as without_results
      from generate_series(${start}::date, ${end}::date, interval '1 day') as d (day)
      left join search_queries q on q.day = d.day::date and ${language}
      group by d.day order by d.day`.execute(ctx.db),
    queryCounts(ctx, inRange, first),
    queryCounts(ctx, sql`${inRange} and q.results = 0`, first),
  ]);
  return { days: days.rows, top_queries: top.rows, queries_without_results: missed.rows };
}
