import { getBannersQueryOptions, getProductsQueryOptions, getShopCategoriesQueryOptions } from '../../../../generated/hooks';
import { parseShopQuery } from '../../../shared/catalog/filter-query';
import { pathFor } from '../../../shared/routing/build-path';
import { FOUND, NOT_FOUND, fetchData, type RouteData, type RouteDataArgs, type RouteOutcome } from '../../app/routes/route-data';
import { listingVariables, type ListingScope } from '../../ui/listing/listing-variables';
import { categoryPathOf } from '../../ui/listing/route-params';
import { SPECIAL_LISTINGS, isSpecialScreen } from './special-listings';

/** How a listing is narrowed and where its categories' listings are (as the screen gives ProductListing). */
export interface ListingRoute {
  scope: ListingScope;
  menu: { brand?: string; groupId?: string };
  linkFor: (categories: string[]) => string;
}

/** The banners above every listing (ShopBanners): in the page, so they neither load after it nor move it. */
const shopBanners = getBannersQueryOptions({ position: 'SHOP_BELOW_MENU' });

/**
 * A listing for the address (category path and query string), its category menu and banners; 404 for a
 * category path that names no category, 301 to the full path for a category named by its own slug
 * or a partial path (spec §2: parent2/parent1/slug). The shop's, a brand shop's and a shop page's.
 */
export async function listingData({ client, match, search, admin }: RouteDataArgs, { scope, menu, linkFor }: ListingRoute): Promise<RouteOutcome> {
  if (match.kind !== 'static' && match.kind !== 'page') return NOT_FOUND;
  const path = categoryPathOf(match);
  const query = parseShopQuery(search, match.lang, { admin });
  const [listing] = await Promise.all([
    fetchData(client.fetchQuery(getProductsQueryOptions(listingVariables(scope, path, query)))),
    fetchData(client.fetchQuery(getShopCategoriesQueryOptions(menu))),
    fetchData(client.fetchQuery(shopBanners)),
  ]);
  if (!listing) return FOUND;
  const { category, breadcrumbs } = listing.products;
  if (path.length > 0 && !category) return NOT_FOUND;
  const full = breadcrumbs.map((crumb) => crumb.slug);
  if (full.length > 0 && full.join('/') !== path.join('/')) return { status: 301, location: linkFor(full) + search };
  return FOUND;
}

export const shopData: RouteData = (args) =>
  listingData(args, { scope: {}, menu: {}, linkFor: (categories) => pathFor('shop', args.match.kind === 'static' ? args.match.lang : 0, { categories }) });

/** /akcija, /novo, /popularno: their listing. A campaign's depends on what the browser kept, so it loads there. */
export const specialListingData: RouteData = async ({ client, match, search, admin }) => {
  if (match.kind !== 'static' || !isSpecialScreen(match.screen) || match.screen === 'campaign') return FOUND;
  const query = parseShopQuery(search, match.lang, { admin });
  await Promise.all([
    fetchData(client.fetchQuery(getProductsQueryOptions(listingVariables({ special: SPECIAL_LISTINGS[match.screen] }, [], query)))),
    fetchData(client.fetchQuery(shopBanners)),
  ]);
  return FOUND;
};
