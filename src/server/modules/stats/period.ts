import type { GraphQLContext } from '../../context';
import { userError } from '../../errors';

const DAY_MS = 86_400_000;
/** The longest series a chart asks for: two years of days. */
export const MAX_SERIES_DAYS = 731;

/** A YYYY-MM-DD day as UTC midnight in ms, or null when it is not a real calendar day. */
function parseDay(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const time = Date.parse(`${value}T00:00:00.000Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value ? null : time;
}

/** A chart's days, [start, end] inclusive: real days, start not after end, at most two years; anything else is refused. */
export function seriesPeriod(ctx: Pick<GraphQLContext, 'lang'>, startDate: string, endDate: string): { start: string; end: string } {
  const start = parseDay(startDate);
  const end = parseDay(endDate);
  const invalid = (field: string) => userError(ctx.lang, 'invalidStatsPeriod', { field, params: { max: MAX_SERIES_DAYS } });
  if (start === null) throw invalid('start_date');
  if (end === null || end < start || (end - start) / DAY_MS + 1 > MAX_SERIES_DAYS) throw invalid('end_date');
  return { start: startDate, end: endDate };
}
