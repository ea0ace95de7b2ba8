import { getPageQueryOptions } from '../../../../generated/hooks';
import { FOUND, NOT_FOUND, fetchData, type RouteData } from '../../app/routes/route-data';

/** A CMS page at its slug (only active pages match a path); 404 when the server does not give it. */
export const cmsPageData: RouteData = async ({ client, match }) => {
  if (match.kind !== 'page') return NOT_FOUND;
  const data = await fetchData(client.fetchQuery(getPageQueryOptions({ slug: match.page.slug })));
  return data && !data.page ? NOT_FOUND : FOUND;
};
