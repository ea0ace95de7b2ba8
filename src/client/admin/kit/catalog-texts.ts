import type { LanguageId } from '../../../shared/i18n/languages';

/** A category's or brand's texts in the language being edited. */
export interface CatalogTextValues {
  name: string;
  slug: string;
  description: string;
  seo_title: string;
  seo_keywords: string;
  seo_description: string;
}

export type CatalogTextField = keyof CatalogTextValues;

/** The per-language lists the admin reads of a category or brand. */
export interface CatalogTranslations {
  names: readonly string[];
  slugs: readonly string[];
  descriptions: readonly string[];
  seo_titles: readonly string[];
  seo_keywords_list: readonly string[];
  seo_descriptions: readonly string[];
}

export const emptyCatalogTexts = (): CatalogTextValues => ({
  name: '',
  slug: '',
  description: '',
  seo_title: '',
  seo_keywords: '',
  seo_description: '',
});

/** The texts of a language from the per-language lists ('' where that language has none yet). */
export function catalogTextsIn(record: CatalogTranslations, lang: LanguageId): CatalogTextValues {
  const inLang = (values: readonly string[]) => values[lang] ?? '';
  return {
    name: inLang(record.names),
    slug: inLang(record.slugs),
    description: inLang(record.descriptions),
    seo_title: inLang(record.seo_titles),
    seo_keywords: inLang(record.seo_keywords_list),
    seo_description: inLang(record.seo_descriptions),
  };
}

/** The texts as sent: trimmed, the description as typed (HTML). */
export function catalogTextVariables(values: CatalogTextValues) {
  return {
    name: values.name.trim(),
    slug: values.slug.trim(),
    description: values.description,
    seo_title: values.seo_title.trim(),
    seo_keywords: values.seo_keywords.trim(),
    seo_description: values.seo_description.trim(),
  };
}

/** Required texts left empty: field → key of the admin's texts. */
export function checkRequired<T extends object>(values: T, fields: readonly (keyof T & string)[]): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const value: unknown = values[field];
    if (typeof value !== 'string' || value.trim() === '') problems[field] = 'form.required';
  }
  return problems;
}

/** A whole number from 1 typed in a field; null when empty, NaN when it is not one. */
export function parsePosition(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return /^\d+$/.test(trimmed) && Number(trimmed) >= 1 ? Number(trimmed) : Number.NaN;
}
