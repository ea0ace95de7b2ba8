import { describe, expect, it } from 'vitest';
import { menuTree } from '../../../../../src/client/app/layout/menu-pages';
import type { RoutePage } from '../../../../../src/client/app/routes/usePagesByLang';

const page = (id: string, menu: RoutePage['menu'], position: number, parent_id: string | null = null, active = true): RoutePage => ({
  id,
  parent_id,
  position,
  menu,
  type: 'PAGE',
  group_id: null,
  code: null,
  active,
  name: `Page ${id}`,
  slug: `page-${id}`,
  locked: false,
});

describe('menuTree', () => {
  it('keeps one menu’s active pages in position order with their children one level deep', () => {
    const pages = [page('1', 'FAQ', 2), page('2', 'FAQ', 1), page('3', 'FAQ', 1, '1'), page('4', 'HEADER', 1), page('5', 'FAQ', 3, null, false), page('6', 'FAQ', 1, '3')];
    const tree = menuTree(pages, 'FAQ');
    expect(tree.map((entry) => entry.page.id)).toEqual(['2', '1']);
    expect(tree[1]!.children.map((entry) => entry.page.id)).toEqual(['3']);
    expect(tree[1]!.children[0]!.children).toEqual([]);
  });

  it('is empty while the pages load', () => {
    expect(menuTree(undefined, 'HEADER')).toEqual([]);
  });
});
