import { describe, expect, it } from 'vitest';
import { fillPlaceholders, placeholdersOf, translateWith, type Dictionaries } from '../../../../src/shared/i18n/translate-with';

const dictionaries: Dictionaries = { 0: { hello: 'Zdravo, {name}' }, 1: { hello: 'Hello, {name}' } };

describe('the one text lookup of the server and both apps', () => {
  it('looks a key up in the language asked for and fills its placeholders', () => {
    expect(translateWith(dictionaries, 0, 'hello', { name: 'Ana' })).toBe('Zdravo, Ana');
    expect(translateWith(dictionaries, 1, 'hello')).toBe('Hello, {name}');
  });

  it('shows a missing key after an asterisk (spec §8)', () => {
    expect(translateWith(dictionaries, 1, 'gone')).toBe('*gone');
    expect(translateWith(dictionaries, 0, 'gone', { name: 'Ana' })).toBe('*gone');
  });

  it('fills {name} placeholders, leaving those without a value visible', () => {
    expect(fillPlaceholders('Kod {code} za {name}', { code: 'A1' })).toBe('Kod A1 za {name}');
    expect(fillPlaceholders('{days} dana', { days: 3 })).toBe('3 dana');
    expect(fillPlaceholders('{count} {count}', { count: 0 })).toBe('0 0');
    expect(fillPlaceholders('{toString}', {})).toBe('{toString}');
  });

  it('names a text\'s placeholders in order', () => {
    expect(placeholdersOf('Polje „{field}“ mora biti broj od {min} do {max}.')).toEqual(['field', 'min', 'max']);
    expect(placeholdersOf('Bez zamena.')).toEqual([]);
  });
});
