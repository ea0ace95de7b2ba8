import type { LanguageId } from '../i18n/languages';

/**
 * Natural order for values shoppers compare: numbers by their value, decimals included ("6,67″"
 * before "6,8″", which a digit-by-digit numeric collation gets wrong), words as the language sorts
 * them, case and accents aside. The decimal separator is the language's: a comma in Serbian, a
 * point in English.
 */
export function naturalCompare(a: string, b: string, lang: LanguageId): number {
  const left = tokensOf(a, lang);
  const right = tokensOf(b, lang);
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const order = compareTokens(left[index]!, right[index]!, lang);
    if (order !== 0) return order;
  }
  return left.length - right.length;
}

type Token = number | string;

const NUMBER = { 0: /\d+(?:,\d+)?/g, 1: /\d+(?:\.\d+)?/g } as const;
const collators = new Map<LanguageId, Intl.Collator>();

function collator(lang: LanguageId): Intl.Collator {
  let found = collators.get(lang);
  if (!found) {
    found = new Intl.Collator(lang === 1 ? 'en' : 'sr-Latn', { numeric: true, sensitivity: 'base' });
    collators.set(lang, found);
  }
  return found;
}

/** The same values are compared in every listing's facets: each text is split once (up to this many kept per language, then forgotten together). */
const MOST_SPLIT = 4096;
const split = [new Map<string, Token[]>(), new Map<string, Token[]>()] as const;

function tokensOf(text: string, lang: LanguageId): Token[] {
  const known = split[lang === 1 ? 1 : 0];
  let found = known.get(text);
  if (!found) {
    if (known.size >= MOST_SPLIT) known.clear();
    found = tokens(text, lang);
    known.set(text, found);
  }
  return found;
}

/** Text and numbers in turn: '6,67" OLED' → [6.67, '" OLED']. */
function tokens(text: string, lang: LanguageId): Token[] {
  const trimmed = text.trim();
  const result: Token[] = [];
  let last = 0;
  for (const match of trimmed.matchAll(NUMBER[lang])) {
    if (match.index > last) result.push(trimmed.slice(last, match.index));
    result.push(Number(match[0].replace(',', '.')));
    last = match.index + match[0].length;
  }
  if (last < trimmed.length) result.push(trimmed.slice(last));
  return result;
}

function compareTokens(a: Token, b: Token, lang: LanguageId): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  // A number comes before a word.
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return collator(lang).compare(a, b);
}
