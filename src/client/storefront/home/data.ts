import { getPageQueryOptions } from '../../../../generated/hooks';
import { FOUND, fetchData, type RouteData } from '../../app/routes/route-data';

export const HOME_PAGE_CODE = 'home';

/** The home page's design blocks. */
export const homeData: RouteData = async ({ client }) => {
  await fetchData(client.fetchQuery(getPageQueryOptions({ code: HOME_PAGE_CODE })));
  return FOUND;
};
