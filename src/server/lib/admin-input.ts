/**
 * The required texts of the administrator's catalogue and cms forms: refused with a translated
 * `required` message that names the field by its label in the form.
 */
import { userError } from '../../src/server/errors';
import type { MockContext } from '../context';
import { slugify } from './slug';

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
export function fieldLabel(ctx: MockContext, field: string): string {
  const key = field.replace(/^.*\./, '');
  return FIELD_LABELS[key]?.[ctx.lang] ?? key;
}

/** The trimmed text, or a `required` error naming the field when it is empty. */
export function requireText(ctx: MockContext, value: string | null | undefined, field: string): string {
  const text = value?.trim() ?? '';
  if (!text) throw userError(ctx.lang, 'required', { field, params: { field: fieldLabel(ctx, field) } });
  return text;
}

/** A required slug, normalised; `required` when nothing usable is left. */
export function requireSlug(ctx: MockContext, value: string | null | undefined, field = 'slug'): string {
  const slug = slugify(value ?? '');
  if (!slug) throw userError(ctx.lang, 'required', { field, params: { field: fieldLabel(ctx, field) } });
  return slug;
}
