import type { ContentState } from '../../../generated/resolvers';

interface TimeBoxed {
  active: boolean;
  active_from: Date | string | null;
  active_to: Date | string | null;
}

const time = (value: Date | string) => (value instanceof Date ? value.getTime() : Date.parse(value));

/** Whether a time-boxed record (block, banner) is shown at `now`, as the admin's label says it. */
export function contentState(record: TimeBoxed, now = new Date()): ContentState {
  if (!record.active) return 'DEACTIVATED';
  if (record.active_from && time(record.active_from) > now.getTime()) return 'NOT_STARTED';
  if (record.active_to && time(record.active_to) < now.getTime()) return 'EXPIRED';
  return 'ACTIVE';
}

/** Shown to visitors now: switched on and inside its date window. */
export const isShownNow = (record: TimeBoxed, now = new Date()): boolean => contentState(record, now) === 'ACTIVE';

/** Administrators see everything; visitors only what is shown now. */
export const isAdmin = (ctx: { adminId: number | null }): boolean => ctx.adminId != null;
