import { describe, expect, test } from 'vitest';
import { mergeHead } from '../../../../../src/client/app/seo/head';
import { settingsHead } from '../../../../../src/client/app/seo/page-head';
import { pagedCanonical, pagedTitle, withShopName } from '../../../../../src/client/app/seo/page-title';

describe('a page title ends with the shop’s name', () => {
  test('added once, after the page’s own title', () => {
    expect(withShopName('Brendovi', 'Izlog')).toBe('Brendovi | Izlog');
    expect(withShopName('Samsung Galaxy A55 | Izlog', 'Izlog')).toBe('Samsung Galaxy A55 | Izlog');
    expect(withShopName('Izlog – elektronika i oprema za dom', 'Izlog')).toBe('Izlog – elektronika i oprema za dom');
    expect(withShopName('Izlozi i vitrine', 'Izlog')).toBe('Izlozi i vitrine | Izlog');
    expect(withShopName(undefined, 'Izlog')).toBe('Izlog');
    expect(withShopName('Blog', 'Radnja (Mila)')).toBe('Blog | Radnja (Mila)');
  });

  test('the settings give the name; a page without a title has the settings’ one', () => {
    const settings = [
      { field: 'site_name', value: 'Radnja Mila' },
      { field: 'seo_title', value: 'Radnja Mila – sve za dom' },
    ];
    const defaults = settingsHead(settings, 'https://radnja.rs');
    expect(mergeHead(defaults, { title: 'Lista želja' }).title).toBe('Lista želja | Radnja Mila');
    expect(mergeHead(defaults, null).title).toBe('Radnja Mila – sve za dom');
    expect(mergeHead(settingsHead([], 'https://radnja.rs'), { title: 'Akcija' }).title).toBe('Akcija | Izlog');
  });
});

describe('a paged list’s pages', () => {
  test('have their own titles from the second page on', () => {
    expect(pagedTitle('Prodavnica', 2, 0)).toBe('Prodavnica – strana 2');
    expect(pagedTitle('Shop', 7, 1)).toBe('Shop – page 7');
    expect(pagedTitle('Shop', 1, 1)).toBe('Shop');
    expect(pagedTitle('Shop', undefined, 1)).toBe('Shop');
  });

  test('have their own canonical addresses, keeping what else the address names', () => {
    expect(pagedCanonical('https://izlog.rs/prodavnica', 2)).toBe('https://izlog.rs/prodavnica?page=2');
    expect(pagedCanonical('https://izlog.rs/prodavnica', 1)).toBe('https://izlog.rs/prodavnica');
    expect(pagedCanonical('https://izlog.rs/akcija?lang=1', 3)).toBe('https://izlog.rs/akcija?lang=1&page=3');
    expect(pagedCanonical('https://izlog.rs/shop?page=4', undefined)).toBe('https://izlog.rs/shop');
  });
});
