import { describe, expect, it } from 'vitest';
import { isSearchable, searchPath, searchStateFrom, searchTerm, searchTextFrom, toggled } from '../../../../../src/client/storefront/search/search-query';

describe('search text', () => {
  it('is trimmed with single spaces', () => {
    expect(searchTerm('  aparat   za  kafu ')).toBe('aparat za kafu');
  });

  it('is searched for from two letters', () => {
    expect(isSearchable('')).toBe(false);
    expect(isSearchable(' l ')).toBe(false);
    expect(isSearchable('lg')).toBe(true);
    // Letters, not UTF-16 units: one emoji is one character.
    expect(isSearchable('😀')).toBe(false);
    expect(isSearchable('žć')).toBe(true);
  });
});

describe('searchPath', () => {
  it('puts the text in the query string of each language', () => {
    expect(searchPath(0, 'frižider  no frost')).toBe('/pretraga?q=fri%C5%BEider+no+frost');
    expect(searchPath(1, 'tv & audio')).toBe('/search?q=tv+%26+audio');
    expect(searchPath(0, '   ')).toBe('/pretraga');
  });

  it('reads back what it wrote', () => {
    const path = searchPath(0, 'tv & "audio"');
    expect(searchTextFrom(path.slice(path.indexOf('?')))).toBe('tv & "audio"');
    expect(searchTextFrom('')).toBe('');
  });
});

describe('the search screen’s state in its address', () => {
  it('keeps the page and the brands and categories chosen, and reads them back; junk reads as none', () => {
    const path = searchPath(0, 'samsung', { page: 2, brands: ['3', '5'], categories: ['12'] });
    expect(path).toBe('/pretraga?q=samsung&brand=3%2C5&category=12&page=2');
    expect(searchStateFrom(path.slice(path.indexOf('?')))).toEqual({ text: 'samsung', page: 2, brands: ['3', '5'], categories: ['12'], exact: false });
    expect(searchStateFrom('?q=x&page=-4&brand=a,7&category=&exact=yes')).toEqual({ text: 'x', page: 1, brands: ['7'], categories: [], exact: false });
    expect(searchPath(1, 'tv', { page: 1, brands: [] })).toBe('/search?q=tv');
    // The text as typed, not as the search read or corrected it (issue 24).
    const exact = searchPath(0, 'samsnug', { exact: true });
    expect(exact).toBe('/pretraga?q=samsnug&exact=1');
    expect(searchStateFrom(exact.slice(exact.indexOf('?')))).toMatchObject({ text: 'samsnug', exact: true });
  });

  it('ticks a choice on and off', () => {
    expect(toggled(['1'], '2')).toEqual(['1', '2']);
    expect(toggled(['1', '2'], '1')).toEqual(['2']);
  });
});
