import { getCategoriesQueryOptions, getProductQueryOptions } from '../../../../generated/hooks';
import { FOUND, NOT_FOUND, fetchData, type RouteData } from '../../app/routes/route-data';
import { canonicalProductPath, categoryTrail, isNonCanonicalPath } from './category-trail';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The product and the category tree (its breadcrumbs); 404 without the product, 301 from an old or partial address. */
export const productData: RouteData = async ({ client, match, search }) => {
  if (match.kind !== 'static') return NOT_FOUND;
  const [product, categories] = await Promise.all([
    fetchData(client.fetchQuery(getProductQueryOptions({ id: text(match.params.id) }))),
    fetchData(client.fetchQuery(getCategoriesQueryOptions({}))),
  ]);
  if (!product) return FOUND;
  if (!product.product) return NOT_FOUND;
  if (!categories) return FOUND;
  const trail = categoryTrail(categories.categories, product.product.category);
  const given = match.params.categories;
  const path = { slug: text(match.params.slug), categories: typeof given === 'string' ? [given] : (given ?? []) };
  if (isNonCanonicalPath(path, product.product, trail)) {
    return { status: 301, location: canonicalProductPath(match.lang, product.product, trail) + search };
  }
  return FOUND;
};
