import type { LanguageId } from '../../../shared/i18n/languages';

/** Locales dates are written in, by language index. */
const DATE_LOCALES: Record<LanguageId, string> = { 0: 'sr-Latn-RS', 1: 'en-GB' };

/** A date written the way the language's readers write it; undefined when the text is no date. */
export function formatDate(value: string | Date, lang: LanguageId, options: Intl.DateTimeFormatOptions): string | undefined {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  return new Intl.DateTimeFormat(DATE_LOCALES[lang], options).format(date);
}
