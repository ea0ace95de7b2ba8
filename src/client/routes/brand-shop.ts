import { getBrandQueryOptions } from '../../../generated/hooks';
import { brandData } from '../storefront/brands/data';
import { listingData } from '../storefront/shop/data';
import { pathFor } from '../../shared/routing/build-path';
import type { RouteDataArgs, RouteOutcome } from '../app/routes/route-data';

/** Route module: a brand's shop (`/brend/<brand>[/…categories]`). */
export { default } from '../storefront/brands/BrandShopPage';

/** The brand, then the shop's listing of its products (composed here: features do not import each other). */
export async function loader(args: RouteDataArgs): Promise<RouteOutcome> {
  const { client, match } = args;
  const found = await brandData(args);
  const slug = match.kind === 'static' && typeof match.params.brand === 'string' ? match.params.brand : '';
  const brand = client.getQueryData(getBrandQueryOptions({ slug }).queryKey)?.brand;
  if (found.status !== 200 || !brand || match.kind !== 'static') return found;
  const lang = match.lang;
  return listingData(args, { scope: { brand: brand.id }, menu: { brand: brand.id }, linkFor: (categories) => pathFor('brand', lang, { brand: slug, categories }) });
}
