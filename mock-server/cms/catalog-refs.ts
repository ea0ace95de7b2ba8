/**
 * What the cms blocks read from the catalogue: products, categories, brands, groups and campaigns,
 * in one place. Blocks return these records as they are; the catalogue's type resolvers answer them.
 */
import {
  isProductVisible,
  type BrandRecord,
  type CampaignRecord,
  type CategoryRecord,
  type GroupRecord,
  type ProductRecord,
} from '../catalog/tables';
import type { MockDb } from '../db';

export const productsOf = (db: MockDb): ProductRecord[] => db.products ?? [];
export const categoriesOf = (db: MockDb): CategoryRecord[] => db.categories ?? [];
export const brandsOf = (db: MockDb): BrandRecord[] => db.brands ?? [];
export const groupsOf = (db: MockDb): GroupRecord[] => db.groups ?? [];
export const campaignsOf = (db: MockDb): CampaignRecord[] => db.campaigns ?? [];

/** A product a visitor may see: the catalogue's rule (active and inside its window). */
export const isProductShown = (product: ProductRecord, now = new Date()): boolean => isProductVisible(product, now);
