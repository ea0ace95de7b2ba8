import { getBrandQueryOptions, getBrandsQueryOptions } from '../../../../generated/hooks';
import { FOUND, NOT_FOUND, fetchData, type RouteData } from '../../app/routes/route-data';

/** The brand of a brand shop; 404 without it. */
export const brandData: RouteData = async ({ client, match }) => {
  const slug = match.kind === 'static' && typeof match.params.brand === 'string' ? match.params.brand : '';
  const data = await fetchData(client.fetchQuery(getBrandQueryOptions({ slug })));
  return data && !data.brand ? NOT_FOUND : FOUND;
};

export const brandsData: RouteData = async ({ client }) => {
  await fetchData(client.fetchQuery(getBrandsQueryOptions()));
  return FOUND;
};
