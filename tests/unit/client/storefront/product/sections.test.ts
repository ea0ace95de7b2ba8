import { describe, expect, it } from 'vitest';
import { shownSections } from '../../../../../src/client/storefront/product/sections';

describe('shownSections', () => {
  it('shows every section the product leaves on (spec §9: all on)', () => {
    const allOn = { connected: true, gallery: true, specifications: true, youtube: true, price: true };
    expect(shownSections(allOn)).toEqual(allOn);
    expect(shownSections(null)).toEqual(allOn);
  });

  it('hides each section whose toggle is off', () => {
    expect(shownSections({ connected: false, gallery: true, specifications: false, youtube: true, price: false })).toEqual({
      connected: false,
      gallery: true,
      specifications: false,
      youtube: true,
      price: false,
    });
  });
});
