import { describe, expect, it } from 'vitest';
import { isSearchable, searchPath, searchTerm, searchTextFrom } from '../../../../../src/client/storefront/search/search-query';

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
