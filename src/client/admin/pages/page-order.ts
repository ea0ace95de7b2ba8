/** What the admin's page order reads of a page. */
export interface OrderablePage {
  id: string;
  parent_id: string | null;
  position: number;
  menu: string;
}

/** A page as one of the items SortPages takes. */
export interface PagePosition {
  id: string;
  position: number;
  parent_id: string | null;
}

const byPosition = <P extends OrderablePage>(a: P, b: P) => a.position - b.position || Number(a.id) - Number(b.id);

/** The pages that share a page's place in the tree (same menu and parent), in their order. */
export function siblingsOf<P extends OrderablePage>(pages: readonly P[], page: P): P[] {
  return pages.filter((row) => row.menu === page.menu && row.parent_id === page.parent_id).sort(byPosition);
}

/**
 * One menu's pages as the list shows them: each top-level page by position, followed by its
 * subpages (pages are one level deep), with each row's depth.
 */
export function menuRows<P extends OrderablePage>(pages: readonly P[], menu: string): { page: P; depth: 0 | 1 }[] {
  const inMenu = pages.filter((page) => page.menu === menu);
  const ids = new Set(inMenu.map((page) => page.id));
  const rows: { page: P; depth: 0 | 1 }[] = [];
  for (const top of inMenu.filter((page) => page.parent_id == null || !ids.has(page.parent_id)).sort(byPosition)) {
    rows.push({ page: top, depth: 0 });
    for (const child of inMenu.filter((page) => page.parent_id === top.id).sort(byPosition)) rows.push({ page: child, depth: 1 });
  }
  return rows;
}

/**
 * The SortPages items for moving a page one place up (-1) or down (+1) among its siblings: every
 * sibling renumbered from 1 in the new order. Null when the page is already first or last.
 */
export function movePage<P extends OrderablePage>(pages: readonly P[], id: string, delta: -1 | 1): PagePosition[] | null {
  const page = pages.find((row) => row.id === id);
  if (!page) return null;
  const siblings = siblingsOf(pages, page);
  const ordered = moveInList(siblings.map((row) => row.id), id, delta);
  if (!ordered) return null;
  return ordered.map((siblingId, index) => ({ id: siblingId, position: index + 1, parent_id: page.parent_id }));
}

/** Ids with one moved a place up (-1) or down (+1); null when it cannot move that way. */
export function moveInList(ids: readonly string[], id: string, delta: -1 | 1): string[] | null {
  const from = ids.indexOf(id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  next[from] = ids[to]!;
  next[to] = id;
  return next;
}

/** Pages that can be a parent of `page`: top-level pages other than itself, and none when it has subpages. */
export function parentOptions<P extends OrderablePage>(pages: readonly P[], page: P | null): P[] {
  if (page && pages.some((row) => row.parent_id === page.id)) return [];
  return pages.filter((row) => row.parent_id == null && row.id !== page?.id);
}

/** The SortPages items that put sibling pages in this order (as dropped), each keeping its parent. */
export function orderedPositions<P extends OrderablePage>(pages: readonly P[], ids: readonly string[]): PagePosition[] {
  return ids.flatMap((id, index) => {
    const page = pages.find((row) => row.id === id);
    return page ? [{ id, position: index + 1, parent_id: page.parent_id }] : [];
  });
}
