import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, langByCode, langById } from '../../../../src/shared/i18n/languages';

describe('languages', () => {
  it('defaults to Serbian, id 0, priced in RSD', () => {
    expect(DEFAULT_LANGUAGE).toEqual({ id: 0, code: 'sr', label: 'RS', currency: 'RSD' });
  });

  it('finds English by id and by code', () => {
    expect(langById(1)).toEqual({ id: 1, code: 'en', label: 'EN', currency: 'EUR' });
    expect(langByCode('en')?.id).toBe(1);
  });

  it('finds nothing for an unknown language', () => {
    expect(langById(2)).toBeUndefined();
    expect(langByCode('de')).toBeUndefined();
  });
});
