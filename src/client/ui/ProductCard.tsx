import { Link } from 'react-router-dom';
import type { ProductCardFragment } from '../../../generated/client/graphql';
import { pathFor } from '../../shared/routing/build-path';
import { useSession } from '../lib/session/useSession';
import { ProductLabels } from '../storefront/product/ProductLabels';
import { WishlistButton } from '../storefront/wishlist/WishlistButton';
import { Image } from './Image';
import { Price } from './Price';

/** A product tile of listings and carousels: image, name, labels, price and the wishlist heart. */
export function ProductCard({ product }: { product: ProductCardFragment }) {
  const { lang } = useSession();
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
      <ProductLabels product={product} className="product-card-labels" />
      <Price price={product.price} discountPrice={product.discount_price} currency={product.currency} />
      <WishlistButton productId={product.id} productName={product.name} />
    </article>
  );
}
