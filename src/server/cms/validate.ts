import type { GraphQLContext } from '../context';
import { userError, type ErrorCode, type MessageKey } from '../errors';
import { isEmail, isEmailList, slugify } from '../../../mock-server/cms/validate';

export { isEmail, isEmailList, slugify };

/** How the forms label the fields the cms requires, by language (0 Serbian, 1 English): the mock's words. */
const FIELD_LABELS: Record<string, [string, string]> = {
  name: ['Naziv', 'Name'],
  slug: ['Slug', 'Slug'],
  field: ['Ključ', 'Key'],
  title: ['Naslov', 'Title'],
  email: ['E-mail', 'E-mail'],
  message: ['Poruka', 'Message'],
  html: ['Tekst', 'Text'],
  value: ['Vrednost', 'Value'],
  banner_ids: ['Baneri', 'Banners'],
  product_ids: ['Proizvodi', 'Products'],
  category_ids: ['Kategorije', 'Categories'],
  brand_ids: ['Brendovi', 'Brands'],
  cards: ['Kartice', 'Cards'],
};

function label(ctx: GraphQLContext, field: string): string {
  const key = field.replace(/^.*\./, '');
  return FIELD_LABELS[key]?.[ctx.lang] ?? key;
}

/** A refusal about one argument, in the request's language. */
export function refuse(ctx: GraphQLContext, key: MessageKey, field?: string, code?: ErrorCode) {
  return userError(ctx.lang, key, { field, code, params: field ? { field: label(ctx, field) } : {} });
}

/** The trimmed text, or a `required` error naming the field when it is empty. */
export function requireText(ctx: GraphQLContext, value: string | null | undefined, field: string): string {
  const text = value?.trim() ?? '';
  if (!text) throw refuse(ctx, 'required', field);
  return text;
}

/** A required slug, normalised; `required` when nothing usable is left. */
export function requireSlug(ctx: GraphQLContext, value: string | null | undefined, field = 'slug'): string {
  const slug = slugify(value ?? '');
  if (!slug) throw refuse(ctx, 'required', field);
  return slug;
}

/** A whole positive id from the wire, or null when it is not one. */
export function toId(value: unknown): number | null {
  if (value == null || value === '') return null;
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

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
