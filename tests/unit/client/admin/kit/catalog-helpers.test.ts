import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_DICTIONARIES } from '../../../../../src/client/admin/i18n/translate-admin';
import { catalogTextsIn, checkRequired, parsePosition } from '../../../../../src/client/admin/kit/catalog-texts';
import { formatSearchPage, parseSearchPage } from '../../../../../src/client/admin/kit/list-query';
import { messages as banners } from '../../../../../src/client/admin/banners/messages';
import { messages as brands } from '../../../../../src/client/admin/brands/messages';
import { messages as categories } from '../../../../../src/client/admin/categories/messages';
import { messages as groups } from '../../../../../src/client/admin/groups/messages';
import { messages as kit } from '../../../../../src/client/admin/kit/messages';

/** The catalog's screens, one folder each since the split, and the kit they share. */
const CATALOG_FOLDERS = ['categories', 'brands', 'groups', 'banners', 'kit'];
const CATALOG_MESSAGES = [categories, brands, groups, banners, kit];

describe('catalog form helpers', () => {
  it('reads the texts of the language being edited, empty where it has none', () => {
    const brand = {
      names: ['Gorenje', 'Gorenje'],
      slugs: ['gorenje', ''],
      descriptions: ['Slovenački proizvođač', 'Slovenian maker'],
      seo_titles: ['', ''],
      seo_keywords_list: ['bela tehnika'],
      seo_descriptions: ['', ''],
    };
    expect(catalogTextsIn(brand, 1)).toEqual({
      name: 'Gorenje',
      slug: '',
      description: 'Slovenian maker',
      seo_title: '',
      seo_keywords: '',
      seo_description: '',
    });
  });

  it('points at required fields left blank', () => {
    expect(checkRequired({ name: '  ', slug: 'x', code: '' }, ['name', 'slug', 'code'])).toEqual({ name: 'form.required', code: 'form.required' });
  });

  it('reads a position: empty for none, a whole number from 1, anything else refused', () => {
    expect(parsePosition(' ')).toBeNull();
    expect(parsePosition('3')).toBe(3);
    expect(parsePosition('0')).toBeNaN();
    expect(parsePosition('2.5')).toBeNaN();
    expect(parsePosition('prvi')).toBeNaN();
  });

  it('keeps a list\'s search and page in the query string, defaults left out', () => {
    expect(parseSearchPage('?search=%20sam%20&page=3')).toEqual({ search: 'sam', page: 3 });
    expect(parseSearchPage('?page=-1')).toEqual({ search: '', page: 1 });
    expect(formatSearchPage({ search: '', page: 1 })).toBe('');
    expect(formatSearchPage({ search: 'lg', page: 2 }, { position: 'BLOCK' })).toBe('?search=lg&position=BLOCK&page=2');
  });
});

describe('catalog texts', () => {
  it.each(CATALOG_MESSAGES.map((messages, index) => [CATALOG_FOLDERS[index]!, messages] as const))(
    '%s: the same keys in Serbian and English, all under admin.catalog.',
    (_folder, messages) => {
      expect(Object.keys(messages.sr).sort()).toEqual(Object.keys(messages.en).sort());
      for (const key of Object.keys(messages.sr)) expect(key.startsWith('admin.catalog.')).toBe(true);
      for (const value of [...Object.values(messages.sr), ...Object.values(messages.en)]) expect(value.trim()).not.toBe('');
    },
  );
});

describe('catalog screens', () => {
  it('have a text in both languages for every key they ask for', () => {
    const literal = CATALOG_FOLDERS.flatMap((folder) => {
      const dir = new URL(`../../../../../src/client/admin/${folder}/`, import.meta.url).pathname;
      // Recursively: the kit keeps the editor and the sortable lists in folders of their own.
      const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
      return files.flatMap((file) =>
        [...readFileSync(join(dir, file), 'utf8').matchAll(/\bt\(\s*'([a-zA-Z][\w.]*)'/g)].map((match) => match[1]!),
      );
    });
    const computed = [
      ...['SHOP_BELOW_MENU', 'PRODUCT_RIGHT', 'BLOCK'].map((position) => `admin.catalog.banner.position.${position}`),
      ...['brand', 'slug', 'position', 'products', 'views', 'wishlist'].map((column) => `admin.catalog.brands.column.${column}`),
      ...['banner', 'position', 'state', 'window', 'views', 'clicks', 'actions'].map((column) => `admin.catalog.banners.column.${column}`),
      ...['group', 'position', 'products', 'filters', 'campaigns'].map((column) => `admin.catalog.groups.column.${column}`),
      ...['code', 'description', 'created', 'views', 'wishlist', 'actions'].map((column) => `admin.catalog.campaigns.column.${column}`),
    ];
    expect(literal.length).toBeGreaterThan(50);
    const missing = [...literal, ...computed].filter((key) => ADMIN_DICTIONARIES[0][key] === undefined || ADMIN_DICTIONARIES[1][key] === undefined);
    expect(missing).toEqual([]);
  });
});
