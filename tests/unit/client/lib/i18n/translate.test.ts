import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../../../../src/client/lib/i18n/en';
import { sr } from '../../../../../src/client/lib/i18n/sr';
import { FEATURE_MESSAGES, keyPrefixOf } from './feature-messages';
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

  it.each(Object.entries(FEATURE_MESSAGES))('keeps the keys of %s under its own name', (folder, messages) => {
    for (const key of [...Object.keys(messages.sr), ...Object.keys(messages.en)]) expect(key.startsWith(`${keyPrefixOf(folder)}.`)).toBe(true);
    expect(Object.keys(messages.sr).sort()).toEqual(Object.keys(messages.en).sort());
  });

  it("is imported by every file that shows a feature's texts, so they travel in that file's chunk", () => {
    const client = new URL('../../../../../src/client/', import.meta.url).pathname;
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
      );
    const FORM_TEXT_FOLDERS = Object.keys(FEATURE_MESSAGES).filter((folder) => readFileSync(join(client, folder, 'messages.ts'), 'utf8').includes('FORM_TEXTS'));
    expect(FORM_TEXT_FOLDERS).toContain('storefront/account');
    const prefixes = new Set(Object.keys(FEATURE_MESSAGES).map(keyPrefixOf));
    // A folder's texts hold a key as written: whole ('order.total'), or up to a placeholder (`listing.sort.${sort}`).
    const holds = (folder: string, key: string) => {
      const at = key.indexOf('${');
      const texts = FEATURE_MESSAGES[folder]!.sr;
      return at < 0 ? Object.hasOwn(texts, key) : Object.keys(texts).some((known) => known.startsWith(key.slice(0, at)));
    };
    const missing = ['storefront', 'app', 'ui', 'lib'].flatMap((folder) =>
      files(join(client, folder)).flatMap((file) => {
        const source = readFileSync(file, 'utf8');
        const shown = new Set(
          [...source.matchAll(/\bt\(\s*['"`]((\w+)\.[^'"`]*)/g)]
            .filter(([, key, prefix]) => !Object.hasOwn(sr, key!) && prefixes.has(prefix!))
            .map(([, key]) => key!),
        );
        const imported = new Set([...source.matchAll(/from '([^']*messages)'|import '([^']*messages)'/g)].map(([, from, bare]) => resolve(dirname(file), from ?? bare!)));
        const importedFolders = Object.keys(FEATURE_MESSAGES).filter((messages) => imported.has(join(client, messages, 'messages')));
        const missingKeys = [...shown].filter((key) => !importedFolders.some((messages) => holds(messages, key)));
        // The shared rule and form texts come with the features whose forms show them (FORM_TEXTS).
        const showsFormTexts = [...source.matchAll(/\bt\(\s*['"`]((?:rule|form)\.[^'"`]*)/g)].some(([, key]) => !Object.hasOwn(sr, key!));
        const addsFormTexts = importedFolders.some((messages) => FORM_TEXT_FOLDERS.includes(messages));
        return [
          ...missingKeys.map((key) => `${file.slice(client.length)} shows ${key}`),
          ...(showsFormTexts && !addsFormTexts ? [`${file.slice(client.length)} shows rule.* or form.*`] : []),
        ];
      }),
    );
    expect(missing).toEqual([]);
  });
});
