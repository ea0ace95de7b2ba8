import type { GetProductsQueryVariables, SpecialListing } from '../../../../generated/client/graphql';
import type { ShopQuery } from '../../../shared/catalog/filter-query';
import { PRODUCTS_PER_PAGE } from './listing-size';

/** Which products a listing shows before the shopper narrows it. */
export interface ListingScope {
  special?: SpecialListing;
  campaign?: string;
  group_id?: string;
  /** A brand shop's brand: fixed, so the brands facet is left out. */
  brand?: string;
}

/** GetProducts' variables for a listing: the screen's hook and the server's prefetch ask the same. */
export function listingVariables(scope: ListingScope, path: readonly string[], query: ShopQuery): GetProductsQueryVariables {
  return {
    category_path: path.length > 0 ? [...path] : undefined,
    brands: scope.brand ? [scope.brand] : query.brands,
    filters: query.filters,
    special: scope.special,
    campaign: scope.campaign,
    group_id: scope.group_id,
    price_min: query.price_min,
    price_max: query.price_max,
    sort: query.sort,
    page: query.page,
    first: PRODUCTS_PER_PAGE,
  };
}
