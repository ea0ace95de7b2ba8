import { pick, pickOrNull, withTranslation } from '../../lib/translate';

export { pick, pickOrNull };

/** A copy of a text[] column's value with the request language's element replaced, as admin writes do. */
export function withText(texts: readonly string[] | undefined, lang: number, value: string): string[] {
  return withTranslation(texts, lang, value);
}

/** The same text in both languages: what a new record starts with until it is translated. */
export const both = (text: string): string[] => [text, text];
