import { describe, expect, it } from 'vitest';
import { EXTRA_MENU_POSITION, MENU_ENTRIES, sortMenu, type MenuEntry } from '../../../../src/client/admin/menu/menu-entries';
import { ADMIN_MENU_POSITION } from '../../../../src/shared/constants';

const keys = (entries: MenuEntry[]) => entries.map((entry) => entry.key);

describe('admin menu order', () => {
  it('sorts entries and sub-entries by position, whatever order they are written in', () => {
    const shuffled: MenuEntry[] = [
      { key: 'live', path: 'live', position: 80 },
      {
        key: 'products',
        path: 'products',
        position: 10,
        children: [
          { key: 'brandStats', path: 'brand-stats', position: 40 },
          { key: 'categories', path: 'categories', position: 10 },
          { key: 'brands', path: 'brands', position: 20 },
        ],
      },
      { key: 'blog', path: 'blog', position: 45 },
      { key: 'groups', path: 'groups', position: 20 },
    ];
    const sorted = sortMenu(shuffled);
    expect(keys(sorted)).toEqual(['products', 'groups', 'blog', 'live']);
    expect(keys(sorted[0]!.children!)).toEqual(['categories', 'brands', 'brandStats']);
    // The input is left as it was.
    expect(keys(shuffled)).toEqual(['live', 'products', 'blog', 'groups']);
  });

  it("places the spec's entries at the spec's positions, with the dashboard first and products the first of the spec's", () => {
    const sorted = sortMenu(MENU_ENTRIES);
    expect(keys(sorted)).toEqual([
      'dashboard',
      'products',
      'groups',
      'pages',
      'orders',
      'blog',
      'users',
      'newsletter',
      'administrators',
      'settings',
      'files',
      'live',
    ]);
    const byKey = Object.fromEntries(sorted.map((entry) => [entry.key, entry]));
    expect(byKey['products']!.position).toBe(ADMIN_MENU_POSITION.products);
    expect(byKey['blog']!.position).toBe(ADMIN_MENU_POSITION.blog);
    expect(keys(byKey['products']!.children!)).toEqual(['categories', 'brands', 'categoryStats', 'brandStats', 'searchInsight', 'catalogImport']);
    expect(keys(byKey['pages']!.children!)).toEqual(['banners', 'blocks', 'bannerStats']);
  });

  it('gives no two entries of one level the same position', () => {
    const levels = [MENU_ENTRIES, ...MENU_ENTRIES.flatMap((entry) => (entry.children ? [entry.children] : []))];
    for (const level of levels) {
      const positions = level.map((entry) => entry.position);
      expect(new Set(positions).size).toBe(positions.length);
    }
    expect(EXTRA_MENU_POSITION.dashboard).toBeLessThan(ADMIN_MENU_POSITION.products);
  });
});
