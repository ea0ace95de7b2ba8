/**
 * The numbers a bank gives each transaction, made up at random as NestPay writes them: a six-digit
 * authorisation code, a transaction id (TransId) that starts with the year and the day of the year,
 * a twelve-digit host reference (HostRefNum), and the time as EXTRA.TRXDATE, in Belgrade's time.
 */
import { randomInt } from 'node:crypto';
import { shopClockAt } from '../../../lib/shop-day';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');

const two = (value: number) => String(value).padStart(2, '0');

/** The date and time fields of `at` on the shop's (Belgrade's) clock, as the bank writes them. */
function belgradeTime(at: Date) {
  const { year, month, day, hour, minute, second } = shopClockAt(at);
  return { year: String(year), month: two(month), day: two(day), hour: two(hour), minute: two(minute), second: two(second) };
}

export const authCode = (): string => digits(6);

export const hostReference = (): string => digits(12);

/** 26334PAbc123: the year's last two digits, the day of the year, P, and six letters or digits. */
export function transactionId(at: Date): string {
  const { year, month, day } = belgradeTime(at);
  const dayOfYear = (Date.UTC(Number(year), Number(month) - 1, Number(day)) - Date.UTC(Number(year), 0, 0)) / 86_400_000;
  const tail = Array.from({ length: 6 }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');
  return `${year.slice(-2)}${String(dayOfYear).padStart(3, '0')}P${tail}`;
}

/** 'YYYYMMDD HH:MM:SS' in Belgrade. */
export function transactionDate(at: Date): string {
  const { year, month, day, hour, minute, second } = belgradeTime(at);
  return `${year}${month}${day} ${hour}:${minute}:${second}`;
}
