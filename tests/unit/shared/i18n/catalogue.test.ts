import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en as adminEn } from '../../../../src/client/admin/i18n/en';
import { sr as adminSr } from '../../../../src/client/admin/i18n/sr';
import { ADMIN_DICTIONARIES, ADMIN_FEATURE_MESSAGES } from '../../../../src/client/admin/i18n/translate-admin';
import { en } from '../../../../src/client/lib/i18n/en';
import { FEATURE_MESSAGES } from '../../client/lib/i18n/feature-messages';
import { sr } from '../../../../src/client/lib/i18n/sr';
import { DICTIONARIES } from '../../../../src/client/lib/i18n/translate';
import { formMessages } from '../../../../src/shared/i18n/form-messages';
import { ruleMessages } from '../../../../src/shared/i18n/rule-messages';
import { placeholdersOf, type Dictionaries } from '../../../../src/shared/i18n/translate-with';

/** Every shared text under the key the apps show it by: `rule.<name>`, `form.<key>`. */
const shared = new Map<string, readonly [string, string]>([
  ...Object.entries(ruleMessages).map(([name, pair]) => [`rule.${name}`, pair] as const),
  ...Object.entries(formMessages).map(([key, pair]) => [`form.${key}`, pair] as const),
]);

/** Every text an app keeps itself (not taken from src/shared): [where, key, text]. */
const appTexts: [string, string, string][] = [
  ...Object.entries({ 'storefront shell sr': sr, 'storefront shell en': en, 'admin sr': adminSr, 'admin en': adminEn }).flatMap(
    ([where, dictionary]) => Object.entries(dictionary).map(([key, text]): [string, string, string] => [where, key, text]),
  ),
  ...[...Object.entries(FEATURE_MESSAGES), ...ADMIN_FEATURE_MESSAGES.map((feature, index) => [`admin feature #${index}`, feature] as const)].flatMap(
    ([where, feature]) => [...Object.entries(feature.sr), ...Object.entries(feature.en)].map(([key, text]): [string, string, string] => [where, key, text]),
  ),
];

/** A text with its placeholders and numbers blurred, so "najmanje {min}" and "najmanje 8" count as one. */
const shape = (text: string) => text.replace(/\{\w+\}|\d+/g, '#').replace(/\s+/g, ' ').trim();

const CLIENT = new URL('../../../../src/client/', import.meta.url).pathname;
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );

describe('the bilingual message catalogue in src/shared/i18n', () => {
  it.each([...shared])('has %s in Serbian and English, with the same placeholders', (_key, [serbian, english]) => {
    expect(serbian.trim()).not.toBe('');
    expect(english.trim()).not.toBe('');
    expect(serbian).not.toBe(english);
    expect(serbian).not.toMatch(/[\u0400-\u04ff]/);
    expect(placeholdersOf(serbian).sort()).toEqual(placeholdersOf(english).sort());
  });

  it('is not written again in a client dictionary: an app uses rule.<name> or form.<key> instead', () => {
    const byShape = new Map([...shared].flatMap(([key, pair]) => pair.map((text) => [shape(text), key] as const)));
    const again = appTexts
      .filter(([, key, text]) => byShape.has(shape(text)) || shared.has(key))
      .map(([where, key, text]) => `${where} ${key}: "${text}" (shared as ${byShape.get(shape(text)) ?? key})`);
    expect(again).toEqual([]);
  });

  it.each([
    ['storefront', DICTIONARIES, ['storefront', 'app', 'ui', 'lib']],
    ['admin', ADMIN_DICTIONARIES, ['admin']],
  ] as const)('gives the %s every shared text its code names, in the catalogue\'s words', (_app, dictionaries: Dictionaries, folders) => {
    const named = folders
      .flatMap((folder) => sourceFiles(join(CLIENT, folder)))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'((?:rule|form)\.\w+)'/g)].map((match) => match[1]!))
      .filter((key) => key.startsWith('rule.') || shared.has(key));
    expect(named).toContain('rule.passwordTooShort');
    for (const key of new Set(named)) expect([dictionaries[0][key], dictionaries[1][key]], key).toEqual(shared.get(key));
  });
});
