/** The shop's own days (spec: a Serbian shop): "today" and date ranges are Belgrade's calendar days. */
export const SHOP_TIME_ZONE = 'Europe/Belgrade';

const shopDay = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The shop's calendar day of an instant, YYYY-MM-DD. */
export function shopDate(instant: Date): string {
  return shopDay.format(instant);
}
