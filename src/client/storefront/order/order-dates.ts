import type { LanguageId } from '../../../shared/languages';
import { formatDate } from '../../lib/i18n/format-date';

/** A date and time of an order in the shopper's language: 12. 3. 2026. 14:05 / 12/03/2026, 14:05. */
export function formatOrderDateTime(iso: string, lang: LanguageId): string {
  return formatDate(iso, lang, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Belgrade' }) ?? iso;
}

/** A day (YYYY-MM-DD) in the shopper's language, without a time zone shift. */
export function formatOrderDay(day: string, lang: LanguageId): string {
  return formatDate(`${day}T12:00:00.000Z`, lang, { dateStyle: 'long', timeZone: 'UTC' }) ?? day;
}

/** An order's day in a list: "5. dec 2025." / "5 Dec 2025"; empty for a bad date. */
export function formatOrderDate(iso: string, lang: LanguageId): string {
  return formatDate(iso, lang, { day: 'numeric', month: 'short', year: 'numeric' }) ?? '';
}
