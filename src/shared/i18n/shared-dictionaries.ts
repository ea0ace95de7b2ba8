import { formMessages } from './form-messages';
import type { Dictionaries } from './translate-with';

type Pairs = Readonly<Record<string, readonly [string, string]>>;

/** `{ prefix.key: text }` in each language from a catalogue of [Serbian, English] pairs. */
export function dictionariesOf(prefix: string, pairs: Pairs): Dictionaries {
  const inLanguage = (index: 0 | 1) => Object.fromEntries(Object.entries(pairs).map(([key, pair]) => [`${prefix}.${key}`, pair[index]]));
  return { 0: inLanguage(0), 1: inLanguage(1) };
}

/** Each language's texts of all the dictionaries given, a later one's key over an earlier one's. */
export function mergeDictionaries(...all: Dictionaries[]): Dictionaries {
  return { 0: Object.assign({}, ...all.map((one) => one[0])), 1: Object.assign({}, ...all.map((one) => one[1])) };
}

/**
 * The texts an app takes from src/shared before its own: the rules it checks itself before
 * sending, as `rule.<name>` in the server's words (named imports from rule-texts.ts, so the
 * storefront does not carry the admin's or the server's), and the forms' shared texts as
 * `form.<key>`. An app's own dictionary never repeats one of them
 * (tests/unit/shared/i18n/catalogue.test.ts).
 */
export function sharedDictionaries(rules: Pairs): Dictionaries {
  return mergeDictionaries(dictionariesOf('rule', rules), dictionariesOf('form', formMessages));
}
