import { Link } from '../lib/navigation';
import type { ProductCardFragment } from '../../../generated/client/graphql';
import { useSession } from '../lib/session/useSession';
import { ProductLabels } from './ProductLabels';
import { WishlistButton } from './WishlistButton';
import { Image } from './Image';
import { Price } from './Price';
import { productLinkPath } from '../../shared/routing/canonical-paths';

/**
 * A product tile of listings and carousels: image, name, labels, price and the wishlist heart. Its
 * name is a heading one level below the section it sits in: h2 right under a page's h1, h3 (the
 * default) under a block's h2.
 */
export function ProductCard({
  product,
  headingLevel = 3,
  imageLoading = 'lazy',
}: {
  product: ProductCardFragment;
  headingLevel?: 2 | 3;
  /** 'priority' for a tile in the page's first screen whose image may be its largest, 'eager' for one in view at once. */
  imageLoading?: 'priority' | 'eager' | 'lazy';
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { lang } = useSession();
  const to = productLinkPath(lang, product);
  return (
    <article className="product-card">
      <Link to={to} className="product-card-link">
        <Image image={product.image} decorative size="sm" priority={imageLoading === 'priority'} eager={imageLoading === 'eager'} />
        <Heading className="product-card-name">{product.name}</Heading>
      </Link>
      <ProductLabels product={product} className="product-card-labels" />
      <Price price={product.price} discountPrice={product.discount_price} currency={product.currency} from={product.price_varies} />
      <WishlistButton productId={product.id} productName={product.name} />
    </article>
  );
}
