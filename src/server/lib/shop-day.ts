/** The shop's own days (spec: a Serbian shop): "today" and date ranges are Belgrade's calendar days. */
export const SHOP_TIME_ZONE = 'Europe/Belgrade';

const shopDay = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The shop's calendar day of an instant, YYYY-MM-DD. */
export function shopDate(instant: Date): string {
  return shopDay.format(instant);
}

const shopClock = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** What the shop's clock says at an instant: year, month (from 1), day, hour, minute, second. */
export function shopClockAt(at: Date): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const parts = Object.fromEntries(shopClock.formatToParts(at).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** How far the shop's clock is ahead of UTC at an instant, in milliseconds (1 or 2 hours). */
function shopOffsetMs(at: Date): number {
  const { year, month, day, hour, minute, second } = shopClockAt(at);
  return Date.UTC(year, month - 1, day, hour, minute, second) - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a time on the shop's clock names (a bank's "20261130 14:02:11"); months from 1. */
export function shopTimeToInstant(year: number, month: number, day: number, hour: number, minute: number, second: number): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  // The offset at the UTC reading, then at the first guess: right across a change of clock too.
  const first = asUtc - shopOffsetMs(new Date(asUtc));
  return new Date(asUtc - shopOffsetMs(new Date(first)));
}
