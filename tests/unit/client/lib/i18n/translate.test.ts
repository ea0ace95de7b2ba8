import { describe, expect, it } from 'vitest';
import { en } from '../../../../../src/client/lib/i18n/en';
import { sr } from '../../../../../src/client/lib/i18n/sr';
import { translate } from '../../../../../src/client/lib/i18n/translate';

describe('translate', () => {
  it('shows a missing key after an asterisk (spec §8)', () => {
    expect(translate(0, 'no.such.key')).toBe('*no.such.key');
    expect(translate(1, 'no.such.key')).toBe('*no.such.key');
  });

  it('gives the not-found text in both languages', () => {
    expect(translate(1, 'notFound.title')).toBe("Page doesn't exists.");
    expect(translate(0, 'notFound.title')).toBe('Stranica ne postoji.');
  });

  it('has every key in both languages', () => {
    expect(Object.keys(sr).sort()).toEqual(Object.keys(en).sort());
  });
});
