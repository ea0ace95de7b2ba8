/** The search insight screen's state in its address: how many days back, and which language. */

/** The periods offered, in days up to today. */
export const INSIGHT_PERIODS = [7, 30, 90] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];
/** Queries in each list. */
export const INSIGHT_ROWS = 20;

export interface InsightQuery {
  days: InsightPeriod;
  /** 0 Serbian, 1 English, null both. */
  lang: 0 | 1 | null;
}

const DAY_MS = 86_400_000;

/** A day (YYYY-MM-DD) in the browser's time zone. */
function dayOf(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function parseInsightQuery(search: string): InsightQuery {
  const params = new URLSearchParams(search);
  const days = Number(params.get('days'));
  const lang = params.get('lang');
  return {
    days: (INSIGHT_PERIODS as readonly number[]).includes(days) ? (days as InsightPeriod) : 30,
    lang: lang === '0' ? 0 : lang === '1' ? 1 : null,
  };
}

export function formatInsightQuery(query: InsightQuery): string {
  const params = new URLSearchParams();
  if (query.days !== 30) params.set('days', String(query.days));
  if (query.lang !== null) params.set('lang', String(query.lang));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The first and last day of the period ending `today`. */
export function insightRange(days: number, today: Date = new Date()): { start_date: string; end_date: string } {
  return { start_date: dayOf(new Date(today.getTime() - (days - 1) * DAY_MS)), end_date: dayOf(today) };
}

/** A synonym group's words as typed in one field: separated by commas, trimmed, blanks left out. */
export function termsOf(text: string): string[] {
  return text
    .split(',')
    .map((term) => term.trim())
    .filter((term) => term !== '');
}
