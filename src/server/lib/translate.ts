/** A text in both languages, by language index: [Serbian, English]. */
export type Translated = [sr: string, en: string];

/** The request language's text; an empty translation falls back to Serbian, the default. */
export function pick(texts: readonly string[] | null | undefined, lang: number): string {
  if (!texts) return '';
  return texts[lang] || texts[0] || '';
}

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
