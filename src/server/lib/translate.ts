import { LANGUAGES } from '../../shared/i18n/languages';
import { pick, type Translated } from '../../shared/i18n/translated';

export { pick, type Translated };

/** Like pick, but null when neither language has text. */
export function pickOrNull(texts: readonly string[] | null | undefined, lang: number): string | null {
  return pick(texts, lang) || null;
}

/** A copy of `texts` with the translation of `lang` replaced, as admin writes do. */
export function withTranslation(texts: readonly string[] | undefined, lang: number, value: string): Translated {
  const next: Translated = [texts?.[0] ?? '', texts?.[1] ?? ''];
  next[lang === 1 ? 1 : 0] = value;
  return next;
}

/**
 * The request language's text; an empty translation falls back to Serbian, then to English (a record
 * created in English has no Serbian text until an administrator writes it).
 */
export function pickAny(texts: readonly string[] | null | undefined, lang: number): string {
  if (!texts) return '';
  return texts[lang] || texts[0] || texts[1] || '';
}

/** Like pickAny, but null when neither language has text. */
export function pickAnyOrNull(texts: readonly string[] | null | undefined, lang: number): string | null {
  return pickAny(texts, lang) || null;
}

/**
 * What a save in one language writes of a list of values by key (a product's specifications): each
 * key once (the first wins), trimmed; an empty value clears that language's text only. Keys not in
 * the list keep their values, and every other language's values stay as they are.
 */
export function valueWrites<K>(entries: readonly { key: K; value: string }[]): { key: K; value: string }[] {
  const writes: { key: K; value: string }[] = [];
  for (const entry of entries) {
    if (!writes.some((write) => write.key === entry.key)) writes.push({ key: entry.key, value: entry.value.trim() });
  }
  return writes;
}

/** A translated value with no text in any language: it is removed rather than kept empty. */
export const isBlank = (texts: readonly (string | null | undefined)[]): boolean => texts.every((text) => !text);

/**
 * Whether a record has its own text in a language (its name there is not empty): one written in
 * one language only is not linked from the other language's menus, lists and sitemap, and its
 * address there is not found (docs/storefront.md, "Content in one language").
 */
export function hasText(texts: readonly string[] | null | undefined, lang: number): boolean {
  return (texts?.[lang === 1 ? 1 : 0] ?? '') !== '';
}

/**
 * A record's slug in each language by language index, '' where it has no name (hasText): it has no
 * address there, so the language switch and the hreflang links lead elsewhere (docs/storefront.md).
 */
export function alternateSlugs(record: { names: readonly string[]; slugs: readonly string[] }): string[] {
  return LANGUAGES.map((language) => (hasText(record.names, language.id) ? pick(record.slugs, language.id) : ''));
}

/** Whether every record of a path (a category and those above it) has its own text in a language. */
export const isPathNamed = (path: readonly { names: readonly string[] }[], lang: number): boolean => path.every((step) => hasText(step.names, lang));
