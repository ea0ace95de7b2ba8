import { Link } from '../../lib/navigation';
import { useGetProductQuery } from '../../../../generated/hooks';
import { byLang, useAlternateParams } from '../../app/routes/alternate-params';
import { pathFor } from '../../../shared/routing/build-path';
import { useRouteMatch } from '../../app/routes/useRouteMatch';
import { absoluteFrom } from '../../app/seo/page-head';
import { useOrigin } from '../../app/seo/useOrigin';
import { useSeo } from '../../app/seo/useSeo';
import { useT } from './messages';
import { useSession } from '../../lib/session/useSession';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { productTrail } from './category-trail';
import { productJsonLd } from './product-json-ld';
import { ConnectedProducts } from './ConnectedProducts';
import { RecentlyViewed } from './RecentlyViewed';
import { ProductBanners, useProductBanners } from './ProductBanners';
import { ProductBreadcrumbs } from './ProductBreadcrumbs';
import { ProductBuyBox } from './ProductBuyBox';
import { ProductPictures } from './ProductPictures';
import { ProductSpecifications } from './ProductSpecifications';
import { ProductVideo, isYoutubeId } from './ProductVideo';
import { shownSections } from './sections';
import { useCanonicalProductPath } from './useCanonicalProductPath';
import { RecordProductView } from './useRecordProductView';
import './product.css';

/** The product page (/proizvod/[categories/]<id>/<slug>): everything about one product, and buying it. */
export default function ProductPage() {
  const t = useT();
  const { lang } = useSession();
  const match = useRouteMatch();
  const id = match.kind === 'static' && typeof match.params.id === 'string' ? match.params.id : '';
  const { data, error, isPending } = useGetProductQuery({ id });
  const product = data?.product;
  const banners = useProductBanners();
  const origin = useOrigin();

  const trail = productTrail(product);
  useCanonicalProductPath(product, trail);
  useAlternateParams(
    product ? byLang((other) => ({ slug: product.alternate_slugs[other], categories: trail.map((category) => category.alternate_slugs![other]!) })) : undefined,
  );
  useSeo(
    product
      ? {
          title: product.seo_title || product.name,
          description: product.seo_description,
          keywords: product.seo_keywords,
          image: absoluteFrom(origin)(product.image?.url_lg),
          type: 'product',
          jsonLd: productJsonLd(product, trail, { lang, origin, withPrice: shownSections(product.features).price, labels: { home: t('nav.home'), shop: t('nav.shop') } }),
        }
      : data
        ? { title: t('product.notFound') }
        : {},
  );

  if (isPending) return <Spinner />;
  if (error) return <ErrorBox error={error} />;
  if (!product) {
    return (
      <div className="not-found">
        <h1>{t('notFound.title')}</h1>
        <p>{t('product.notFound')}</p>
        <p>{t('product.notFoundHint')}</p>
        <p>
          <Link to={pathFor('shop', lang)} className="button button-primary">
            {t('product.backToShop')}
          </Link>
        </p>
      </div>
    );
  }

  const shown = shownSections(product.features);
  return (
    <div className="product-page">
      <RecordProductView productId={product.id} />
      <ProductBreadcrumbs trail={trail} productName={product.name} />
      {/* The banners' column is on the opening tag: a browser drawing the page as it streams in lays it out once. */}
      <div className={banners.length > 0 ? 'product-layout with-banners' : 'product-layout'}>
        <div className="product-main">
          <div className="product-top">
            <ProductPictures product={product} withThumbnails={shown.gallery} />
            <ProductBuyBox product={product} withPrice={shown.price} />
          </div>
          {product.description && (
            <section className="product-section product-description" aria-labelledby="product-description">
              <h2 id="product-description">{t('product.description')}</h2>
              {/* The server sanitises every admin text before it is stored and sent. */}
              <div className="rich-text" dangerouslySetInnerHTML={{ __html: product.description }} />
            </section>
          )}
          {shown.specifications && product.specifications.length > 0 && <ProductSpecifications specifications={product.specifications} />}
          {shown.youtube && isYoutubeId(product.youtube_id) && <ProductVideo videoId={product.youtube_id} productName={product.name} />}
          {shown.connected && product.connected.length > 0 && <ConnectedProducts products={product.connected} />}
          <RecentlyViewed productId={product.id} />
        </div>
        <ProductBanners banners={banners} />
      </div>
    </div>
  );
}
