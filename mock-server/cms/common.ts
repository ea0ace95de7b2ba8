import type { MockContext } from '../context';
import { found } from '../lib/ids';
import { refuse } from '../../src/server/lib/admin-input';

/** Administrators see everything; visitors only what is shown now. */
export const isAdmin = (ctx: MockContext): boolean => ctx.adminId != null;

/** The answer of a write that returns no record. */
export const done = () => ({ success: true, error: null });

/** Checks that every id names a row; NOT_FOUND naming the argument otherwise. Returns numeric ids. */
export function allFound(ctx: MockContext, rows: readonly { id: number }[], ids: readonly unknown[], field: string): number[] {
  return ids.map((id) => found(ctx, rows, id, field).id);
}

/** Normalises an optional DateTime argument (undefined: unchanged, null or '': none). */
export function dateArg(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : new Date(time).toISOString();
}

/** Refuses a display window whose end is not after its start. */
export function checkWindow(ctx: MockContext, from: string | null, to: string | null): void {
  if (from && to && Date.parse(to) <= Date.parse(from)) throw refuse(ctx, 'invalidDateRange', 'active_to');
}

/** Whether the argument was sent at all (a declared but unset variable leaves it out). */
export const sent = (args: object, name: string): boolean => name in args;
