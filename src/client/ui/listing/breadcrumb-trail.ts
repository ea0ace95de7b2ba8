/** A link of the breadcrumb trail; the last one is the page the shopper is on. */
export interface Crumb {
  label: string;
  to: string;
}

/**
 * The trail of a listing: its root (the shop, a brand, a page), then each category of the path from
 * the top level down, each linking to its own listing.
 */
export function breadcrumbTrail(
  root: Crumb,
  categories: readonly { name: string; slug: string }[],
  linkFor: (path: string[]) => string,
): Crumb[] {
  const slugs = categories.map((category) => category.slug);
  return [root, ...categories.map((category, index) => ({ label: category.name, to: linkFor(slugs.slice(0, index + 1)) }))];
}
