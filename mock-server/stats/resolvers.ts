import { userError } from '../../src/server/errors';
import { ORDER_STATUS } from '../../src/shared/constants';
import { subtreeIds } from '../catalog/model';
import type { ProductRecord } from '../catalog/tables';
import type { MockContext, MockResolvers } from '../context';
import { MOCK_TODAY, nowIso } from '../lib/clock';
import { byId, found } from '../lib/ids';
import { visitorsOnSite } from '../live/tables';

type StatsSubject = 'CATEGORY' | 'BRAND' | 'BANNER' | 'PRODUCT' | 'CAMPAIGN';

interface StatsSeriesArgs {
  subject: StatsSubject;
  id?: string | null;
  start_date: string;
  end_date: string;
}

interface StatsPoint {
  date: string;
  views: number;
  wishlist_added: number;
  clicks: number;
}

const DAY_MS = 86_400_000;
/** The longest series a chart asks for: two years of days. */
const MAX_SERIES_DAYS = 731;
/** How many products the dashboard's top list shows. */
const TOP_PRODUCTS = 10;
/** The dashboard's top list counts this many days back from the latest view. */
const TOP_PRODUCTS_DAYS = 7;

/** A YYYY-MM-DD day as UTC midnight in ms, or null when it is not a real calendar day. */
function parseDay(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const time = Date.parse(`${value}T00:00:00.000Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value ? null : time;
}

/** One zero point per day of [start, end], by date. */
function emptySeries(ctx: MockContext, startDate: string, endDate: string): Map<string, StatsPoint> {
  const start = parseDay(startDate);
  const end = parseDay(endDate);
  const invalid = (field: string) =>
    userError(ctx.lang, 'invalidStatsPeriod', { field, params: { max: MAX_SERIES_DAYS } });
  if (start === null) throw invalid('start_date');
  if (end === null || end < start || (end - start) / DAY_MS + 1 > MAX_SERIES_DAYS) throw invalid('end_date');
  const points = new Map<string, StatsPoint>();
  for (let day = start; day <= end; day += DAY_MS) {
    const date = new Date(day).toISOString().slice(0, 10);
    points.set(date, { date, views: 0, wishlist_added: 0, clicks: 0 });
  }
  return points;
}

/** Which product views and wishlist adds a subject counts: by product, or by campaign code. */
function productEventFilter(ctx: MockContext, subject: Exclude<StatsSubject, 'BANNER'>, id: string | null | undefined) {
  const products = ctx.db.products;
  const productIds = (keep: (product: ProductRecord) => boolean) =>
    new Set(products.filter(keep).map((product) => product.id));
  type Event = { product_id: number; campaign: string | null };
  switch (subject) {
    case 'PRODUCT': {
      if (id == null) return () => true;
      const productId = found(ctx, products, id).id;
      return (event: Event) => event.product_id === productId;
    }
    case 'CATEGORY': {
      const inCategory =
        id == null
          ? null
          : subtreeIds(ctx.db, found(ctx, ctx.db.categories, id).id);
      const ids = productIds((product) =>
        product.category_ids.some((categoryId) => (inCategory ? inCategory.has(categoryId) : true)),
      );
      return (event: Event) => ids.has(event.product_id);
    }
    case 'BRAND': {
      const brandId = id == null ? null : found(ctx, ctx.db.brands, id).id;
      const ids = productIds((product) => product.brand_id != null && (brandId === null || product.brand_id === brandId));
      return (event: Event) => ids.has(event.product_id);
    }
    case 'CAMPAIGN': {
      if (id == null) return (event: Event) => event.campaign != null;
      const code = found(ctx, ctx.db.campaigns, id).code;
      return (event: Event) => event.campaign === code;
    }
  }
}

/**
 * One point per day of the range, zero days included: product views and wishlist adds of a
 * product, a category with its subcategories, a brand or a campaign (or all of the subject
 * without an id); banner views and clicks for banners.
 */
function statsSeries(_source: unknown, args: StatsSeriesArgs, ctx: MockContext): StatsPoint[] {
  const points = emptySeries(ctx, args.start_date, args.end_date);
  const { db } = ctx;
  if (args.subject === 'BANNER') {
    const bannerId = args.id == null ? null : found(ctx, db.banners, args.id).id;
    for (const event of db.bannerEvents) {
      if (bannerId !== null && event.banner_id !== bannerId) continue;
      const point = points.get(event.created_at.slice(0, 10));
      if (!point) continue;
      if (event.event === 'CLICK') point.clicks += 1;
      else point.views += 1;
    }
    return [...points.values()];
  }
  const counts = productEventFilter(ctx, args.subject, args.id);
  for (const view of db.productViews) {
    const point = points.get(view.created_at.slice(0, 10));
    if (point && counts(view)) point.views += 1;
  }
  for (const added of db.wishlistAdded) {
    const point = points.get(added.created_at.slice(0, 10));
    if (point && counts(added)) point.wishlist_added += 1;
  }
  return [...points.values()];
}

/**
 * "Today" for the dashboard: the real day (orders placed while the mock runs) and also the mock's
 * fixed today (MOCK_TODAY), since the fixtures are dated around it. Both count, so the dashboard
 * shows the fixtures' morning and every order placed against the running mock.
 */
function isToday(createdAt: string): boolean {
  const day = createdAt.slice(0, 10);
  return day === nowIso().slice(0, 10) || day === MOCK_TODAY.toISOString().slice(0, 10);
}

/** The most viewed products of the 7 days up to the latest view, with the units ordered in those days. */
function topProducts(ctx: MockContext) {
  const { db } = ctx;
  const latest = db.productViews.reduce((max, view) => (view.created_at > max ? view.created_at : max), '');
  if (!latest) return [];
  const since = new Date(Date.parse(latest) - TOP_PRODUCTS_DAYS * DAY_MS).toISOString();
  const inWindow = (createdAt: string) => createdAt > since && createdAt <= latest;

  const views = new Map<number, number>();
  for (const view of db.productViews) {
    if (inWindow(view.created_at)) views.set(view.product_id, (views.get(view.product_id) ?? 0) + 1);
  }
  const ordered = new Map<number, number>();
  for (const order of db.orders) {
    if (!inWindow(order.created_at) || order.status === ORDER_STATUS.CANCELLED) continue;
    for (const item of order.items) {
      ordered.set(item.product_id, (ordered.get(item.product_id) ?? 0) + item.quantity);
    }
  }
  const products = db.products;
  return [...views.entries()]
    .sort(([aId, aViews], [bId, bViews]) => bViews - aViews || aId - bId)
    .flatMap(([productId, count]) => {
      const product = byId(products, productId);
      return product ? [{ product, views: count, ordered: ordered.get(productId) ?? 0 }] : [];
    })
    .slice(0, TOP_PRODUCTS);
}

/** The admin dashboard: today's orders and revenue (RSD, cancelled left out), orders in process, visitors, top products. */
function dashboard(_source: unknown, _args: unknown, ctx: MockContext) {
  const orders = ctx.db.orders;
  const today = orders.filter((order) => isToday(order.created_at));
  const revenue = today
    .filter((order) => order.status !== ORDER_STATUS.CANCELLED)
    .reduce((sum, order) => sum + order.total_rsd, 0);
  return {
    orders_today: today.length,
    revenue_today: Math.round(revenue * 100) / 100,
    orders_in_process: orders.filter((order) => order.status === ORDER_STATUS.IN_PROCESS).length,
    visitors_now: visitorsOnSite(ctx.db).length,
    top_products: topProducts(ctx),
  };
}

export const statsResolvers: MockResolvers = {
  Query: {
    statsSeries,
    dashboard,
  },
};
