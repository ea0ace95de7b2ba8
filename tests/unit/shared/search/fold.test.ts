import { describe, expect, it } from 'vitest';
import { foldText, serbianLatin } from '../../../../src/shared/search/fold';
import { typoBudget } from '../../../../src/shared/search/rules';
import { searchWords } from '../../../../src/shared/search/words';

describe('the search’s folding rule', () => {
  it('writes Serbian Cyrillic in Latin, the three two-letter letters included', () => {
    expect(serbianLatin('Фрижидер Љубичица Њива Џеп Ђак Ћевап')).toBe('Frižider Ljubičica Njiva Džep Đak Ćevap');
    expect(serbianLatin('Самсунг TV 55"')).toBe('Samsung TV 55"');
  });

  it('folds case, diacritics and đ as dj, the same for both scripts', () => {
    expect(foldText('FRIŽIDER')).toBe('frizider');
    expect(foldText('Фрижидер')).toBe('frizider');
    expect(foldText('Đurđevak')).toBe(foldText('Djurdjevak'));
    expect(foldText('Ђурђевак')).toBe('djurdjevak');
    expect(foldText('Čokolada Ćevapčići Šljiva Žaba')).toBe('cokolada cevapcici sljiva zaba');
  });

  it('splits words at spaces and punctuation', () => {
    expect(searchWords('SM-A556B-128 “Galaxy”, 6,6" (Bluetooth)')).toEqual(['sm', 'a556b', '128', 'galaxy', '6', '6', 'bluetooth']);
    expect(searchWords('  ')).toEqual([]);
  });

  it('forgives one edit from 4 letters and two from 8', () => {
    expect([3, 4, 7, 8, 12].map(typoBudget)).toEqual([0, 1, 1, 2, 2]);
  });
});
