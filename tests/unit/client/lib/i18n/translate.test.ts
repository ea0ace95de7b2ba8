import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../../../../src/client/lib/i18n/en';
import { sr } from '../../../../../src/client/lib/i18n/sr';
import { FEATURE_MESSAGES } from './feature-messages';
import { DICTIONARIES, translate } from '../../../../../src/client/lib/i18n/translate';

describe('translate', () => {
  it('shows a missing key after an asterisk (spec §8)', () => {
    expect(translate(0, 'no.such.key')).toBe('*no.such.key');
    expect(translate(1, 'no.such.key')).toBe('*no.such.key');
  });

  it('fills {name} placeholders and keeps a missing key visible too', () => {
    expect(translate(0, 'checkout.deliveryDays', { days: 3 })).toBe('Očekivana isporuka za 3 radna dana.');
    expect(translate(1, 'no.such.key', { days: 3 })).toBe('*no.such.key');
  });

  it('gives the not-found text in both languages', () => {
    expect(translate(1, 'notFound.title')).toBe("Page doesn't exists.");
    expect(translate(0, 'notFound.title')).toBe('Stranica ne postoji.');
  });

  it('has every key in both languages', () => {
    expect(Object.keys(sr).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(DICTIONARIES[0]).sort()).toEqual(Object.keys(DICTIONARIES[1]).sort());
  });

  it.each(Object.entries(FEATURE_MESSAGES))('keeps the %s feature\'s keys under its own name', (feature, messages) => {
    for (const key of [...Object.keys(messages.sr), ...Object.keys(messages.en)]) expect(key.startsWith(`${feature}.`)).toBe(true);
    expect(Object.keys(messages.sr).sort()).toEqual(Object.keys(messages.en).sort());
  });

  it("is imported by every file that shows a feature's texts, so they travel in that file's chunk", () => {
    const client = new URL('../../../../../src/client/', import.meta.url).pathname;
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
      );
    const FORM_TEXT_FEATURES = Object.keys(FEATURE_MESSAGES).filter((feature) =>
      readFileSync(join(client, 'storefront', feature, 'messages.ts'), 'utf8').includes('FORM_TEXTS'),
    );
    expect(FORM_TEXT_FEATURES).toContain('account');
    const missing = ['storefront', 'app', 'ui', 'lib'].flatMap((folder) =>
      files(join(client, folder)).flatMap((file) => {
        const source = readFileSync(file, 'utf8');
        const shown = new Set(
          [...source.matchAll(/\bt\(\s*['"`]((\w+)\.[^'"`]*)/g)]
            .filter(([, key]) => !Object.hasOwn(sr, key!))
            .map(([, , feature]) => feature!)
            .filter((feature) => Object.hasOwn(FEATURE_MESSAGES, feature)),
        );
        const imported = new Set([...source.matchAll(/from '([^']*messages)'|import '([^']*messages)'/g)].map(([, from, bare]) => resolve(dirname(file), from ?? bare!)));
        const missingFeatures = [...shown].filter((feature) => !imported.has(join(client, 'storefront', feature, 'messages')));
        // The shared rule and form texts come with the features whose forms show them (FORM_TEXTS).
        const showsFormTexts = [...source.matchAll(/\bt\(\s*['"`]((?:rule|form)\.[^'"`]*)/g)].some(([, key]) => !Object.hasOwn(sr, key!));
        const addsFormTexts = [...imported].some((path) => FORM_TEXT_FEATURES.some((feature) => path === join(client, 'storefront', feature, 'messages')));
        return [
          ...missingFeatures.map((feature) => `${file.slice(client.length)} shows ${feature}.*`),
          ...(showsFormTexts && !addsFormTexts ? [`${file.slice(client.length)} shows rule.* or form.*`] : []),
        ];
      }),
    );
    expect(missing).toEqual([]);
  });
});
