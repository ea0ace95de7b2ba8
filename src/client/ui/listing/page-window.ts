/** Page numbers a pager shows: the first, the last and a few around the current one; null marks a gap. */
export function pageWindow(current: number, last: number, radius = 2): (number | null)[] {
  if (last <= 1) return [];
  const pages: (number | null)[] = [];
  for (let page = 1; page <= last; page += 1) {
    const near = Math.abs(page - current) <= radius;
    if (page === 1 || page === last || near) pages.push(page);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}
