import { describe, expect, it } from 'vitest';
import { pagesNeededFor } from '../../../../../src/client/app/routes/usePagesByLang';

describe('which languages’ CMS pages a path needs (what the server embeds and the browser asks for)', () => {
  it('is the path’s own language for a screen of the route table: its menus', () => {
    expect(pagesNeededFor('/', 0)).toEqual([true, false]);
    expect(pagesNeededFor('/home', 0)).toEqual([false, true]);
    expect(pagesNeededFor('/proizvod/telefoni-i-tableti/1/telefon', 0)).toEqual([true, false]);
    expect(pagesNeededFor('/shop/phones-and-tablets', 0)).toEqual([false, true]);
  });

  it('follows the remembered language on a path the same in both', () => {
    expect(pagesNeededFor('/akcija', 0)).toEqual([true, false]);
    expect(pagesNeededFor('/akcija', 1)).toEqual([false, true]);
  });

  it('is both for what may be a CMS page: matching it, and its address in the other language', () => {
    expect(pagesNeededFor('/o-nama', 0)).toEqual([true, true]);
    expect(pagesNeededFor('/winter-sale/phones', 1)).toEqual([true, true]);
  });
});
