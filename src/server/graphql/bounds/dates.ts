import { YEAR_MAX, YEAR_MIN } from '../../db/column-limits';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
// An ISO 8601 instant as the apps send it: a day, then optionally a time (seconds and fraction optional) and an offset.
const INSTANT = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/** Whether `text` is a calendar day YYYY-MM-DD that exists (no 2026-02-30) in years 1 to 9999. */
export function isDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < YEAR_MIN || year > YEAR_MAX || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!);
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether `text` is an ISO 8601 instant whose day exists and whose time is a real time of day. */
export function isInstant(text: string): boolean {
  const match = INSTANT.exec(text);
  if (!match || !isDay(match[1]!)) return false;
  const [hours, minutes, seconds] = [Number(match[2] ?? 0), Number(match[3] ?? 0), Number(match[4] ?? 0)];
  return hours <= 23 && minutes <= 59 && seconds <= 59 && !Number.isNaN(Date.parse(text.replace(' ', 'T')));
}
