export { DEMO_TODAY as MOCK_TODAY, daysAgo, dateFromToday } from '../../fixtures/clock';

/** The current time as the API writes it. */
export function nowIso(): string {
  return new Date().toISOString();
}
