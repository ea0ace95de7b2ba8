/**
 * The input rules of the administrator's catalogue and cms forms:
 * required texts and slugs refused with a translated `required` message that names the field by
 * its label in the form, and the e-mail checks of the cms.
 */
import { userError, type ErrorCode, type MessageKey } from '../errors';
import { fieldLabelOf } from '../../shared/i18n/field-labels';
import { slugify } from '../../shared/routing/slug';

/** What the checks read of a request: its language (0 Serbian, 1 English). */
export interface LangContext {
  lang: number;
}

/**
 * The form's label of an argument (src/shared/i18n/field-labels.ts); `rootField` names the
 * mutation whose form it is, where that form labels the argument its own way.
 */
export function fieldLabel(ctx: LangContext, field: string, rootField?: string): string {
  return fieldLabelOf(ctx.lang, field, rootField);
}

/** The trimmed text, or a `required` error naming the field when it is empty. */
export function requireText(ctx: LangContext, value: string | null | undefined, field: string, rootField?: string): string {
  const text = value?.trim() ?? '';
  if (!text) throw userError(ctx.lang, 'required', { field, params: { field: fieldLabel(ctx, field, rootField) } });
  return text;
}

/** A required slug, normalised; `required` when nothing usable is left. */
export function requireSlug(ctx: LangContext, value: string | null | undefined, field = 'slug'): string {
  const slug = slugify(value ?? '');
  if (!slug) throw userError(ctx.lang, 'required', { field, params: { field: fieldLabel(ctx, field) } });
  return slug;
}

/** A refusal about one argument, naming it by its form label, in the request's language. */
export function refuse(ctx: LangContext, key: MessageKey, field?: string, code?: ErrorCode) {
  return userError(ctx.lang, key, { field, code, params: field ? { field: fieldLabel(ctx, field) } : {} });
}

/** Throws a refusal about one argument, without naming it in the message (the catalogue's checks). */
export function refuseArg(ctx: LangContext, key: MessageKey, field: string, code: 'BAD_USER_INPUT' | 'NOT_FOUND' | 'CONFLICT' = 'BAD_USER_INPUT'): never {
  throw userError(ctx.lang, key, { field, code });
}

/** A whole positive id from the wire, or null when it is not one. */
export function toId(value: unknown): number | null {
  if (value == null || value === '') return null;
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
