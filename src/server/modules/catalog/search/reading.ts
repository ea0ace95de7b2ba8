/**
 * How the search read a shopper's text: a word the catalogue does not know (in either language) is
 * read as its closest variant, by sound first ("ajfon" as "iphone", "galaksi" as "galaxy"), so the
 * search screen can say "Showing results for: iphone" and offer the text as typed instead, which
 * reads every word only as itself.
 */
import type { SearchPlan } from './plan';

/** A word's ending vowel, which Serbian changes with the case ("kafa", "kafu", "kafe" are one word). */
const ENDING = /[aeiou]$/;

/** Whether two words are forms of one: the same but for the ending vowel. */
const formsOfOne = (one: string, other: string) => one.replace(ENDING, '') === other.replace(ENDING, '');

/** The text as read, when a word of it was read as another; null when every word was read as typed (or as a form of itself). */
export function readingOf(plan: SearchPlan): string | null {
  const read = plan.words.map((word) => {
    const variant = word.known ? undefined : word.variants[0];
    return variant && !formsOfOne(word.word, variant) ? variant : word.word;
  });
  return read.some((word, index) => word !== plan.words[index]!.word) ? read.join(' ') : null;
}

/** The plan as typed: a word the catalogue does not know is searched only as itself (its synonyms included). */
export function asTypedPlan(plan: SearchPlan): SearchPlan {
  return { ...plan, words: plan.words.map((word) => (word.known ? word : { ...word, variants: [] })) };
}
