/** A listing that takes the category path segments: its path, and where each category's listing is. */
export interface ListingCategories {
  path: readonly string[];
  linkFor: (path: string[]) => string;
  /** Counts the menu's categories within this brand or group only. */
  menu: { brand?: string; groupId?: string };
}
