/** The order calendar's month: 'YYYY-MM' in the query string, its days, and its weeks from Monday. */

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const pad = (value: number) => String(value).padStart(2, '0');

/** The month of the query string's `month`, or the month of `today` when it is missing or not a month. */
export function parseCalendarMonth(search: string, today: Date = new Date()): string {
  const month = new URLSearchParams(search).get('month')?.trim() ?? '';
  return MONTH.test(month) ? month : `${today.getFullYear()}-${pad(today.getMonth() + 1)}`;
}

/** The month `delta` months after `month` (negative for before). */
export function shiftMonth(month: string, delta: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const total = year * 12 + (index - 1) + delta;
  return `${Math.floor(total / 12)}-${pad((total % 12) + 1)}`;
}

/** Days in a month. */
function daysIn(month: string): number {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, index, 0)).getUTCDate();
}

/** GetOrderCalendar's range for a month: its first and last day. */
export function monthRange(month: string): { start_date: string; end_date: string } {
  return { start_date: `${month}-01`, end_date: `${month}-${pad(daysIn(month))}` };
}

/** The month's days as weeks from Monday to Sunday; null fills the days of the neighbouring months. */
export function monthWeeks(month: string): (string | null)[][] {
  const [year, index] = month.split('-').map(Number) as [number, number];
  // getUTCDay: 0 Sunday … 6 Saturday; the calendar starts on Monday, as in Serbia.
  const lead = (new Date(Date.UTC(year, index - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: daysIn(month) }, (_, day) => `${month}-${pad(day + 1)}`),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
