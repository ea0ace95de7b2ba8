import type { ProductSort as ProductSortEnum } from '../../../generated/client/graphql';
import { ADMIN_ONLY_PRODUCT_SORTS, PRODUCT_SORT } from '../constants';

/** The schema's listing orders that the shop's query string can carry (NEWEST has no number). */
export type ShopSort = Exclude<ProductSortEnum, 'NEWEST'>;

const SORTS = Object.keys(PRODUCT_SORT) as ShopSort[];

/** The query string's sort number for a listing order: PRICE_ASC → '3', RELEVANCE → ''. */
export function sortToParam(sort: ShopSort): string {
  return String(PRODUCT_SORT[sort]);
}

/** The listing order a sort number stands for; unknown numbers give undefined. */
export function sortFromParam(param: string): ShopSort | undefined {
  const trimmed = param.trim();
  return SORTS.find((sort) => sortToParam(sort) === trimmed);
}

/** Views and wishlist orders answer only administrators (spec §6). */
export function isAdminOnlySort(sort: ShopSort): boolean {
  return ADMIN_ONLY_PRODUCT_SORTS.includes(PRODUCT_SORT[sort]);
}

/** The orders a shopper may pick, relevance first; administrators also get views and wishlist. */
export function shopSorts({ admin = false }: { admin?: boolean } = {}): ShopSort[] {
  return SORTS.filter((sort) => admin || !isAdminOnlySort(sort));
}
