/**
 * The storefront's routes (spec §2) as the live channel sees them: the paths visitors are on, and
 * which language a path belongs to.
 */
import type { MockDb } from '../db';
import { englishRouteOf, firstSegment, type Lang } from '../../src/shared/routes';

export { route, type Lang } from '../../src/shared/routes';

/**
 * The language a storefront path is in: English paths start with /home, /shop, /product, /brands,
 * /wishlist, /contact, /blog, /post, /checkout, /order, /account, /user (or an active page's
 * English slug); every other path is Serbian, the default.
 */
export function langOfPath(db: MockDb, path: string): Lang {
  const first = firstSegment(path);
  if (englishRouteOf(first)) return 1;
  const page = db.pages.find((candidate) => candidate.active && candidate.slugs[1] === first);
  return page && page.slugs[0] !== first ? 1 : 0;
}
