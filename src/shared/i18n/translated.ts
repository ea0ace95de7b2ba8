/** A text in both languages, by language index: [Serbian, English]. */
export type Translated = [sr: string, en: string];

/** The request language's text; an empty translation falls back to Serbian, the default. */
export function pick(texts: readonly string[] | null | undefined, lang: number): string {
  if (!texts) return '';
  return texts[lang] || texts[0] || '';
}
