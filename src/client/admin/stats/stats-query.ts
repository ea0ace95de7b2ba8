import type { StatsOrder } from '../../../../generated/client/graphql';

/** Rows per page of a statistics table. */
export const STATS_PER_PAGE = 20;
/** The default range: the last 30 days, today included. */
export const DEFAULT_RANGE_DAYS = 30;
/** The longest range the server draws a series for (src/server/stats/period.ts). */
export const MAX_RANGE_DAYS = 731;

/** What a table is ordered by: the server orders views and wishlist adds; clicks and CTR order a page of banners. */
export type StatsSort = 'views' | 'wishlist' | 'clicks' | 'ctr';

export interface StatsListQuery {
  start: string;
  end: string;
  sort: StatsSort;
  page: number;
}

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SORTS: readonly StatsSort[] = ['views', 'wishlist', 'clicks', 'ctr'];

/** A day (YYYY-MM-DD) in the browser's time zone. */
export function dayOf(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Milliseconds of a day at UTC midnight, or null when it is not a real calendar day. */
export function parseDay(day: string): number | null {
  if (!DAY.test(day)) return null;
  const time = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day) return null;
  return time;
}

/** The default range ending `today`: DEFAULT_RANGE_DAYS days. */
export function defaultRange(today: Date = new Date()): { start: string; end: string } {
  const end = dayOf(today);
  const start = new Date(parseDay(end)! - (DEFAULT_RANGE_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  return { start, end };
}

export type RangeError = { field: 'start' | 'end'; key: string; params?: Record<string, number> };

/** What is wrong with a range, as the field to mark and a key of the stats texts; null when it is fine. */
export function rangeError(start: string, end: string): RangeError | null {
  const from = parseDay(start);
  const to = parseDay(end);
  if (from === null) return { field: 'start', key: 'admin.stats.error.day' };
  if (to === null) return { field: 'end', key: 'admin.stats.error.day' };
  if (to < from) return { field: 'end', key: 'admin.stats.error.order' };
  if ((to - from) / DAY_MS + 1 > MAX_RANGE_DAYS) return { field: 'end', key: 'admin.stats.error.tooLong', params: { max: MAX_RANGE_DAYS } };
  return null;
}

/** Reads a table's state from the query string; a missing range is the last 30 days, a bad one is kept to be pointed at. */
export function parseStatsQuery(search: string, today: Date = new Date()): StatsListQuery {
  const params = new URLSearchParams(search);
  const fallback = defaultRange(today);
  const sort = params.get('order') ?? '';
  const page = Number(params.get('page'));
  return {
    start: params.get('start')?.trim() || fallback.start,
    end: params.get('end')?.trim() || fallback.end,
    sort: (SORTS as readonly string[]).includes(sort) ? (sort as StatsSort) : 'views',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query string of a table's state; the range is always written so a link shows the same days. */
export function formatStatsQuery(query: StatsListQuery): string {
  const params = new URLSearchParams({ start: query.start, end: query.end });
  if (query.sort !== 'views') params.set('order', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return `?${params.toString()}`;
}

/** The server's order for a sort; clicks and CTR have none, so the server orders by views and the page is sorted here. */
export function serverOrder(sort: StatsSort): StatsOrder {
  return sort === 'wishlist' ? 'WISHLIST' : 'VIEWS';
}

/** Click-through rate in percent, one decimal; 0 without views. */
export function ctr(views: number, clicks: number): number {
  return views > 0 ? Math.round((clicks / views) * 1000) / 10 : 0;
}

/** Banners of a page by clicks or CTR, highest first; by views they stay in the server's order. */
export function sortBanners<T extends { views: number; clicks: number }>(rows: readonly T[], sort: StatsSort): T[] {
  if (sort === 'clicks') return [...rows].sort((a, b) => b.clicks - a.clicks);
  if (sort === 'ctr') return [...rows].sort((a, b) => ctr(b.views, b.clicks) - ctr(a.views, a.clicks));
  return [...rows];
}

/** Round axis ticks from 0 to at least `max`: 0 and four steps of 1, 2 or 5 × 10^n. */
export function axisTicks(max: number, steps = 4): number[] {
  if (max <= 0) return [0, 1];
  const raw = max / steps;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= raw)!;
  const ticks: number[] = [];
  for (let value = 0; value < max + step; value += step) ticks.push(value);
  return ticks;
}
