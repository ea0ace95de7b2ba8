import type { MockDb } from '../db';

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

/** Sixty days of views, wishlist adds and banner events over the seeded catalogue and banners. */
export function seedStats(db: MockDb): void {
  db.productViews = [];
  db.wishlistAdded = [];
  db.bannerEvents = [];
  // The stats helper fills these deterministically (see the issue-2 brief).
}
