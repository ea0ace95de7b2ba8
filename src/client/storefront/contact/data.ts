import { getPageQueryOptions } from '../../../../generated/hooks';
import { FOUND, fetchData, type RouteData } from '../../app/routes/route-data';

/** The CMS page whose text and SEO introduce the contact screen, when the admin wrote them. */
export const CONTACT_PAGE_CODE = 'contact';

/** The contact page's text, in the page rather than loaded after it; the shop's contacts come with the settings. */
export const contactData: RouteData = async ({ client }) => {
  await fetchData(client.fetchQuery(getPageQueryOptions({ code: CONTACT_PAGE_CODE })));
  return FOUND;
};
