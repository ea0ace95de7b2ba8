/** A record shown within a date window: a banner, a block, a blog post's publication. */
export interface TimeBoxed {
  active: boolean;
  active_from: Date | string | null;
  active_to: Date | string | null;
}

/** The admin's label of a time-boxed record (the schema's ContentState). */
export type ContentStateName = 'ACTIVE' | 'DEACTIVATED' | 'NOT_STARTED' | 'EXPIRED';

const time = (value: Date | string) => (value instanceof Date ? value.getTime() : Date.parse(value));

/** Whether a time-boxed record (block, banner) is shown at `now`, as the admin's label says it. */
export function contentState(record: TimeBoxed, now = new Date()): ContentStateName {
  if (!record.active) return 'DEACTIVATED';
  if (record.active_from && time(record.active_from) > now.getTime()) return 'NOT_STARTED';
  if (record.active_to && time(record.active_to) < now.getTime()) return 'EXPIRED';
  return 'ACTIVE';
}

/** Shown to visitors now: switched on and inside its date window. */
export const isShownNow = (record: TimeBoxed, now = new Date()): boolean => contentState(record, now) === 'ACTIVE';

/** A blog post visitors see: switched on and published (its publication time has come). */
export function isPublished(post: { active: boolean; published_at: Date | string }, now = new Date()): boolean {
  return post.active && time(post.published_at) <= now.getTime();
}
