// Row types of the database tables; issue 3 fills them from the SQL migrations.
// Until then these follow spec §3. Per-language lists are indexed by LanguageId.

export type CategoryRow = {
  id: number;
  parent_id: number | null;
  position: number;
  image_id: number | null;
  names: string[];
  slugs: string[];
  descriptions: string[];
  seo_titles: string[];
  seo_keywords: string[];
  seo_descriptions: string[];
  created_at: Date;
};

export type GroupRow = {
  id: number;
  name: string;
  description: string | null;
  filters: string | null;
  position: number;
  created_at: Date;
};

export type GroupCampaignRow = {
  id: number;
  group_id: number;
  code: string;
  description: string | null;
  created_at: Date;
};

export type PageRow = {
  id: number;
  parent_id: number | null;
  position: number;
  menu: number;
  type: number;
  group_id: number | null;
  page: string | null;
  code: string | null;
  active: boolean;
  locked: boolean;
  names: string[];
  slugs: string[];
  seo_titles: string[];
  seo_keywords: string[];
  seo_descriptions: string[];
};

export type SettingRow = {
  id: number;
  field: string;
  value: string | null;
  values: string[];
  hidden: boolean;
  image_id: number | null;
};

export type StorageFileRow = {
  id: number;
  name: string;
  orig_name: string;
  mime: string;
  width: number | null;
  height: number | null;
  alt: string | null;
  tab: number | null;
  bucket: string;
  folder: string | null;
};

export type WishlistAddedRow = {
  id: number;
  product_id: number;
  client: string;
  created_at: Date;
};
