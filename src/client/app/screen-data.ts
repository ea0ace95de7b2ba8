import { getSettingsQueryOptions } from '../../../generated/hooks';
import { blogListData, postData } from '../storefront/blog/data';
import { brandData, brandsData } from '../storefront/brands/data';
import { homeData } from '../storefront/home/data';
import { cmsPageData } from '../storefront/pages/data';
import { productData } from '../storefront/product/data';
import { shopData, specialListingData } from '../storefront/shop/data';
import type { QueryClient } from '@tanstack/react-query';
import { FOUND, NOT_FOUND, fetchData, type RouteData, type RouteDataArgs, type RouteOutcome } from './routes/route-data';
import type { StaticScreen } from './routes/route-table';
import { pagesQueryOptions } from './routes/usePagesByLang';

/** Each screen's critical data, stated in its feature folder; screens not listed render their loading state and fetch in the browser. */
const SCREEN_DATA: Partial<Record<StaticScreen, RouteData>> = {
  home: homeData,
  product: productData,
  shop: shopData,
  action: specialListingData,
  new: specialListingData,
  popular: specialListingData,
  brand: brandData,
  brands: brandsData,
  blog: blogListData,
  post: postData,
};

/** What every storefront page needs before its path can even be matched: both languages' pages (CMS slugs) and the settings (header, footer, SEO). */
export async function prefetchFrame(client: QueryClient): Promise<void> {
  await Promise.all([
    fetchData(client.fetchQuery(pagesQueryOptions(0))),
    fetchData(client.fetchQuery(pagesQueryOptions(1))),
    fetchData(client.fetchQuery(getSettingsQueryOptions())),
  ]);
}

/** Loads the matched screen's critical data into the client and says what the answer's status is. */
export function prefetchScreen(args: RouteDataArgs): Promise<RouteOutcome> {
  const { match } = args;
  if (match.kind === 'notFound' || match.kind === 'pending') return Promise.resolve(NOT_FOUND);
  if (match.kind === 'page') return cmsPageData(args);
  if (match.kind === 'admin') return Promise.resolve(FOUND);
  return SCREEN_DATA[match.screen]?.(args) ?? Promise.resolve(FOUND);
}
