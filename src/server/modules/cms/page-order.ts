/** What the menu order reads of a page. */
export interface OrderedPage<Menu> {
  id: number;
  parent_id: number | null;
  position: number;
  menu: Menu;
}

/**
 * Pages in menu order: each of `menus`' top-level pages by
 * position, each followed by its subpages; anything left (a subpage whose parent is hidden from
 * this caller) goes last, in position order.
 */
export function inMenuOrder<Menu, P extends OrderedPage<Menu>>(pages: P[], menus: readonly Menu[]): P[] {
  const byPosition = (a: P, b: P) => a.position - b.position || a.id - b.id;
  const ids = new Set(pages.map((page) => page.id));
  const ordered: P[] = [];
  const placed = new Set<number>();
  for (const menu of menus) {
    const tops = pages.filter((page) => page.menu === menu && (page.parent_id == null || !ids.has(page.parent_id)));
    for (const top of tops.sort(byPosition)) {
      ordered.push(top);
      placed.add(top.id);
      for (const child of pages.filter((page) => page.parent_id === top.id).sort(byPosition)) {
        ordered.push(child);
        placed.add(child.id);
      }
    }
  }
  return [...ordered, ...pages.filter((page) => !placed.has(page.id)).sort(byPosition)];
}
