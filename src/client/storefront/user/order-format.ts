import type { LanguageId } from '../../../shared/languages';

/** Locales dates are written in, by language index. */
const DATE_LOCALES: Record<LanguageId, string> = { 0: 'sr-Latn-RS', 1: 'en-GB' };

/** An order's day as its shopper writes dates: "5. dec 2025." / "5 Dec 2025"; empty for a bad date. */
export function formatOrderDate(iso: string, lang: LanguageId): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(DATE_LOCALES[lang], { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}

/** The page of the orders list in a query string; 1 for anything that is not a whole number above 0. */
export function ordersPageFrom(search: string, param: string): number {
  const value = new URLSearchParams(search).get(param);
  return value !== null && /^[1-9]\d*$/.test(value) ? Number(value) : 1;
}
