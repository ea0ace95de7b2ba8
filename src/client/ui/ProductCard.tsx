import { Link } from 'react-router-dom';
import type { ProductCardFragment } from '../../../generated/client/graphql';
import { pathFor } from '../app/routes/build-path';
import { useT } from '../lib/i18n/useT';
import { useSession } from '../lib/session/useSession';
import { Image } from './Image';
import { Price } from './Price';

/** A product tile of listings and carousels: image, name, labels and price. */
export function ProductCard({ product }: { product: ProductCardFragment }) {
  const { lang } = useSession();
  const t = useT();
  const to = pathFor('product', lang, {
    categories: product.category ? [product.category.slug] : [],
    id: product.id,
    slug: product.slug,
  });
  return (
    <article className="product-card">
      <Link to={to} className="product-card-link">
        <Image image={product.image} alt={product.name} size="sm" />
        <h3 className="product-card-name">{product.name}</h3>
      </Link>
      <p className="product-card-labels">
        {product.action && <span className="label label-action">{t('product.action')}</span>}
        {product.new && <span className="label label-new">{t('product.new')}</span>}
        {product.popular && <span className="label label-popular">{t('product.popular')}</span>}
        {product.sold_out && <span className="label label-sold-out">{t('product.soldOut')}</span>}
      </p>
      <Price price={product.price} discountPrice={product.discount_price} currency={product.currency} />
    </article>
  );
}
