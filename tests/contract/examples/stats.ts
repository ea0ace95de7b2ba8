import { expect } from 'vitest';
import { dateFromToday } from '../../../fixtures/clock';
import type { ExampleContext, OperationExamples } from './types';

/** A top-level category with subcategories, looked up through GetCategories. */
async function topCategoryId(ctx: ExampleContext): Promise<string> {
  const data = await ctx.query<{ categories: { id: string; parent_id: string | null }[] }>('GetCategories', {});
  const parents = new Set(data.categories.map((category) => category.parent_id));
  const top = data.categories.find((category) => category.parent_id == null && parents.has(category.id));
  if (!top) throw new Error('GetCategories has no top-level category with subcategories');
  return top.id;
}

/** The 30 days up to the mock's today, as the statistics screens open. */
const LAST_30_DAYS = { start_date: dateFromToday(-29), end_date: dateFromToday(0) };

export const examples: OperationExamples = {
  GetStatsSeries: {
    as: 'admin',
    variables: async (ctx) => ({ subject: 'CATEGORY', id: await topCategoryId(ctx), ...LAST_30_DAYS }),
    check: (data) => {
      const points = data.statsSeries as { date: string; views: number; wishlist_added: number; clicks: number }[];
      expect(points).toHaveLength(30);
      expect(points[0]!.date).toBe(LAST_30_DAYS.start_date);
      expect(points.at(-1)!.date).toBe(LAST_30_DAYS.end_date);
      points.forEach((point, index) => expect(point.date).toBe(dateFromToday(index - 29)));
      const views = points.reduce((sum, point) => sum + point.views, 0);
      const wishlist = points.reduce((sum, point) => sum + point.wishlist_added, 0);
      expect(views, 'a main category is viewed every day').toBeGreaterThan(100);
      expect(points.slice(0, -1).every((point) => point.views > 0)).toBe(true);
      expect(wishlist).toBeGreaterThan(0);
      expect(wishlist).toBeLessThan(views / 5);
      expect(points.every((point) => point.clicks === 0), 'only banners are clicked').toBe(true);
    },
  },
  GetDashboard: {
    as: 'admin',
    check: (data) => {
      const dashboard = data.dashboard;
      // The mock's fixtures place orders on its own "today"; the real server counts the real day,
      // which a fresh demo shop may not have orders on. Either way revenue follows the orders.
      expect(dashboard.orders_today).toBeGreaterThanOrEqual(0);
      if (dashboard.orders_today === 0) expect(dashboard.revenue_today).toBe(0);
      else expect(dashboard.revenue_today).toBeGreaterThan(0);
      expect(dashboard.orders_in_process).toBeGreaterThan(0);
      expect(dashboard.visitors_now).toBeGreaterThan(0);
      const top = dashboard.top_products as { views: number; ordered: number; product: { id: string; name: string } }[];
      expect(top.length).toBeGreaterThanOrEqual(5);
      expect(top.length).toBeLessThanOrEqual(10);
      const views = top.map((item) => item.views);
      expect(views, 'most viewed first').toEqual([...views].sort((a, b) => b - a));
      expect(top[0]!.views).toBeGreaterThan(20);
      expect(new Set(top.map((item) => item.product.id)).size).toBe(top.length);
      for (const item of top) {
        expect(item.product.name.length).toBeGreaterThan(3);
        expect(item.ordered).toBeGreaterThanOrEqual(0);
      }
    },
  },
};
