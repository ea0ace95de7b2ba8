// The statistics domain has no tables of its own: it sums the catalogue's product_views and
// wishlist_added, the CMS's banner_events and the orders, whose migrations index every query of
// this module (see the comments there). Live visitors are kept in memory or in Redis
// (the live domain), not in the database. Its GraphQL types (StatsPoint, TopProduct,
// DashboardSummary, LiveVisitor) are computed, so it has no row types either.

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the domain's place in Database, empty by design
export interface StatsTables {}
