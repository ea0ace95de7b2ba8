/**
 * Which days of a chart's period come from the daily roll-ups and which from the events: runs of
 * consecutive days, so each run is one range of an index (a year is usually one rolled-up run and
 * a run of the last day or two).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Consecutive shop days, both included, as YYYY-MM-DD. */
export interface DayRun {
  first: string;
  last: string;
}

const DAY_MS = 86_400_000;
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS).toISOString().slice(0, 10);

/** The period's days in runs: those whose roll-up is fresh (stats_rolled_days), and the others. */
export async function periodRuns(db: Db, period: { start: string; end: string }): Promise<{ rolled: DayRun[]; raw: DayRun[] }> {
  const { rows } = await sql<{ day: string }>`
    select to_char(day, 'YYYY-MM-DD') as day from stats_rolled_days
    where fresh and day between ${period.start}::date and ${period.end}::date`.execute(db);
  const fresh = new Set(rows.map((row) => row.day));
  const runs = { rolled: [] as DayRun[], raw: [] as DayRun[] };
  let current: { rolled: boolean; run: DayRun } | null = null;
  for (let day = period.start; day <= period.end; day = nextDay(day)) {
    const rolled = fresh.has(day);
    if (current && current.rolled === rolled) current.run.last = day;
    else {
      current = { rolled, run: { first: day, last: day } };
      (rolled ? runs.rolled : runs.raw).push(current.run);
    }
  }
  return runs;
}
