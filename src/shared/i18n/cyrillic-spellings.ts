/**
 * The shop's own Cyrillic spellings (issue 29): where the transliteration rule gets a word or a text
 * wrong (a loanword: online → онлајн), the shop's Cyrillic stands instead. Matched whole, as written
 * or with its first letter capital (a sentence's first word), the longest first; the rule converts
 * the rest around them.
 */

/** [Latin, Cyrillic] pairs. */
export type Spellings = readonly (readonly [string, string])[];

/** A character no text holds (Unicode's private use area) stands for each spelling while the rule runs. */
const MARK = 0xe000;
const MARKS = /[\uE000-\uF8FF]/g;
const HAS_MARK = /[\uE000-\uF8FF]/;

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const compiled = new WeakMap<Spellings, { pattern: RegExp; cyrillic: Map<string, string> } | null>();

function compile(spellings: Spellings) {
  let found = compiled.get(spellings);
  if (found === undefined) {
    const cyrillic = new Map<string, string>();
    for (const [latin, written] of spellings) {
      if (!latin.trim()) continue;
      cyrillic.set(latin, written);
      if (!cyrillic.has(capital(latin))) cyrillic.set(capital(latin), capital(written));
    }
    const names = [...cyrillic.keys()].sort((a, b) => b.length - a.length).map(escape);
    found = names.length === 0 ? null : { pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${names.join('|')})(?![\\p{L}\\p{N}])`, 'gu'), cyrillic };
    compiled.set(spellings, found);
  }
  return found;
}

/** `convert(text)` with each of the shop's spellings in the text written as the shop writes it. */
export function withSpellings(text: string, spellings: Spellings | undefined, convert: (text: string) => string): string {
  const compiledSpellings = spellings && spellings.length > 0 ? compile(spellings) : null;
  if (!compiledSpellings || HAS_MARK.test(text)) return convert(text);
  const found: string[] = [];
  const marked = text.replace(compiledSpellings.pattern, (latin) => {
    found.push(compiledSpellings.cyrillic.get(latin)!);
    return String.fromCharCode(MARK + found.length - 1);
  });
  if (found.length === 0) return convert(text);
  return convert(marked).replace(MARKS, (mark) => found[mark.charCodeAt(0) - MARK] ?? mark);
}
