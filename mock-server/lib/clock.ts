/**
 * The mock's fixed "today": fixtures are dated relative to it so that every run serves the same
 * data. Records the mock creates while running get the real time.
 */
export const MOCK_TODAY = new Date('2026-11-20T10:00:00.000Z');

/** An ISO timestamp `days` before the mock's today (fractions of a day allowed). */
export function daysAgo(days: number): string {
  return new Date(MOCK_TODAY.getTime() - days * 86_400_000).toISOString();
}

/** An ISO date (YYYY-MM-DD) `days` after the mock's today; negative for the past. */
export function dateFromToday(days: number): string {
  return new Date(MOCK_TODAY.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The current time as the API writes it. */
export function nowIso(): string {
  return new Date().toISOString();
}
