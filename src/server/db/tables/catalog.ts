// STUB: replaced by the catalog domain's engineer: the Kysely table types of its migration, and its row types.

export interface CatalogTables {}

export type CategoryRow = { id: number };

export type BrandRow = { id: number };

export type GroupRow = { id: number };

export type GroupCampaignRow = { id: number };

export type FilterRow = { id: number };

export type ProductRow = { id: number };

export type WishlistAddedRow = { id: number };
