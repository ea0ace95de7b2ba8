import { getPageQueryOptions } from '../../../generated/hooks';
import { cmsPageData } from '../storefront/pages/data';
import { listingData } from '../storefront/shop/data';
import { pagePath } from '../../shared/routing/build-path';
import type { RouteDataArgs, RouteOutcome } from '../app/routes/route-data';

/** Route module: a CMS page at its slug (a plain page, or a shop template with its category path). */
export { default } from '../storefront/pages/CmsPage';

/** The page; a shop template's listing too, narrowed to the page's group. */
export async function loader(args: RouteDataArgs): Promise<RouteOutcome> {
  const { client, match } = args;
  const found = await cmsPageData(args);
  if (found.status !== 200 || match.kind !== 'page') return found;
  const page = client.getQueryData(getPageQueryOptions({ slug: match.page.slug }).queryKey)?.page;
  if (!page || page.type !== 'SHOP') return found;
  const groupId = page.group?.id ?? page.group_id ?? undefined;
  return listingData(args, { scope: { group_id: groupId }, menu: { groupId }, linkFor: (categories) => pagePath(page, categories) });
}
