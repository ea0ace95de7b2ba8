import type { LanguageId } from './languages';

/**
 * The plural forms a text is written in: Serbian needs three ("1 proizvod", "2 proizvoda", "5
 * proizvoda", "21 proizvod", "11 proizvoda"), English two (one and other; its texts write `few` as
 * `other`). A counted text has one key per form, `<key>.one`, `<key>.few`, `<key>.other`, in both
 * languages, so the catalogues keep the same keys.
 */
export type PluralForm = 'one' | 'few' | 'other';

/** CLDR's rules, as Intl has them: the same answer on the server and in every browser. */
const RULES: Record<LanguageId, Intl.PluralRules> = { 0: new Intl.PluralRules('sr-Latn'), 1: new Intl.PluralRules('en') };

/** The form `count` takes in the language (CLDR's "many", "two" and "zero" do not occur in these two; they read as other). */
export function pluralForm(lang: LanguageId, count: number): PluralForm {
  const form = RULES[lang].select(count);
  return form === 'one' || form === 'few' ? form : 'other';
}

/** The key of a counted text for `count`: `pluralKey('filters.showProducts', 0, 3)` is 'filters.showProducts.few'. */
export function pluralKey(key: string, lang: LanguageId, count: number): string {
  return `${key}.${pluralForm(lang, count)}`;
}
