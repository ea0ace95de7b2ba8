/**
 * The input rules of the administrator's catalogue and cms forms:
 * required texts and slugs refused with a translated `required` message that names the field by
 * its label in the form, and the e-mail checks of the cms.
 */
import { userError, type ErrorCode, type MessageKey } from '../errors';
import { slugify } from '../../shared/slug';

/** What the checks read of a request: its language (0 Serbian, 1 English). */
export interface LangContext {
  lang: number;
}

/** How the forms label the fields they require, by language (0 Serbian, 1 English). */
const FIELD_LABELS: Record<string, [string, string]> = {
  name: ['Naziv', 'Name'],
  slug: ['Slug', 'Slug'],
  code: ['Kod', 'Code'],
  group_id: ['Grupa', 'Group'],
  filters: ['Filteri', 'Filters'],
  client: ['Klijent', 'Client'],
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

/** The form's label of an argument; a path such as `content.cards.0.title` is labelled by its last part. */
export function fieldLabel(ctx: LangContext, field: string): string {
  const key = field.replace(/^.*\./, '');
  return FIELD_LABELS[key]?.[ctx.lang] ?? key;
}

/** The trimmed text, or a `required` error naming the field when it is empty. */
export function requireText(ctx: LangContext, value: string | null | undefined, field: string): string {
  const text = value?.trim() ?? '';
  if (!text) throw userError(ctx.lang, 'required', { field, params: { field: fieldLabel(ctx, field) } });
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
