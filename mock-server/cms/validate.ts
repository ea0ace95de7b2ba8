import { userError, type MessageKey } from '../../src/server/errors';
import type { MockContext } from '../context';

/** How the forms label the fields the cms requires, by language (0 Serbian, 1 English). */
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

function label(ctx: MockContext, field: string): string {
  const key = field.replace(/^.*\./, '');
  return FIELD_LABELS[key]?.[ctx.lang] ?? key;
}

/** The trimmed text, or a `required` error naming the field when it is empty. */
export function requireText(ctx: MockContext, value: string | null | undefined, field: string): string {
  const text = value?.trim() ?? '';
  if (!text) throw userError(ctx.lang, 'required', { field, params: { field: label(ctx, field) } });
  return text;
}

const EMAIL = /^[^\s@,;<>"]+@[^\s@,;<>"]+\.[a-z]{2,}$/i;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** One or more e-mail addresses separated by commas, each valid (the orders e-mail setting). */
export function isEmailList(value: string): boolean {
  const parts = value.split(',').map((part) => part.trim());
  return parts.length > 0 && parts.every((part) => part !== '' && isEmail(part));
}

/** A URL segment from what an administrator typed: "Česta pitanja" → "cesta-pitanja". */
export function slugify(text: string): string {
  return text
    .toLocaleLowerCase('sr-Latn')
    .replace(/đ/g, 'dj')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A required slug, normalised; `required` when nothing usable is left. */
export function requireSlug(ctx: MockContext, value: string | null | undefined, field = 'slug'): string {
  const slug = slugify(value ?? '');
  if (!slug) throw userError(ctx.lang, 'required', { field, params: { field: label(ctx, field) } });
  return slug;
}

/** A refusal about one argument. */
export function refuse(ctx: MockContext, key: MessageKey, field?: string, code?: 'NOT_FOUND' | 'CONFLICT' | 'FORBIDDEN') {
  return userError(ctx.lang, key, { field, code, params: field ? { field: label(ctx, field) } : {} });
}
