import { sanitizeHtml as sanitizeAdminHtml } from '../../src/server/lib/sanitize-html';
/**
 * Reads over the catalogue's tables that several resolvers share: translations, the category tree,
 * counters from the statistics tables, and the small parsers of admin input.
 */
import { maxOrderQuantity } from '../../src/shared/order-quantity';
import { categoryPath } from '../../src/shared/rules/category-tree';
import type { MockDb } from '../db';
import { inDateRange } from '../stats/tables';
import { isProductVisible, type CategoryRecord, type ProductRecord } from './tables';

export { pickAny, pickAnyOrNull } from '../../src/server/lib/translate';
export { youtubeIdOf } from '../../src/server/lib/youtube';

/** A date range of an admin list, passed from the list to its rows' counters. */
export interface DateRange {
  start?: string | null;
  end?: string | null;
}

/** What a list passes down to its rows beside the record: a date range, and the brand or group it counts for. */
export interface ListScope {
  range?: DateRange;
  /** categories(brand): products_count counts only this brand's products. */
  countBrandId?: number;
  /** shopCategories(brand, groupId): shop_products_count counts only these. */
  shopBrandId?: number;
  shopGroupId?: number;
}

/** A record as a list hands it to the field resolvers: the record plus its list's scope (not a schema field). */
export type Scoped<T> = T & { __scope?: ListScope };

export function withScope<T extends object>(record: T, scope: ListScope): Scoped<T> {
  return { ...record, __scope: scope };
}

/** Visitors see visible products only; administrators see every product. */
export function isAdmin(context: { adminId: number | null }): boolean {
  return context.adminId != null;
}

// ---- the category tree ----

export function childrenOf(db: MockDb, parentId: number | null): CategoryRecord[] {
  return db.categories.filter((category) => category.parent_id === parentId).sort((a, b) => a.position - b.position || a.id - b.id);
}

/** A category's id and every id below it. */
export function subtreeIds(db: MockDb, rootId: number): Set<number> {
  const ids = new Set([rootId]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const category of db.categories) {
      if (category.parent_id != null && ids.has(category.parent_id) && !ids.has(category.id)) {
        ids.add(category.id);
        grew = true;
      }
    }
  }
  return ids;
}

/** The categories from the top level down to this one; empty for an unknown id. */
export function pathOf(db: MockDb, categoryId: number | null | undefined): CategoryRecord[] {
  return categoryPath(db.categories, categoryId);
}

/** The whole tree in menu order: each category followed by its subcategories. */
export function treeOrder(db: MockDb): CategoryRecord[] {
  const out: CategoryRecord[] = [];
  const visit = (parentId: number | null) => {
    for (const category of childrenOf(db, parentId)) {
      out.push(category);
      visit(category.id);
    }
  };
  visit(null);
  return out;
}

// ---- products ----

export function productsInCategories(db: MockDb, categoryIds: Set<number>): ProductRecord[] {
  return db.products.filter((product) => product.category_ids.some((id) => categoryIds.has(id)));
}

/** The products visitors see now. */
export function visibleProducts(db: MockDb, now = new Date()): ProductRecord[] {
  return db.products.filter((product) => isProductVisible(product, now));
}

export function isOnAction(product: Pick<ProductRecord, 'price' | 'discount_price'>): boolean {
  return product.discount_price != null && product.discount_price < product.price;
}

/** The admin's label: switched off, not started, expired, sold out or shown. */
export function productState(product: ProductRecord, now = new Date()): 'ACTIVE' | 'DEACTIVATED' | 'NOT_STARTED' | 'EXPIRED' | 'SOLD_OUT' {
  const time = now.getTime();
  if (!product.active) return 'DEACTIVATED';
  if (product.active_from && Date.parse(product.active_from) > time) return 'NOT_STARTED';
  if (product.active_to && Date.parse(product.active_to) < time) return 'EXPIRED';
  if (product.stock <= 0) return 'SOLD_OUT';
  return 'ACTIVE';
}

/** Most units one order may hold: the order maximum or the stock, whichever is lower. */
export function maxQuantity(product: ProductRecord): number {
  return maxOrderQuantity(product.stock);
}

// ---- counters from the statistics tables ----

/** Product views of these products within the range. */
export function viewsOf(db: MockDb, productIds: Set<number>, range?: DateRange): number {
  return (db.productViews ?? []).filter(
    (view) => productIds.has(view.product_id) && inDateRange(view.created_at, range?.start, range?.end),
  ).length;
}

/** Wishlist adds of these products within the range. */
export function wishlistOf(db: MockDb, productIds: Set<number>, range?: DateRange): number {
  return (db.wishlistAdded ?? []).filter(
    (added) => productIds.has(added.product_id) && inDateRange(added.created_at, range?.start, range?.end),
  ).length;
}

/** Every product's views and wishlist adds within the range (all time without one), for sorting. */
export function counterTotals(db: MockDb, range?: DateRange): { views: Map<number, number>; wishlist: Map<number, number> } {
  const views = new Map<number, number>();
  const wishlist = new Map<number, number>();
  for (const view of db.productViews ?? []) {
    if (inDateRange(view.created_at, range?.start, range?.end)) views.set(view.product_id, (views.get(view.product_id) ?? 0) + 1);
  }
  for (const added of db.wishlistAdded ?? []) {
    if (inDateRange(added.created_at, range?.start, range?.end)) wishlist.set(added.product_id, (wishlist.get(added.product_id) ?? 0) + 1);
  }
  return { views, wishlist };
}

// ---- admin input ----

/** Admin HTML made safe for a shopper's page, by the real server's allow-list. */
export function sanitizeHtml(html: string | null | undefined): string {
  return html ? sanitizeAdminHtml(html) : '';
}
