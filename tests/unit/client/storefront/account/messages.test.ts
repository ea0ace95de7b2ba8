import { describe, expect, it } from 'vitest';
import { messages as account } from '../../../../../src/client/storefront/account/messages';
import { messages as user } from '../../../../../src/client/storefront/user/messages';

describe('account and user texts', () => {
  it.each([
    ['account', account],
    ['user', user],
  ])('%s: every key in both languages, under its feature prefix, never empty', (feature, texts) => {
    expect(Object.keys(texts.sr).sort()).toEqual(Object.keys(texts.en).sort());
    for (const [key, text] of [...Object.entries(texts.sr), ...Object.entries(texts.en)]) {
      expect(key.startsWith(`${feature}.`)).toBe(true);
      expect(text.trim()).not.toBe('');
    }
  });
});
