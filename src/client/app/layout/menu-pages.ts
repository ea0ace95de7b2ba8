import { PAGES_LEVEL } from '../../../shared/constants';
import type { RoutePage } from '../routes/usePagesByLang';

export interface MenuEntry {
  page: RoutePage;
  children: MenuEntry[];
}

/** A menu's active pages as a tree by position; pages nest PAGES_LEVEL deep below the top level. */
export function menuTree(pages: readonly RoutePage[] | undefined, menu: RoutePage['menu']): MenuEntry[] {
  const inMenu = (pages ?? []).filter((page) => page.active && page.menu === menu);
  const byPosition = (a: RoutePage, b: RoutePage) => a.position - b.position || Number(a.id) - Number(b.id);
  const build = (parentId: string | null, level: number): MenuEntry[] =>
    inMenu
      .filter((page) => page.parent_id === parentId)
      .sort(byPosition)
      .map((page) => ({ page, children: level < PAGES_LEVEL ? build(page.id, level + 1) : [] }));
  return build(null, 0);
}
