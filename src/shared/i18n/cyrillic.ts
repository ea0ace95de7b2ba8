/**
 * Serbian Latin → Serbian Cyrillic, the one rule the server (catalogue, CMS, SEO, e-mails) and the
 * client (interface texts) transliterate by (issue 29): content is kept once, in Latin, and turned
 * into Cyrillic on output.
 *
 * Written here rather than taken from npm: the Serbian packages there (serbian-transliteration,
 * @stefanstefanovski/transliterate-cyrillic; cyrillic-to-latin goes the other way) are bare letter
 * tables, unmaintained or a single release, without the digraph exceptions and without a way to
 * leave brands, codes, units and addresses in Latin, which is most of the work; the table itself
 * is thirty letters. Nor does HTML go through a parser package: src/shared imports none (it runs
 * in the browser too), and the shop's HTML is sanitized, so a tag scanner is enough.
 *
 * What stays Latin, as Serbian Cyrillic text writes it:
 * - `{placeholders}`, HTML entities, web and e-mail addresses and bare domains (izlog.rs);
 * - the caller's names (`keep`), as written or in capitals: brands made of Serbian letters
 *   (Samsung, Bluetooth, Gorenje) cannot be told from Serbian words, so the catalogue passes them;
 * - words with a letter Serbian Latin does not have (q, w, x, y, é, ü…): Xiaomi, Wi-Fi, Galaxy;
 *   and "e-mail", which the interface texts use;
 * - tokens with a digit (A55, 5G, i7) and camel case (iPhone, mAh);
 * - unit symbols (GB, kg, MHz; m, l, V only after a number), see cyrillic-exceptions.ts;
 * - short ALL-CAPS abbreviations in mixed-case text (USB, TV, RSD), but not Serbian ones (PDV →
 *   ПДВ); in ALL-CAPS text ("BESPLATNA DOSTAVA", "DŽEP") capitals are words and are converted.
 * A hyphenated suffix is Serbian and is converted: "USB-om" → "USB-ом", "Samsung-ov" → "Samsung-ов".
 * "dj" is д + ј, never ђ: the shop's texts write đ.
 */
import {
  DIGRAPH_EXCEPTIONS,
  LATIN_ABBREVIATIONS,
  LATIN_UNITS,
  LATIN_WORD_STARTS,
  SERBIAN_ABBREVIATIONS,
  UNITS_AFTER_NUMBER,
} from './cyrillic-exceptions';
import { withSpellings, type Spellings } from './cyrillic-spellings';

export interface CyrillicOptions {
  /** Names that stay Latin, matched as whole words as written or in capitals: the catalogue's brands. */
  readonly keep?: readonly string[];
  /** The shop's own Cyrillic for words the rule gets wrong (cyrillic-spellings.ts). */
  readonly spellings?: Spellings;
}

/** Serbian Latin text in Serbian Cyrillic; Cyrillic text comes back unchanged. */
export function toCyrillic(text: string, options: CyrillicOptions = {}): string {
  return withSpellings(text, options.spellings, (rest) => transliterate(rest, options.keep ?? []));
}

/**
 * An HTML fragment or page with only its text converted: tags, attributes (so URLs, classes,
 * alt and title too), comments and entities are left as they are, byte for byte. The text of
 * script, style and code elements, of an element with `translate="no"` and of one whose `lang`
 * is not Serbian stays Latin: that is how an editor marks a passage in another language. Such a
 * passage ends at its element's end tag; left unclosed, it runs to the end (stays Latin, never
 * breaks markup).
 */
export function htmlToCyrillic(html: string, options: CyrillicOptions = {}): string {
  const markup = new RegExp(MARKUP.source, 'g');
  let out = '';
  let last = 0;
  let skipped: { name: string; depth: number } | undefined;
  for (let tag = markup.exec(html); tag; tag = markup.exec(html)) {
    const text = html.slice(last, tag.index);
    out += (skipped ? text : toCyrillic(text, options)) + tag[0];
    last = markup.lastIndex;
    const [, closing, tagName, attributes = ''] = tag;
    if (tagName === undefined) continue;
    const name = tagName.toLowerCase();
    if (skipped?.name === name) skipped.depth += closing ? -1 : 1;
    if (skipped?.depth === 0) skipped = undefined;
    else if (!skipped && !closing && !VOID_ELEMENTS.has(name) && staysLatin(name, attributes)) {
      skipped = { name, depth: 1 };
    }
    if (!closing && RAW_TEXT_ELEMENTS.has(name)) {
      // Script and style hold no markup: their text runs to their end tag, whatever it contains.
      const end = html.slice(last).search(new RegExp(`</${name}`, 'i'));
      markup.lastIndex = end < 0 ? html.length : last + end;
    }
  }
  return out + (skipped ? html.slice(last) : toCyrillic(html.slice(last), options));
}

/**
 * The Latin Serbian words left in a text meant to be Cyrillic: the words `toCyrillic` would still
 * change, each once, in order (empty when the text is clean). Brands, codes, units, addresses
 * and the other allowed kinds are not reported; pass the same `keep` as when converting.
 */
export function latinSerbianWordsLeft(text: string, options: CyrillicOptions = {}): string[] {
  const left: string[] = [];
  transliterate(text, options.keep ?? [], left);
  return [...new Set(left)];
}

/** Whether a text meant to be Cyrillic still has a Latin Serbian word (see `latinSerbianWordsLeft`). */
export function isLatinSerbianLeft(text: string, options: CyrillicOptions = {}): boolean {
  return latinSerbianWordsLeft(text, options).length > 0;
}

const LETTERS: Readonly<Record<string, string>> = {
  a: 'а', b: 'б', c: 'ц', č: 'ч', ć: 'ћ', d: 'д', đ: 'ђ', e: 'е', f: 'ф', g: 'г', h: 'х', i: 'и',
  j: 'ј', k: 'к', l: 'л', m: 'м', n: 'н', o: 'о', p: 'п', r: 'р', s: 'с', š: 'ш', t: 'т', u: 'у',
  v: 'в', z: 'з', ž: 'ж', ǉ: 'љ', ǌ: 'њ', ǆ: 'џ',
};
const DIGRAPHS: Readonly<Record<string, string>> = { lj: 'љ', nj: 'њ', dž: 'џ' };
const EXCEPTION = new RegExp(`^(?:ne)?(${DIGRAPH_EXCEPTIONS.join('|')})`, 'u');
const LATIN_WORD = new RegExp(`^(?:${LATIN_WORD_STARTS.join('|')})`, 'u');
const NO_LATIN = /^\P{Script=Latin}*$/u;
const STAYS_LATIN_ELEMENTS = new Set(['script', 'style', 'code', 'kbd', 'samp']);
const RAW_TEXT_ELEMENTS = new Set(['script', 'style']);
const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'wbr']);
/** A comment, a doctype or a tag (1 the "/" of an end tag, 2 its name, 3 its attributes); unclosed, it runs to the end. */
const MARKUP = /<!--[\s\S]*?(?:-->|$)|<[!?][^>]*>?|<(\/?)([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*'|["'])*)(?:>|$)/g;
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const URL_TAIL = String.raw`[^\s<>"']*[^\s<>"'.,;:!?)\]]`;
const FIXED = [
  String.raw`\{\w+\}`,
  String.raw`&(?:[a-zA-Z][a-zA-Z\d]*|#\d+|#[xX][\da-fA-F]+);`,
  String.raw`(?:https?:\/\/|www\.)${URL_TAIL}`,
  String.raw`(?<![\w.+-])[\w.+-]{1,64}@[\w-]+(?:\.[\w-]+)+`,
  String.raw`(?<![\p{L}\p{N}@.-])[a-zA-Z\d](?:[a-zA-Z\d-]*[a-zA-Z\d])?(?:\.[a-zA-Z\d-]+)*` +
    String.raw`\.(?:rs|com|net|org|info|eu|me|ba|hr|io|co|de|uk|shop|online|store|app|dev)(?![\p{L}\p{N}-])(?:\/${URL_TAIL})?`,
].join('|');
const WORD = String.raw`[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*`;

const tokenizers = new Map<string, RegExp>();

/** Groups: 1 a kept name, 2 something fixed (placeholder, entity, address), 3 a word. */
function tokenizer(keep: readonly string[]): RegExp {
  const key = keep.join('\n');
  let regex = tokenizers.get(key);
  if (!regex) {
    const names = [...new Set(keep.flatMap((name) => [name, name.toUpperCase()]))]
      .filter((name) => name.trim() !== '')
      .sort((a, b) => b.length - a.length)
      .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    const kept = names.length > 0 ? String.raw`(?<![\p{L}\p{N}])(?:${names.join('|')})(?![\p{L}\p{N}])` : '(?!)';
    regex = new RegExp(`(${kept})|(${FIXED})|(${WORD})`, 'gu');
    // The catalogue passes a few brand lists; a caller building a new list each time must not grow this.
    if (tokenizers.size >= 64) tokenizers.clear();
    tokenizers.set(key, regex);
  }
  return regex;
}

type Case = 'caps' | 'mixed' | 'neutral';

function transliterate(text: string, keep: readonly string[], left?: string[]): string {
  if (NO_LATIN.test(text)) return text;
  const tokens = [...text.matchAll(tokenizer(keep))];
  const cases = tokens.map((token): Case => (token[2] === undefined ? caseOf(token[0]) : 'neutral'));
  const capsText = inCapsText(cases);
  let out = '';
  let last = 0;
  tokens.forEach((token, index) => {
    const word = token[3];
    if (word === undefined) return;
    const converted = convertWord(word, capsText[index] === true, afterNumber(text, token.index));
    if (converted === word) return;
    left?.push(word);
    out += text.slice(last, token.index) + converted;
    last = token.index + word.length;
  });
  return out + text.slice(last);
}

/** ALL-CAPS, mixed, or neither (a code with digits, a single letter, no letters). */
function caseOf(token: string): Case {
  if (/\p{N}/u.test(token)) return 'neutral';
  const letters = token.match(/\p{L}/gu) ?? [];
  if (letters.length < 2) return 'neutral';
  if (letters.some((letter) => letter !== letter.toUpperCase())) return 'mixed';
  return letters.some((letter) => letter !== letter.toLowerCase()) ? 'caps' : 'neutral';
}

/**
 * For each token, whether it stands in ALL-CAPS text: among other capitals up to the nearest
 * mixed-case words, or in a text with no mixed case at all (a mixed-case token never does).
 * There a capital token is a word, elsewhere a short one is an abbreviation.
 */
function inCapsText(cases: readonly Case[]): boolean[] {
  const result: boolean[] = [];
  for (let start = 0, end = 0; end <= cases.length; end++) {
    if (end < cases.length && cases[end] !== 'mixed') continue;
    const capitals = cases.slice(start, end).filter((which) => which === 'caps').length;
    const bounded = start > 0 || end < cases.length;
    for (let index = start; index < end; index++) result[index] = capitals > (cases[index] === 'caps' ? 1 : 0) || !bounded;
    start = end + 1;
  }
  return result;
}

function afterNumber(text: string, index: number): boolean {
  return /(?:\d(?:\s|&nbsp;|&#160;)?|\p{L}\/)$/u.test(text.slice(Math.max(0, index - 7), index));
}

function convertWord(word: string, capsText: boolean, number: boolean): string {
  if ([...word].some(isForeignLetter) || LATIN_WORD.test(word.toLowerCase())) return word;
  const parts = word.split('-');
  // A model number is one name, its letters too: "CF-174", "SM-A556B" (a suffix of letters alone is Serbian: "USB-om").
  if (parts.length > 1 && parts.some((part) => /\p{N}/u.test(part)) && parts.every((part) => /\p{N}/u.test(part) || part === part.toUpperCase())) return word;
  const kept = parts.map((part, index) => staysLatinPart(part, capsText, number && index === 0));
  // A lone capital beside a kept part is its model letter: "USB-C".
  parts.forEach((part, index) => {
    if (/^\p{Lu}$/u.test(part) && (kept[index - 1] === true || kept[index + 1] === true)) kept[index] = true;
  });
  return parts.map((part, index) => (kept[index] === true ? part : convertPart(part.normalize('NFC')))).join('-');
}

function isForeignLetter(char: string): boolean {
  return /\p{Script=Latin}/u.test(char) && !(char.normalize('NFC').toLowerCase() in LETTERS);
}

function staysLatinPart(part: string, capsText: boolean, afterNumber: boolean): boolean {
  if (/\p{N}/u.test(part) || LATIN_UNITS.has(part) || (afterNumber && UNITS_AFTER_NUMBER.has(part))) return true;
  if (/\p{Ll}\p{Lu}/u.test(part)) return true;
  const letters = part.match(/\p{L}/gu)?.length ?? 0;
  if (letters < 2 || part !== part.toUpperCase()) return false;
  if (SERBIAN_ABBREVIATIONS.has(part)) return false;
  return LATIN_ABBREVIATIONS.has(part) || (!capsText && letters <= 4);
}

function convertPart(part: string): string {
  const exception = EXCEPTION.exec(part.toLowerCase());
  const split = exception ? exception[0].length - exception[1]!.length + exception[1]!.search(/lj|nj|dž/) : -1;
  let out = '';
  for (let index = 0; index < part.length; ) {
    const pair = part.slice(index, index + 2).toLowerCase();
    const digraph = index !== split ? DIGRAPHS[pair] : undefined;
    const source = part[index]!;
    const letter = digraph ?? LETTERS[source.toLowerCase()];
    out += letter === undefined ? source : source === source.toLowerCase() ? letter : letter.toUpperCase();
    index += digraph ? 2 : 1;
  }
  return out;
}

function staysLatin(element: string, attributes: string): boolean {
  if (STAYS_LATIN_ELEMENTS.has(element)) return true;
  let lang: string | undefined;
  for (const [, name = '', double, single, bare] of attributes.matchAll(ATTRIBUTE)) {
    const value = double ?? single ?? bare ?? '';
    if (name.toLowerCase() === 'translate' && value === 'no') return true;
    if (name.toLowerCase() === 'lang') lang = value;
  }
  return lang !== undefined && !/^sr(?:-|$)/i.test(lang);
}
