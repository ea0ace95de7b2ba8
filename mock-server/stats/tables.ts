export type * from '../../fixtures/stats/records';

/** True when an ISO timestamp falls within [start_date, end_date] (whole days, either bound optional). */
export function inDateRange(createdAt: string, startDate?: string | null, endDate?: string | null): boolean {
  const day = createdAt.slice(0, 10);
  return (!startDate || day >= startDate) && (!endDate || day <= endDate);
}
