import { INT4_MAX } from '../db/column-limits';

/**
 * The position after the last one (`max(position) + 1`), never past what the integer column holds:
 * once an administrator has put a record at the very end, the next ones share that last place
 * (lists order ties by id) instead of failing every create with a database overflow.
 */
export function positionAfter(last: number | string | bigint | null | undefined): number {
  return Math.min(Number(last ?? 0) + 1, INT4_MAX);
}
