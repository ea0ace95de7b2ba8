import { isProductVisible, type ProductRecord } from '../catalog/tables';
import { isShownNow, type BannerPositionName } from '../cms/tables';
import type { MockDb } from '../db';
import { MOCK_TODAY } from '../lib/clock';
import { mockClientId, mockSessionId, randomInt, seededRandom } from '../lib/random';

/** A product page view (recordProductView). */
export interface ProductViewRecord {
  product_id: number;
  client: string;
  session: string | null;
  campaign: string | null;
  created_at: string;
}

/** A wishlist add (createWishlistAdded). */
export interface WishlistAddedRecord {
  id: number;
  product_id: number;
  client: string;
  session: string | null;
  campaign: string | null;
  created_at: string;
}

/** A banner view or click (recordBannerEvent). */
export interface BannerEventRecord {
  banner_id: number;
  event: 'VIEW' | 'CLICK';
  client: string | null;
  created_at: string;
}

/** The counted events every statistic is summed from. */
export interface StatsTables {
  productViews: ProductViewRecord[];
  wishlistAdded: WishlistAddedRecord[];
  bannerEvents: BannerEventRecord[];
}

/** True when an ISO timestamp falls within [start_date, end_date] (whole days, either bound optional). */
export function inDateRange(createdAt: string, startDate?: string | null, endDate?: string | null): boolean {
  const day = createdAt.slice(0, 10);
  return (!startDate || day >= startDate) && (!endDate || day <= endDate);
}

/** How many days of statistics the fixtures hold, ending with the mock's today. */
export const STATS_SEED_DAYS = 60;

const DAY_MS = 86_400_000;

/**
 * Share of a day's traffic per hour (UTC; Serbia is an hour or two ahead): quiet at night, a
 * morning rise, the busiest evenings.
 */
const HOURLY_TRAFFIC = [
  1, 0.6, 0.4, 0.3, 0.3, 0.6, 1.4, 2.6, 3.6, 4.2, 4.6, 4.8, 5, 5, 4.8, 5, 5.6, 6.6, 7.6, 8, 7.4, 5.6, 3.6, 2,
];

/** Weekends are busier (0 Sunday … 6 Saturday). */
const WEEKDAY_TRAFFIC = [1.3, 0.95, 0.92, 0.95, 1, 1.12, 1.38];

/** Banner views per day by position: the home page's sliders are seen most. */
const BANNER_DAILY_VIEWS: Record<BannerPositionName, [number, number]> = {
  BLOCK: [90, 180],
  SHOP_BELOW_MENU: [60, 130],
  PRODUCT_RIGHT: [30, 80],
};

interface Visitor {
  client: string;
  session: string;
  /** The session's day, so a visitor gets a new session each day. */
  day: number;
}

/** The shoppers behind the counted events: returning browsers come back with a new session each day. */
class VisitorPool {
  private readonly visitors: Visitor[] = [];

  constructor(private readonly random: () => number) {}

  /** A browser at `time`: a new one about a third of the time, otherwise a returning one. */
  pick(time: number, day: number): Visitor {
    if (this.visitors.length < 40 || this.random() < 0.35) {
      const visitor = { client: mockClientId(this.random, time), session: mockSessionId(this.random), day };
      this.visitors.push(visitor);
      return visitor;
    }
    const visitor = this.visitors[Math.floor(this.random() * this.visitors.length)]!;
    if (visitor.day !== day) {
      visitor.session = mockSessionId(this.random);
      visitor.day = day;
    }
    return visitor;
  }
}

/** `count` moments of the day starting at `dayStart`, by the hourly traffic, before `until`, in order. */
function momentsOfDay(random: () => number, dayStart: number, count: number, until: number): number[] {
  const total = HOURLY_TRAFFIC.reduce((sum, share) => sum + share, 0);
  const times: number[] = [];
  if (until <= dayStart) return times;
  while (times.length < count) {
    let pick = random() * total;
    let hour = 0;
    while (hour < 23 && pick >= HOURLY_TRAFFIC[hour]!) pick -= HOURLY_TRAFFIC[hour++]!;
    const time = dayStart + hour * 3_600_000 + Math.floor(random() * 3_600_000);
    if (time < until) times.push(time);
  }
  return times.sort((a, b) => a - b);
}

/** How strongly a product draws views: popular and discounted ones more, and a few best sellers most. */
function productAppeal(random: () => number, product: ProductRecord, rank: number): number {
  let appeal = 0.4 + random() * 1.2;
  if (rank < 6) appeal *= 3.5 - rank * 0.4;
  if (product.popular) appeal *= 2.4;
  if (product.discount_price != null) appeal *= 1.6;
  if (product.new) appeal *= 1.3;
  return appeal;
}

/** Picks by weight from a cumulative weight list. */
function pickWeighted(random: () => number, cumulative: number[]): number {
  const target = random() * cumulative[cumulative.length - 1]!;
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (cumulative[middle]! > target) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** Started before `time` (records without a creation time always were). */
const existedAt = (createdAt: string | undefined, time: number): boolean => !createdAt || Date.parse(createdAt) <= time;

/**
 * Sixty days of product views, wishlist adds and banner views and clicks, ending at the mock's
 * today, over the seeded catalogue and banners: a few hundred views a day at first and over a
 * thousand by the end, weekends busier, popular and discounted products viewed most, some visits
 * arriving through group campaigns, a wishlist add for a few views in a hundred, and banner clicks
 * for one to four views in a hundred. Deterministic: a seeded PRNG, times from MOCK_TODAY.
 */
export function seedStats(db: MockDb): void {
  const key = seedKey(db);
  if (generated?.key !== key) generated = { key, tables: generateStats(db) };
  // Copies, so that one mock's writes never reach another's.
  const { productViews, wishlistAdded, bannerEvents } = generated.tables;
  db.productViews = productViews.map((record) => ({ ...record }));
  db.wishlistAdded = wishlistAdded.map((record) => ({ ...record }));
  db.bannerEvents = bannerEvents.map((record) => ({ ...record }));
}

/**
 * The last generated statistics and what they were generated from: every test makes a fresh mock,
 * and generating tens of thousands of events each time would slow them all down.
 */
let generated: { key: string; tables: StatsTables } | undefined;

/** Everything the generated events depend on. */
function seedKey(db: MockDb): string {
  return JSON.stringify([
    db.products.map((product) => [
      product.id,
      product.active,
      product.active_from,
      product.active_to,
      product.created_at,
      product.popular,
      product.new,
      product.discount_price,
      product.group_id,
    ]),
    db.campaigns.map((campaign) => [campaign.group_id, campaign.code, campaign.created_at]),
    db.banners.map((banner) => [banner.id, banner.position, banner.active, banner.active_from, banner.active_to, banner.created_at]),
  ]);
}

function generateStats(db: MockDb): StatsTables {
  const tables: StatsTables = { productViews: [], wishlistAdded: [], bannerEvents: [] };
  const random = seededRandom(20_261_120);
  const pool = new VisitorPool(random);
  const end = MOCK_TODAY.getTime();
  const todayStart = Date.UTC(MOCK_TODAY.getUTCFullYear(), MOCK_TODAY.getUTCMonth(), MOCK_TODAY.getUTCDate());

  const products = db.products;
  const appeal = products.map((product, index) => productAppeal(random, product, (index * 7) % products.length));
  // Each product's campaigns (those of its group), with the moment each started.
  const campaignsOfProduct = products.map((product) =>
    db.campaigns
      .filter((campaign) => campaign.group_id === product.group_id)
      .map((campaign) => ({ code: campaign.code, since: Date.parse(campaign.created_at) })),
  );

  for (let daysBack = STATS_SEED_DAYS - 1; daysBack >= 0; daysBack -= 1) {
    const dayStart = todayStart - daysBack * DAY_MS;
    const noon = new Date(dayStart + DAY_MS / 2);
    // The shop grows over the period; today only counts until the mock's "now".
    const growth = 1 + (STATS_SEED_DAYS - daysBack) / STATS_SEED_DAYS;
    const dayShare = Math.min(1, (end - dayStart) / DAY_MS);
    const traffic = WEEKDAY_TRAFFIC[noon.getUTCDay()]! * growth * (0.88 + random() * 0.24);

    // Product views of the products shown that day.
    const shown = products.flatMap((product, index) =>
      isProductVisible(product, noon) && existedAt(product.created_at, noon.getTime()) ? [index] : [],
    );
    if (shown.length) {
      const cumulative: number[] = [];
      let sum = 0;
      for (const index of shown) cumulative.push((sum += appeal[index]!));
      const views = Math.round(480 * traffic * dayShare);
      for (const time of momentsOfDay(random, dayStart, views, end)) {
        const index = shown[pickWeighted(random, cumulative)]!;
        const product = products[index]!;
        const visitor = pool.pick(time, daysBack);
        // About one view in eight of a campaign's products arrives through one of its links.
        const running = random() < 0.12 ? campaignsOfProduct[index]!.filter((campaign) => campaign.since <= time) : [];
        const campaign = running.length ? running[Math.floor(random() * running.length)]!.code : null;
        const created_at = new Date(time).toISOString();
        tables.productViews.push({ product_id: product.id, client: visitor.client, session: visitor.session, campaign, created_at });
        // A few views in a hundred end in a wishlist add a little later, with the campaign the shopper came with.
        const wishlistChance = (product.popular ? 0.04 : 0.025) * (campaign ? 1.6 : 1);
        if (random() < wishlistChance) {
          const addedAt = Math.min(time + randomInt(random, 20, 600) * 1000, end);
          tables.wishlistAdded.push({
            id: tables.wishlistAdded.length + 1,
            product_id: product.id,
            client: visitor.client,
            session: visitor.session,
            campaign,
            created_at: new Date(addedAt).toISOString(),
          });
        }
      }
    }

    // Banner views and clicks of the banners shown that day, in time order.
    const bannerEvents: [time: number, event: BannerEventRecord][] = [];
    for (const banner of db.banners) {
      if (!isShownNow(banner, noon) || !existedAt(banner.created_at, noon.getTime())) continue;
      const [least, most] = BANNER_DAILY_VIEWS[banner.position];
      const views = Math.round(randomInt(random, least, most) * (traffic / growth) * dayShare);
      const clickRate = 0.01 + ((banner.id * 37) % 30) / 1000;
      for (const time of momentsOfDay(random, dayStart, views, end)) {
        const visitor = pool.pick(time, daysBack);
        bannerEvents.push([time, { banner_id: banner.id, event: 'VIEW', client: visitor.client, created_at: new Date(time).toISOString() }]);
        if (random() < clickRate) {
          const clickedAt = Math.min(time + randomInt(random, 1, 20) * 1000, end);
          bannerEvents.push([clickedAt, { banner_id: banner.id, event: 'CLICK', client: visitor.client, created_at: new Date(clickedAt).toISOString() }]);
        }
      }
    }
    bannerEvents.sort(([a], [b]) => a - b);
    for (const [, event] of bannerEvents) tables.bannerEvents.push(event);
  }
  // A wishlist add comes a little after its view: keep the table in time order, ids with it.
  tables.wishlistAdded.sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id - b.id));
  tables.wishlistAdded.forEach((record, index) => (record.id = index + 1));
  return tables;
}
