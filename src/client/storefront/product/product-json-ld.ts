import type { LanguageId } from '../../../shared/i18n/languages';
import { pathFor } from '../../../shared/routing/build-path';
import { breadcrumbListLd } from '../../app/seo/json-ld';
import { absoluteFrom } from '../../app/seo/page-head';
import { variantParam } from '../../../shared/catalog/variant-choice';
import { withVariantName } from '../../../shared/rules/catalog';
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
  /** A product sold in variants is a ProductGroup with each variant as a Product. */
  options?: readonly { name: string; display: string }[];
  variants?: readonly LdVariant[];
}

interface LdVariant {
  id: string;
  code: string;
  name: string;
  price: number;
  discount_price?: number | null;
  sold_out: boolean;
  active: boolean;
  image?: { url_lg: string } | null;
}

const AVAILABILITY = { in: 'https://schema.org/InStock', out: 'https://schema.org/OutOfStock' } as const;

/** What schema.org names an option by: a colour shown as swatches, a size by its name; others stay unnamed. */
function variesBy(option: { name: string; display: string }): string | null {
  if (option.display === 'SWATCHES') return 'https://schema.org/color';
  return /^(veličina|size)$/i.test(option.name) ? 'https://schema.org/size' : null;
}

/**
 * The product with its offer (price, currency, availability), and its breadcrumbs, for search
 * engines; a product sold in variants as a ProductGroup whose variants (hasVariant) each have their
 * own code, address (`?varijanta=` / `?variant=`) and offer, as schema.org and Google describe it.
 */
export function productJsonLd(
  product: LdProduct,
  trail: readonly TrailCategory[],
  { lang, origin, withPrice, labels }: { lang: LanguageId; origin: string; withPrice: boolean; labels: { home: string; shop: string } },
): object[] {
  const url = origin + canonicalProductPath(lang, product, trail);
  const offerOf = (priced: { price: number; discount_price?: number | null; sold_out: boolean }, at: string) => ({
    '@type': 'Offer',
    url: at,
    price: (priced.discount_price ?? priced.price).toFixed(2),
    priceCurrency: product.currency,
    availability: priced.sold_out ? AVAILABILITY.out : AVAILABILITY.in,
  });
  const item = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.code,
    url,
    ...(product.image ? { image: absoluteFrom(origin)(product.image.url_lg) } : {}),
    ...(product.seo_description ? { description: product.seo_description } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    ...(withPrice ? { offers: offerOf(product, url) } : {}),
  };
  const options = product.options ?? [];
  const group = options.length > 0 && product.variants
    ? {
        '@context': 'https://schema.org',
        '@type': 'ProductGroup',
        name: product.name,
        url,
        productGroupID: product.code,
        variesBy: options.map(variesBy).filter((property) => property !== null),
        ...(item.image ? { image: item.image } : {}),
        ...(item.description ? { description: item.description } : {}),
        ...(item.brand ? { brand: item.brand } : {}),
        hasVariant: product.variants
          .filter((variant) => variant.active)
          .map((variant) => {
            const at = `${url}?${variantParam(lang)}=${variant.id}`;
            return {
              '@type': 'Product',
              name: withVariantName(product.name, variant.name),
              sku: variant.code,
              url: at,
              ...(variant.image ? { image: absoluteFrom(origin)(variant.image.url_lg) } : item.image ? { image: item.image } : {}),
              ...(withPrice ? { offers: offerOf(variant, at) } : {}),
            };
          }),
      }
    : null;
  const crumbs = [
    { name: labels.home, url: origin + pathFor('home', lang) },
    { name: labels.shop, url: origin + pathFor('shop', lang) },
    ...trail.map((category, index) => ({ name: category.name, url: origin + pathFor('shop', lang, { categories: trail.slice(0, index + 1).map((step) => step.slug) }) })),
    { name: product.name, url },
  ];
  return [group ?? item, breadcrumbListLd(crumbs)];
}
