import { describe, expect, it } from 'vitest';
import { en as adminEn } from '../../../../src/client/admin/i18n/en';
import { sr as adminSr } from '../../../../src/client/admin/i18n/sr';
import { ADMIN_FEATURE_MESSAGES } from '../../../../src/client/admin/i18n/translate-admin';
import { en } from '../../../../src/client/lib/i18n/en';
import { FEATURE_MESSAGES } from '../../../../src/client/lib/i18n/feature-messages';
import { sr } from '../../../../src/client/lib/i18n/sr';
import { formMessages } from '../../../../src/shared/i18n/form-messages';
import { ruleMessages } from '../../../../src/shared/i18n/rule-messages';
import { SHARED_DICTIONARIES } from '../../../../src/shared/i18n/shared-dictionaries';
import { placeholdersOf } from '../../../../src/shared/i18n/translate-with';

const catalogues = { rule: ruleMessages, form: formMessages } as const;
const entries = Object.entries(catalogues).flatMap(([prefix, pairs]) =>
  Object.entries(pairs).map(([key, pair]) => [`${prefix}.${key}`, pair as readonly [string, string]] as const),
);

/** Every text an app keeps itself (not taken from src/shared), named by where it is. */
const appTexts: [where: string, key: string, text: string][] = [
  ...[sr, en, adminSr, adminEn].flatMap((dictionary, index) =>
    Object.entries(dictionary).map(([key, text]) => [['storefront sr', 'storefront en', 'admin sr', 'admin en'][index]!, key, text] as [string, string, string]),
  ),
  ...[...Object.entries(FEATURE_MESSAGES), ...ADMIN_FEATURE_MESSAGES.map((feature, index) => [`admin feature ${index}`, feature] as const)].flatMap(
    ([name, feature]) => [...Object.entries(feature.sr), ...Object.entries(feature.en)].map(([key, text]) => [String(name), key, text] as [string, string, string]),
  ),
];

/** A text with its placeholders and numbers blurred, so "najmanje {min}" and "najmanje 8" count as one. */
const shape = (text: string) => text.replace(/\{\w+\}|\d+/g, '#').replace(/\s+/g, ' ').trim();

describe('the bilingual message catalogue in src/shared/i18n', () => {
  it.each(entries)('has %s in Serbian and English, with the same placeholders', (_key, [serbian, english]) => {
    expect(serbian.trim()).not.toBe('');
    expect(english.trim()).not.toBe('');
    expect(serbian).not.toBe(english);
    expect(serbian).not.toMatch(/[\u0400-\u04ff]/);
    expect(placeholdersOf(serbian).sort()).toEqual(placeholdersOf(english).sort());
  });

  it('reaches both apps under the same keys in both languages', () => {
    expect(Object.keys(SHARED_DICTIONARIES[0]).sort()).toEqual(entries.map(([key]) => key).sort());
    expect(Object.keys(SHARED_DICTIONARIES[1]).sort()).toEqual(Object.keys(SHARED_DICTIONARIES[0]).sort());
  });

  it('is not written again in a client dictionary: an app uses rule.<key> or form.<key> instead', () => {
    const shared = new Map(entries.flatMap(([key, pair]) => pair.map((text) => [shape(text), key] as const)));
    const again = appTexts
      .filter(([, key, text]) => shared.has(shape(text)) || key in SHARED_DICTIONARIES[0])
      .map(([where, key, text]) => `${where} ${key}: "${text}" (shared as ${shared.get(shape(text)) ?? key})`);
    expect(again).toEqual([]);
  });
});
