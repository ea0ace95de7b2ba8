import type { LanguageId } from '../../../shared/languages';
import { pathFor } from '../../../shared/routing/build-path';
import { breadcrumbListLd } from '../../app/seo/json-ld';
import { absoluteFrom } from '../../app/seo/page-head';
import { canonicalProductPath, type TrailCategory } from './category-trail';

interface LdProduct {
  id: string;
  name: string;
  slug: string;
  code: string;
  price: number;
  discount_price: number | null;
  currency: string;
  sold_out: boolean;
  seo_description?: string | null;
  image?: { url: string; url_lg: string } | null;
  brand?: { name: string } | null;
}

/** The product with its offer (price, currency, availability), and its breadcrumbs, for search engines. */
export function productJsonLd(
  product: LdProduct,
  trail: readonly TrailCategory[],
  { lang, origin, withPrice, labels }: { lang: LanguageId; origin: string; withPrice: boolean; labels: { home: string; shop: string } },
): object[] {
  const url = origin + canonicalProductPath(lang, product, trail);
  const item = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.code,
    url,
    ...(product.image ? { image: absoluteFrom(origin)(product.image.url_lg) } : {}),
    ...(product.seo_description ? { description: product.seo_description } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    ...(withPrice
      ? {
          offers: {
            '@type': 'Offer',
            url,
            price: (product.discount_price ?? product.price).toFixed(2),
            priceCurrency: product.currency,
            availability: product.sold_out ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
          },
        }
      : {}),
  };
  const crumbs = [
    { name: labels.home, url: origin + pathFor('home', lang) },
    { name: labels.shop, url: origin + pathFor('shop', lang) },
    ...trail.map((category, index) => ({ name: category.name, url: origin + pathFor('shop', lang, { categories: trail.slice(0, index + 1).map((step) => step.slug) }) })),
    { name: product.name, url },
  ];
  return [item, breadcrumbListLd(crumbs)];
}
