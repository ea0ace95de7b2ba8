import type { LanguageId } from '../../../shared/i18n/languages';
import { formatDateTime, formatDay } from '../../../shared/i18n/dates';
import { formatDate } from '../../lib/i18n/format-date';

/** Dates as the admin's screens show and send them. */

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a `datetime-local` value in the browser's time zone; '' for none. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value as an ISO instant; null for none or an unreadable value. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Today in the browser's time zone, YYYY-MM-DD. */
export function localDay(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** An expiry day typed in a date input as the API's DateTime: the last second of that day where the admin is; '' → null (unlimited, spec §5). */
export function expiryFromDay(day: string): string | null {
  if (!day) return null;
  const end = new Date(`${day}T23:59:59`);
  return Number.isNaN(end.getTime()) ? null : end.toISOString();
}

/** The day (YYYY-MM-DD, where the admin is) of an expiry, for a date input; '' for none. */
export function dayOfExpiry(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : localDay(date);
}

/** When something happened: the shop's one format (src/shared/i18n/dates.ts), on the shop's clock. */
export function formatAdminDateTime(iso: string, lang: LanguageId): string {
  return formatDateTime(iso, lang) || iso;
}

/**
 * A day (YYYY-MM-DD) without a time zone shift: the shop's one date format, or, with `options`, a part
 * of one (a chart's axis, a calendar's month).
 */
export function formatAdminDay(day: string, lang: LanguageId, options?: Intl.DateTimeFormatOptions): string {
  if (!options) return formatDay(day, lang) || day;
  return formatDate(`${day}T12:00:00.000Z`, lang, { ...options, timeZone: 'UTC' }) ?? day;
}
