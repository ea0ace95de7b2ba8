/**
 * The one way the shop writes a date, per language, always on the shop's clock (Europe/Belgrade):
 * the storefront (account, order page, blog), the e-mails and the admin all call these.
 *
 * - Serbian: "29. 11. 2026. 00:11", numbers as Serbian readers write them (and as the admin always showed);
 * - English: "29 Nov 2026, 00:11", the month named, so no reader takes 11/12 for December's 11th or
 *   November's 12th (day-first and month-first readers both read it), on the shop's 24-hour clock.
 *
 * Built from the calendar's numbers, not from a locale's pattern: Node and browsers ship different
 * ICU versions whose patterns differ ("29 Nov 2026 at 00:11"), and the server's HTML must equal the
 * browser's first render.
 */
import type { LanguageId } from './languages';

/** The shop's own time zone (spec: a Serbian shop): its days and clock. */
export const SHOP_TIME_ZONE = 'Europe/Belgrade';

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

interface Moment {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const shopClock = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

function inShopZone(value: string | Date): Moment | null {
  const date = value instanceof Date ? value : new Date(value);
  if (!value || Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(shopClock.formatToParts(date).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour) % 24, minute: Number(parts.minute) };
}

const two = (value: number) => String(value).padStart(2, '0');

function dateText({ year, month, day }: Pick<Moment, 'year' | 'month' | 'day'>, lang: LanguageId): string {
  return lang === 1 ? `${day} ${MONTHS_EN[month - 1]} ${year}` : `${day}. ${month}. ${year}.`;
}

/** When something happened, to the minute: "29. 11. 2026. 00:11" / "29 Nov 2026, 00:11"; '' for no date. */
export function formatDateTime(value: string | Date, lang: LanguageId): string {
  const moment = inShopZone(value);
  if (!moment) return '';
  const time = `${two(moment.hour)}:${two(moment.minute)}`;
  return lang === 1 ? `${dateText(moment, lang)}, ${time}` : `${dateText(moment, lang)} ${time}`;
}

/** The shop's day of a moment: "29. 11. 2026." / "29 Nov 2026"; '' for no date. */
export function formatDate(value: string | Date, lang: LanguageId): string {
  const moment = inShopZone(value);
  return moment ? dateText(moment, lang) : '';
}

/** A calendar day (YYYY-MM-DD: a delivery day, a day of statistics) written the same way; '' for no day. */
export function formatDay(day: string, lang: LanguageId): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return '';
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, date));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return '';
  return dateText({ year, month, day: date }, lang);
}
