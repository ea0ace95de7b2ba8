import { useCallback } from 'react';
import { useGetBrandQuery } from '../../../../generated/hooks';
import NotFound from '../../app/NotFound';
import { byLang, useAlternateParams } from '../../app/routes/alternate-params';
import { pathFor } from '../../../shared/routing/build-path';
import { useRouteMatch } from '../../app/routes/useRouteMatch';
import { useSession } from '../../lib/session/useSession';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { ProductListing } from '../../ui/listing/ProductListing';
import { categoryPathOf, paramOf } from '../../ui/listing/route-params';

/** A brand's shop (/brend/<brand>[/categories], /brand/…): the shop's listing of one brand's products. */
export default function BrandShopPage() {
  const { lang } = useSession();
  const match = useRouteMatch();
  const slug = paramOf(match, 'brand') ?? '';
  const path = categoryPathOf(match);
  const { data, error, isPending } = useGetBrandQuery({ slug });
  const linkFor = useCallback((categories: string[]) => pathFor('brand', lang, { brand: slug, categories }), [lang, slug]);
  const brandSlugs = data?.brand?.alternate_slugs;
  useAlternateParams(brandSlugs ? byLang((other) => ({ brand: brandSlugs[other] })) : undefined);

  if (isPending) return <Spinner />;
  if (error) return <ErrorBox error={error} />;
  const brand = data?.brand;
  if (!brand) return <NotFound />;
  return (
    <ProductListing
      key={brand.id}
      scope={{ brand: brand.id }}
      categories={{ path, linkFor, menu: { brand: brand.id } }}
      root={{ label: brand.name, to: linkFor([]) }}
      seo={{ title: brand.seo_title || brand.name, description: brand.seo_description, keywords: brand.seo_keywords, image: brand.image?.url }}
      intro={brand.description ? <div className="rich-text" dangerouslySetInnerHTML={{ __html: brand.description }} /> : undefined}
    />
  );
}
