import { describe, expect, it } from 'vitest';
import { en } from '../../../../../src/client/lib/i18n/en';
import { sr } from '../../../../../src/client/lib/i18n/sr';
import { FEATURE_MESSAGES } from '../../../../../src/client/lib/i18n/feature-messages';
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
});
