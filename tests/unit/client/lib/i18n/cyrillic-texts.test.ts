/**
 * Every text of the storefront's interface in Cyrillic (issue 29): the common dictionary, every
 * feature's and the server's refusals, through the same rule a Cyrillic page uses, leave no Latin Serbian word but what stays
 * Latin by rule (placeholders, addresses, units, abbreviations, foreign words). A text the rule
 * would get wrong fails here, naming its key.
 */
import { describe, expect, it } from 'vitest';
import { latinSerbianWordsLeft, toCyrillic } from '../../../../../src/shared/i18n/cyrillic';
import { sr } from '../../../../../src/client/lib/i18n/sr';
import { FEATURE_MESSAGES } from './feature-messages';
import * as ruleTexts from '../../../../../src/shared/i18n/rule-texts';

/** Each Serbian text by its key: the common dictionary's, every feature's, and the server's refusals (rule.<name>). */
const SERBIAN_TEXTS: [string, string][] = [
  ...Object.entries(sr),
  ...Object.values(FEATURE_MESSAGES).flatMap((messages) => Object.entries(messages.sr)),
  ...Object.entries(ruleTexts).map(([name, texts]) => [`rule.${name}`, texts[0]]),
].map(([key, text]) => [String(key), String(text)]);

describe('the interface in Cyrillic', () => {
  it('has texts to check', () => {
    expect(SERBIAN_TEXTS.length).toBeGreaterThan(500);
  });

  // What toCyrillic leaves is what latinSerbianWordsLeft allows by construction, so the check that
  // can fail is the whole text's: one pass converts it all (the words' context does not change a
  // second pass's reading), and the next test names the kinds left in Latin.
  it('converts every text in one pass: no Latin Serbian word is left for a second one', () => {
    const left = SERBIAN_TEXTS.flatMap(([key, text]) => latinSerbianWordsLeft(toCyrillic(text)).map((word) => `${key}: ${word}`));
    expect(left).toEqual([]);
    expect(SERBIAN_TEXTS.filter(([, text]) => toCyrillic(toCyrillic(text)) !== toCyrillic(text)).map(([key]) => key)).toEqual([]);
  });

  it('leaves in Latin only the kinds that stay Latin: abbreviations, e-mail, names, codes', () => {
    const KEPT_KINDS = [
      /^[A-Z]{2,5}-?$/, // an abbreviation: QR, IPS, RSD, MB, CSV, SVG, API-
      /^[eE]-mail[a-z]*$/, // the word the interface writes for an address
      /\d/, // a code or format with digits: IZ-26-00042-7KQ4PX9M, UTF-8, sha256Hash
      /^(DinaCard|YouTube|WebP|PAYMENT_GATEWAY)$/, // names of things, and an environment variable
      /^GGGG-MM-DD$/, // the admin's statistics period only: the admin is in Latin
    ];
    const latinWords = SERBIAN_TEXTS.flatMap(([key, text]) =>
      (toCyrillic(text).replace(/\{[a-zA-Z]+\}/g, ' ').match(/[A-Za-zčćžšđČĆŽŠĐ][\wčćžšđČĆŽŠĐ-]*/g) ?? []).map((word) => [key, word] as const),
    );
    expect(latinWords.length).toBeGreaterThan(10);
    expect(latinWords.filter(([, word]) => !KEPT_KINDS.some((kind) => kind.test(word))).map(([key, word]) => `${key}: ${word}`)).toEqual([]);
  });

  it('keeps every placeholder a text fills', () => {
    for (const [key, text] of SERBIAN_TEXTS) {
      const placeholders = (value: string) => (value.match(/\{[a-zA-Z]+\}/g) ?? []).sort();
      expect(placeholders(toCyrillic(text)), key).toEqual(placeholders(text));
    }
  });
});
