import { getBrandQueryOptions, getPageQueryOptions } from '../../../generated/hooks';
import { blogListData, postData } from '../storefront/blog/data';
import { brandData, brandsData } from '../storefront/brands/data';
import { contactData } from '../storefront/contact/data';
import { homeData } from '../storefront/home/data';
import { cmsPageData } from '../storefront/pages/data';
import { productData } from '../storefront/product/data';
import { listingData, shopData, specialListingData } from '../storefront/shop/data';
import { pagePath, pathFor } from '../../shared/routing/build-path';
import { FOUND, NOT_FOUND, type RouteData, type RouteDataArgs, type RouteOutcome } from './routes/route-data';
import type { StaticScreen } from '../../shared/routing/route-table';

/** A brand shop: the brand, then the shop's listing of its products (composed here: features do not import each other). */
async function brandShopData(args: RouteDataArgs): Promise<RouteOutcome> {
  const { client, match } = args;
  const found = await brandData(args);
  const slug = match.kind === 'static' && typeof match.params.brand === 'string' ? match.params.brand : '';
  const brand = client.getQueryData(getBrandQueryOptions({ slug }).queryKey)?.brand;
  if (found.status !== 200 || !brand || match.kind !== 'static') return found;
  const lang = match.lang;
  return listingData(args, { scope: { brand: brand.id }, menu: { brand: brand.id }, linkFor: (categories) => pathFor('brand', lang, { brand: slug, categories }) });
}

/** A CMS page; a shop template's listing too, narrowed to the page's group. */
async function cmsPageRouteData(args: RouteDataArgs): Promise<RouteOutcome> {
  const { client, match } = args;
  const found = await cmsPageData(args);
  if (found.status !== 200 || match.kind !== 'page') return found;
  const page = client.getQueryData(getPageQueryOptions({ slug: match.page.slug }).queryKey)?.page;
  if (!page || page.type !== 'SHOP') return found;
  const groupId = page.group?.id ?? page.group_id ?? undefined;
  return listingData(args, { scope: { group_id: groupId }, menu: { groupId }, linkFor: (categories) => pagePath(page, categories) });
}

/** Each screen's critical data, stated in its feature folder; screens not listed render their loading state and fetch in the browser. */
const SCREEN_DATA: Partial<Record<StaticScreen, RouteData>> = {
  home: homeData,
  product: productData,
  shop: shopData,
  action: specialListingData,
  new: specialListingData,
  popular: specialListingData,
  brand: brandShopData,
  brands: brandsData,
  contact: contactData,
  blog: blogListData,
  post: postData,
};

/** Loads the matched screen's critical data into the client and says what the answer's status is. */
export function prefetchScreen(args: RouteDataArgs): Promise<RouteOutcome> {
  const { match } = args;
  if (match.kind === 'notFound' || match.kind === 'pending') return Promise.resolve(NOT_FOUND);
  if (match.kind === 'page') return cmsPageRouteData(args);
  if (match.kind === 'admin') return Promise.resolve(FOUND);
  return SCREEN_DATA[match.screen]?.(args) ?? Promise.resolve(FOUND);
}
