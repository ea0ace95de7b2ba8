import { getBannersQueryOptions, getProductQueryOptions } from '../../../../generated/hooks';
import { FOUND, NOT_FOUND, fetchData, type RouteData } from '../../app/routes/route-data';
import { canonicalProductPath, isNonCanonicalPath, productTrail } from './category-trail';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The product and its banners (its category trail gives the breadcrumbs and the path); 404 without it, 301 from an old, partial or other-language address. */
export const productData: RouteData = async ({ client, match, search }) => {
  if (match.kind !== 'static') return NOT_FOUND;
  const [product] = await Promise.all([
    fetchData(client.fetchQuery(getProductQueryOptions({ id: text(match.params.id) }))),
    // The banners beside the product (ProductBanners), so they are in the page rather than fetched after it.
    fetchData(client.fetchQuery(getBannersQueryOptions({ position: 'PRODUCT_RIGHT' }))),
  ]);
  if (!product) return FOUND;
  if (!product.product) return NOT_FOUND;
  const trail = productTrail(product.product);
  const given = match.params.categories;
  const path = { slug: text(match.params.slug), categories: typeof given === 'string' ? [given] : (given ?? []) };
  if (isNonCanonicalPath(path, product.product, trail)) {
    return { status: 301, location: canonicalProductPath(match.lang, product.product, trail) + search };
  }
  return FOUND;
};
