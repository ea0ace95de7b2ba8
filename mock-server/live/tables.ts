import { pathOf } from '../catalog/model';
import { isProductVisible, type ProductRecord } from '../catalog/tables';
import { isBlogPostVisible } from '../cms/tables';
import type { MockDb } from '../db';
import { DEMO_USER } from '../demo-accounts';
import { MOCK_TODAY, nowIso } from '../lib/clock';
import { mockClientId, mockSessionId, randomInt, seededRandom } from '../lib/random';
import {
  mostRecentFirst,
  newVisitor,
  seenAgain,
  stillOnSite,
  type Arrival,
  type LiveVisitorState,
} from '../../src/server/live/visitors';
import { brandPath, categoryListingPath, postPath, productPath, route, type Lang } from './paths';

/** A browser on the site, keyed by its client id, with its current session (the server's record). */
export interface LiveVisitorRecord extends LiveVisitorState {
  /** Open live channels (liveMessages subscriptions): while one is open the visitor is on the site. */
  connections: number;
}

export interface LiveTables {
  /** One record per client id. */
  liveVisitors: LiveVisitorRecord[];
}

/** On the site: its live channel is open, or its latest message is at most five minutes old. */
export function isOnSite(visitor: LiveVisitorRecord, now = Date.parse(nowIso())): boolean {
  return stillOnSite(visitor.connections > 0, visitor.last_seen_at, now);
}

/** Who is on the site now, most recent first. */
export function visitorsOnSite(db: MockDb): LiveVisitorRecord[] {
  const now = Date.parse(nowIso());
  return db.liveVisitors
    .filter((visitor) => isOnSite(visitor, now))
    .sort(mostRecentFirst);
}

/**
 * The visitor of a client id, seen now: created on its first message, starting over (new history)
 * with a new session. Visitors that have left are forgotten, so the table stays small.
 */
export function arriveVisitor(db: MockDb, arrival: Arrival, at: string): LiveVisitorRecord {
  const now = Date.parse(at);
  db.liveVisitors = db.liveVisitors.filter((visitor) => visitor.client === arrival.client || isOnSite(visitor, now));
  let visitor = db.liveVisitors.find((candidate) => candidate.client === arrival.client);
  if (!visitor) {
    visitor = { ...newVisitor(arrival, at), connections: 0 };
    db.liveVisitors.push(visitor);
  } else {
    seenAgain(visitor, arrival, isOnSite(visitor, now), at);
  }
  return visitor;
}

/** The item at a position of a list, wrapping around; undefined for an empty list. */
function nth<T>(items: readonly T[], position: number): T | undefined {
  return items.length ? items[position % items.length] : undefined;
}

/** A product's main category listing, or the shop when it has none. */
function listingOf(db: MockDb, product: ProductRecord | undefined, lang: Lang, depth?: number): string {
  const path = pathOf(db, product?.category_ids[0]);
  const category = depth === undefined ? path.at(-1) : path[Math.min(depth, path.length - 1)];
  return category ? categoryListingPath(db, category, lang) : route('shop', lang);
}

/** A visitor's pages, as [path, seconds before now]. */
type Visit = [path: string, secondsAgo: number];

interface SeedVisitor {
  lang: Lang;
  is_mobile: boolean;
  signedIn?: boolean;
  visits: Visit[];
}

/**
 * Six visitors browsing now, in Serbian and English, on desktops and phones, one of them the
 * signed-in demo shopper, each with the pages of its session over the catalogue's real products,
 * categories, brands and posts.
 *
 * Live visitors are on the site "now" by definition, so their times are fixed offsets back from the
 * moment the mock starts (everything else about them is the same on every run), and each keeps a
 * simulated live channel open so the admin's live screen stays populated while the mock runs.
 */
export function seedLive(db: MockDb): void {
  db.liveVisitors = [];
  const random = seededRandom(8080);
  const now = Date.parse(nowIso());
  const products = db.products.filter((product) => isProductVisible(product, new Date(now)));
  const posts = db.blogPosts
    .filter((post) => isBlogPostVisible(post, new Date(now)))
    .sort((a, b) => b.published_at.localeCompare(a.published_at));
  const brands = db.brands;
  const product = (position: number, lang: Lang): string => {
    const found = nth(products, position);
    return found ? productPath(db, found, lang) : route('shop', lang);
  };
  const post = (position: number, lang: Lang): string => {
    const found = nth(posts, position);
    return found ? postPath(found, lang) : route('blog', lang);
  };
  const brand = nth(brands, 2);
  const topCategory = nth(
    db.categories.filter((category) => category.parent_id == null),
    1,
  );

  const visitors: SeedVisitor[] = [
    {
      lang: 0,
      is_mobile: false,
      visits: [
        [route('home', 0), 14 * 60],
        [listingOf(db, nth(products, 4), 0, 0), 12 * 60],
        [listingOf(db, nth(products, 4), 0), 9 * 60 + 30],
        [product(4, 0), 6 * 60],
        [product(11, 0), 2 * 60],
      ],
    },
    {
      lang: 0,
      is_mobile: true,
      signedIn: true,
      visits: [
        [route('home', 0), 26 * 60],
        [route('wishlist', 0), 21 * 60],
        [product(7, 0), 15 * 60],
        [route('checkout', 0), 3 * 60],
      ],
    },
    {
      lang: 1,
      is_mobile: false,
      visits: [
        [route('home', 1), 8 * 60],
        [topCategory ? categoryListingPath(db, topCategory, 1) : route('shop', 1), 6 * 60 + 30],
        [listingOf(db, nth(products, 20), 1), 5 * 60],
        [product(20, 1), 4 * 60],
      ],
    },
    {
      lang: 0,
      is_mobile: true,
      visits: [
        [route('blog', 0), 5 * 60],
        [post(0, 0), 3 * 60 + 50],
      ],
    },
    {
      lang: 0,
      is_mobile: false,
      visits: [
        [route('brands', 0), 3 * 60 + 10],
        [brand ? brandPath(brand, 0) : route('brands', 0), 2 * 60 + 25],
        [route('action', 0), 40],
      ],
    },
    {
      lang: 1,
      is_mobile: true,
      visits: [
        [route('home', 1), 80],
        [route('blog', 1), 55],
        [post(1, 1), 20],
      ],
    },
  ];

  const demoUserId = db.users.find((user) => user.email === DEMO_USER.email)?.id ?? null;
  for (const seed of visitors) {
    // The browser's first visit ever, weeks ago: its client id is the same on every run.
    const firstVisitEver = MOCK_TODAY.getTime() - randomInt(random, 1, 90) * 86_400_000 - randomInt(random, 0, 86_399) * 1000;
    const at = (secondsAgo: number) => new Date(now - secondsAgo * 1000).toISOString();
    const history = seed.visits.map(([path, secondsAgo]) => ({ path, visited_at: at(secondsAgo) }));
    const last = seed.visits.at(-1)!;
    db.liveVisitors.push({
      client: mockClientId(random, firstVisitEver),
      session: mockSessionId(random),
      path: last[0],
      lang: seed.lang,
      is_mobile: seed.is_mobile,
      user_id: seed.signedIn ? demoUserId : null,
      first_seen_at: history[0]!.visited_at,
      last_seen_at: at(Math.max(0, last[1] - randomInt(random, 2, 15))),
      history,
      connections: 1,
    });
  }
}
