import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Money, NullableMoney, Texts } from './column-types';
import type { ProductOptionsTable, ProductOptionValuesTable, ProductVariantsTable } from './variant-tables';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Moment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type ReadOnly<T> = ColumnType<T, never, never>;

export interface CategoriesTable {
  id: Generated<number>;
  parent_id: number | null;
  position: Generated<number>;
  names: Texts;
  slugs: Texts;
  descriptions: Texts;
  seo_titles: Texts;
  seo_keywords_list: Texts;
  seo_descriptions: Texts;
  image_id: number | null;
  created_at: CreatedAt;
  /** Set by the database on every write (migration 060). */
  updated_at: CreatedAt;
}

export interface BrandsTable {
  id: Generated<number>;
  position: Generated<number>;
  names: Texts;
  slugs: Texts;
  descriptions: Texts;
  seo_titles: Texts;
  seo_keywords_list: Texts;
  seo_descriptions: Texts;
  image_id: number | null;
  created_at: CreatedAt;
  /** Set by the database on every write (migration 060). */
  updated_at: CreatedAt;
}

export interface GroupsTable {
  id: Generated<number>;
  position: Generated<number>;
  names: Texts;
  descriptions: Texts;
  created_at: CreatedAt;
}

export interface FiltersTable {
  id: Generated<number>;
  group_id: number;
  position: Generated<number>;
  names: Texts;
}

export interface GroupCampaignsTable {
  id: Generated<number>;
  group_id: number;
  code: string;
  description: string | null;
  created_at: CreatedAt;
}

export interface ProductsTable {
  id: Generated<number>;
  code: string;
  names: Texts;
  slugs: Texts;
  descriptions: Texts;
  seo_titles: Texts;
  seo_keywords_list: Texts;
  seo_descriptions: Texts;
  /** RSD. */
  price: Money;
  discount_price: NullableMoney;
  /** Generated: the action price when below the price, else the price (RSD). */
  process_price: ReadOnly<number>;
  stock: number;
  /** Whether the variants that can be ordered differ in price (088_product_variants.sql; kept by the database). */
  price_varies: Generated<boolean>;
  new: Generated<boolean>;
  popular: Generated<boolean>;
  active: Generated<boolean>;
  active_from: Moment;
  active_to: Moment;
  brand_id: number | null;
  group_id: number | null;
  image_id: number | null;
  youtube: string | null;
  feature_connected: Generated<boolean>;
  feature_gallery: Generated<boolean>;
  feature_specifications: Generated<boolean>;
  feature_youtube: Generated<boolean>;
  feature_price: Generated<boolean>;
  position: Generated<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /** Generated, folded name per language (sorting). */
  name_sr: ReadOnly<string>;
  name_en: ReadOnly<string>;
}

export interface ProductCategoriesTable {
  product_id: number;
  category_id: number;
  position: number;
}

export interface ProductGalleryTable {
  product_id: number;
  file_id: number;
  position: number;
}

export interface ProductSpecificationsTable {
  product_id: number;
  filter_id: number;
  values: Texts;
  /** Generated: the value per language, and folded (listing filters and facets). */
  value_sr: ReadOnly<string>;
  value_en: ReadOnly<string>;
  folded_sr: ReadOnly<string>;
  folded_en: ReadOnly<string>;
}

export interface ProductConnectionsTable {
  product_id: number;
  connected_id: number;
  position: number;
}

export interface WishlistAddedTable {
  id: Generated<number>;
  product_id: number;
  client: string;
  session: string | null;
  campaign: string | null;
  created_at: CreatedAt;
}

export interface ProductViewsTable {
  id: Generated<number>;
  product_id: number;
  client: string;
  session: string | null;
  campaign: string | null;
  created_at: CreatedAt;
}

export interface CatalogTables {
  categories: CategoriesTable;
  brands: BrandsTable;
  groups: GroupsTable;
  filters: FiltersTable;
  group_campaigns: GroupCampaignsTable;
  products: ProductsTable;
  product_categories: ProductCategoriesTable;
  product_gallery: ProductGalleryTable;
  product_specifications: ProductSpecificationsTable;
  product_connections: ProductConnectionsTable;
  wishlist_added: WishlistAddedTable;
  product_views: ProductViewsTable;
  product_options: ProductOptionsTable;
  product_option_values: ProductOptionValuesTable;
  product_variants: ProductVariantsTable;
}

/** A list's date range for its rows' views and wishlist counters (YYYY-MM-DD, shop days, inclusive). */
export interface CatalogDateRange {
  start: string | null;
  end: string | null;
}

/**
 * What a list hands its rows beside the columns (never a schema field): the date range of its
 * counters, and the brand or group its product counts are limited to.
 */
export interface CatalogListScope {
  range?: CatalogDateRange;
  /** categories(brand): products_count counts only this brand's products. */
  countBrandId?: number;
  /** shopCategories(brand, groupId): shop_products_count counts only these. */
  shopBrandId?: number;
  shopGroupId?: number;
}

type Scoped<T> = T & { __scope?: CatalogListScope };

export type CategoryRow = Scoped<Selectable<CategoriesTable>>;

export type BrandRow = Scoped<Selectable<BrandsTable>>;

export type GroupRow = Selectable<GroupsTable>;

export type GroupCampaignRow = Scoped<Selectable<GroupCampaignsTable>>;

export type FilterRow = Selectable<FiltersTable>;

export type ProductRow = Scoped<Selectable<ProductsTable>>;

/** A variant as its resolvers receive it: its row and its product's (for the product's display window and currency). */
export interface ProductVariantRow {
  product: ProductRow;
  variant: Selectable<ProductVariantsTable>;
}

export type ProductOptionRow = Selectable<ProductOptionsTable>;
export type ProductOptionValueRow = Selectable<ProductOptionValuesTable>;

export type WishlistAddedRow = Selectable<WishlistAddedTable>;
