import type { LanguageId } from '../../../shared/languages';

const LOCALES: Record<LanguageId, string> = { 0: 'sr-Latn-RS', 1: 'en-GB' };

/** A date and time of an order in the shopper's language: 12. 3. 2026. 14:05 / 12/03/2026, 14:05. */
export function formatOrderDateTime(iso: string, lang: LanguageId): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Belgrade' }).format(date);
}

/** A day (YYYY-MM-DD) in the shopper's language, without a time zone shift. */
export function formatOrderDay(day: string, lang: LanguageId): string {
  const date = new Date(`${day}T12:00:00.000Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
