import type { GraphQLContext } from '../../context';
import { refuse } from '../../lib/admin-input';

export { refuse, requireSlug, requireText, toId } from '../../lib/admin-input';
export { slugify } from '../../../shared/routing/slug';

/** Whether the argument was sent at all (a declared but unset variable leaves it out). */
export const sent = (args: object, name: string): boolean => name in args;

/** Normalises an optional DateTime argument (undefined: unchanged, null or '': none). */
export function dateArg(value: string | null | undefined): Date | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  return new Date(value);
}

/** Refuses a display window whose end is not after its start. */
export function checkWindow(ctx: GraphQLContext, from: Date | null, to: Date | null): void {
  if (from && to && to.getTime() <= from.getTime()) throw refuse(ctx, 'invalidDateRange', 'active_to');
}

/** The answer of a write that returns no record. */
export const done = () => ({ success: true, error: null });
