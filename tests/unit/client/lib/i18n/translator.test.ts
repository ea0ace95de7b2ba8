import { describe, expect, it } from 'vitest';
import { translateAdmin } from '../../../../../src/client/admin/i18n/translate-admin';
import { translate } from '../../../../../src/client/lib/i18n/translate';
import { translateWith, type Dictionaries } from '../../../../../src/client/lib/i18n/translator';

const dictionaries: Dictionaries = { 0: { hello: 'Zdravo, {name}' }, 1: { hello: 'Hello, {name}' } };

describe('one translator for the storefront and the admin', () => {
  it('looks a key up in the language asked for and fills its placeholders', () => {
    expect(translateWith(dictionaries, 0, 'hello', { name: 'Ana' })).toBe('Zdravo, Ana');
    expect(translateWith(dictionaries, 1, 'hello')).toBe('Hello, {name}');
  });

  it('shows a missing key after an asterisk in both apps (spec §8)', () => {
    expect(translateWith(dictionaries, 1, 'gone')).toBe('*gone');
    expect(translate(0, 'no.such.key', { x: 1 })).toBe('*no.such.key');
    expect(translateAdmin(1, 'no.such.key', { x: 1 })).toBe('*no.such.key');
  });

  it('keeps the apps\' texts apart: an admin key is not a storefront text', () => {
    expect(translateAdmin(1, 'admin.catalog.untitled')).not.toMatch(/^\*/);
    expect(translate(1, 'admin.catalog.untitled')).toBe('*admin.catalog.untitled');
  });
});
