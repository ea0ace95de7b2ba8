// The statistics count the catalogue's product_views and wishlist_added, the CMS's banner_events
// and the orders; its own tables are the daily roll-ups of those events (078_stats_rollups.sql),
// which the roll-up job (rollup.ts) writes and statsSeries reads. Live visitors are kept in memory
// or in Redis (the live domain), not in the database. Its GraphQL types (StatsPoint, TopProduct,
// DashboardSummary, LiveVisitor) are computed, so it has no row types.

/** A shop day as YYYY-MM-DD (a `date` column; the queries read it through to_char). */
type Day = string;

/** product_event_days: a closed day's views and wishlist adds of one product through one campaign (or none). */
export interface ProductEventDaysTable {
  day: Day;
  product_id: number;
  campaign: string | null;
  views: number;
  wishlist_added: number;
}

/** banner_event_days: a closed day's views and clicks of one banner. */
export interface BannerEventDaysTable {
  day: Day;
  banner_id: number;
  views: number;
  clicks: number;
}

/** stats_rolled_days: a day rolled up; fresh = false once an event of that day was added or removed since. */
export interface StatsRolledDaysTable {
  day: Day;
  fresh: boolean;
}

export interface StatsTables {
  product_event_days: ProductEventDaysTable;
  banner_event_days: BannerEventDaysTable;
  stats_rolled_days: StatsRolledDaysTable;
}
