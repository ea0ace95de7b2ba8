import { userError, type MessageKey } from '../../src/server/errors';
import type { MockContext } from '../context';
import { fieldLabel } from '../lib/admin-input';

const EMAIL = /^[^\s@,;<>"]+@[^\s@,;<>"]+\.[a-z]{2,}$/i;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** One or more e-mail addresses separated by commas, each valid (the orders e-mail setting). */
export function isEmailList(value: string): boolean {
  const parts = value.split(',').map((part) => part.trim());
  return parts.length > 0 && parts.every((part) => part !== '' && isEmail(part));
}

/** A refusal about one argument. */
export function refuse(ctx: MockContext, key: MessageKey, field?: string, code?: 'NOT_FOUND' | 'CONFLICT' | 'FORBIDDEN') {
  return userError(ctx.lang, key, { field, code, params: field ? { field: fieldLabel(ctx, field) } : {} });
}

// The real server's cms checks (src/server/cms/validate.ts) read the slug rule from here.
export { slugify } from '../lib/slug';
