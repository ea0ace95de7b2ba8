import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MENU_ENTRIES } from '../../../../src/client/admin/menu/menu-entries';
import { ADMIN_PRODUCT_SORTS, PRODUCT_STATUS_FILTERS } from '../../../../src/client/admin/products/product-list-query';
import { PRODUCT_FEATURES } from '../../../../src/shared/constants';
import { LANGUAGES } from '../../../../src/shared/i18n/languages';
import { en } from '../../../../src/client/admin/i18n/en';
import { sr } from '../../../../src/client/admin/i18n/sr';
import { ADMIN_DICTIONARIES, translateAdmin } from '../../../../src/client/admin/i18n/translate-admin';

describe('admin texts', () => {
  it('has every key in both languages, none empty', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(sr).sort());
    expect(Object.keys(ADMIN_DICTIONARIES[1]).sort()).toEqual(Object.keys(ADMIN_DICTIONARIES[0]).sort());
    for (const text of [...Object.values(sr), ...Object.values(en)]) expect(text.trim()).not.toBe('');
  });

  it('has a text for every key the admin screens ask for', () => {
    const root = new URL('../../../../src/client/admin/', import.meta.url).pathname;
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]));
    const literal = files(root)
      .filter((file) => file.endsWith('.tsx') || file.endsWith('.ts'))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z][\w.]*)'/g)].map((match) => match[1]!));
    const entries = MENU_ENTRIES.flatMap((entry) => [entry, ...(entry.children ?? [])]);
    const computed = [
      ...entries.map((entry) => `menu.${entry.key}`),
      ...ADMIN_PRODUCT_SORTS.map((sort) => `products.sort.${sort}`),
      ...PRODUCT_STATUS_FILTERS.map((status) => `products.status.${status || 'all'}`),
      ...['ACTIVE', 'DEACTIVATED', 'NOT_STARTED', 'EXPIRED', 'SOLD_OUT'].map((state) => `state.${state}`),
      ...Object.keys(PRODUCT_FEATURES).map((feature) => `product.feature.${feature}`),
      ...LANGUAGES.map((language) => `language.${language.code}`),
      ...['name', 'slug', 'description', 'seo_title', 'seo_keywords', 'seo_description', 'code', 'price', 'discount_price', 'stock']
        .concat(['active', 'new', 'popular', 'active_from', 'active_to'])
        .map((field) => `product.field.${field}`),
      ...['product', 'code', 'price', 'stock', 'state', 'views', 'wishlist'].map((column) => `products.column.${column}`),
    ];
    expect(literal.length).toBeGreaterThan(50);
    for (const key of [...literal, ...computed]) {
      expect(ADMIN_DICTIONARIES[0][key], key).toBeDefined();
      expect(ADMIN_DICTIONARIES[1][key], key).toBeDefined();
    }
  });

  it('writes Serbian in Latin script', () => {
    for (const text of Object.values(sr)) expect(text).not.toMatch(/[\u0400-\u04ff]/);
  });

  it('fills placeholders and shows a missing key after an asterisk (spec §8)', () => {
    expect(translateAdmin(0, 'pager.status', { page: 2, last: 5 })).toBe('Strana 2 od 5');
    expect(translateAdmin(1, 'pager.status', { page: 2, last: 5 })).toBe('Page 2 of 5');
    expect(translateAdmin(1, 'no.such.key')).toBe('*no.such.key');
  });
});
