import { describe, expect, it } from 'vitest';
import { matchRoute, type PagesByLang } from '../../../../../src/client/app/routes/match-route';
import { translateSearch } from '../../../../../src/client/app/routes/translate-search';

const NO_PAGES: PagesByLang = [[], []];

describe('language switch of the search screen’s query string', () => {
  it('keeps the searched text, and only it', () => {
    expect(translateSearch(matchRoute('/pretraga', NO_PAGES, 0), '?q=fri%C5%BEider&x=1', 0, 1)).toBe('?q=fri%C5%BEider');
    expect(translateSearch(matchRoute('/search', NO_PAGES, 1), '?q=tv+stand', 1, 0)).toBe('?q=tv+stand');
  });

  it('gives no query string when nothing was searched', () => {
    expect(translateSearch(matchRoute('/pretraga', NO_PAGES, 0), '', 0, 1)).toBe('');
    expect(translateSearch(matchRoute('/pretraga', NO_PAGES, 0), '?x=1', 0, 1)).toBe('');
  });
});
