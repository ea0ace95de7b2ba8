import { describe, expect, test } from 'vitest';
import { formatDate, formatDateTime, formatDay, SHOP_TIME_ZONE } from '../../../../src/shared/i18n/dates';

describe('the one date format per language, in the shop’s time zone', () => {
  test('the shop is in Belgrade', () => {
    expect(SHOP_TIME_ZONE).toBe('Europe/Belgrade');
  });

  test('a moment just before midnight UTC is already the next day in Belgrade (winter, UTC+1)', () => {
    const instant = '2026-11-28T23:11:00.000Z';
    expect(formatDateTime(instant, 0)).toBe('29. 11. 2026. 00:11');
    expect(formatDateTime(instant, 1)).toBe('29 Nov 2026, 00:11');
    expect(formatDate(instant, 0)).toBe('29. 11. 2026.');
    expect(formatDate(instant, 1)).toBe('29 Nov 2026');
  });

  test('summer time is UTC+2', () => {
    expect(formatDateTime('2026-07-01T22:30:00Z', 0)).toBe('2. 7. 2026. 00:30');
    expect(formatDateTime(new Date('2026-07-01T21:59:00Z'), 1)).toBe('1 Jul 2026, 23:59');
  });

  test('a calendar day is that day, whatever the zone', () => {
    expect(formatDay('2026-03-05', 0)).toBe('5. 3. 2026.');
    expect(formatDay('2026-03-05', 1)).toBe('5 Mar 2026');
  });

  test('the day and the date and time of one moment agree', () => {
    const instant = '2026-12-31T23:30:00Z';
    expect(formatDateTime(instant, 1).startsWith(formatDate(instant, 1))).toBe(true);
    expect(formatDate(instant, 0)).toBe('1. 1. 2027.');
  });

  test('no date gives an empty text, not "Invalid Date"', () => {
    expect(formatDateTime('nope', 0)).toBe('');
    expect(formatDate('', 1)).toBe('');
    expect(formatDay('2026-13-45', 0)).toBe('');
  });
});
