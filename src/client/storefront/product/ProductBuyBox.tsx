import { Link } from '../../lib/navigation';
import { pathFor } from '../../../shared/routing/build-path';
import { useT } from './messages';
import { useSession } from '../../lib/session/useSession';
import { Price } from '../../ui/Price';
import { AddToCartButton } from '../../ui/cart/AddToCartButton';
import { WishlistButton } from '../../ui/WishlistButton';
import { ProductLabels } from '../../ui/ProductLabels';
import type { ProductDetails } from './types';

/** Name, labels, code and brand, then the price, stock, add to cart and the wishlist heart. */
export function ProductBuyBox({ product, withPrice }: { product: ProductDetails; withPrice: boolean }) {
  const t = useT();
  const { lang } = useSession();
  return (
    <div className="product-buy">
      <h1 className="product-name">{product.name}</h1>
      <ProductLabels product={product} className="product-labels" />
      <dl className="product-facts">
        <dt>{t('product.code')}</dt>
        <dd>{product.code}</dd>
        {product.brand && (
          <>
            <dt>{t('product.brand')}</dt>
            <dd>
              <Link to={pathFor('brand', lang, { brand: product.brand.slug })}>{product.brand.name}</Link>
            </dd>
          </>
        )}
      </dl>
      {/* Price, stock and the buttons: on a phone they stay at the screen's foot until the page reaches them (product.css). */}
      <div className="product-purchase">
        <div className="product-price">
          {withPrice ? (
            <Price price={product.price} discountPrice={product.discount_price} currency={product.currency} />
          ) : (
            <span className="price">{t('product.priceOnRequest')}</span>
          )}
        </div>
        <p className={product.sold_out ? 'product-stock out' : 'product-stock in'}>{t(product.sold_out ? 'product.outOfStock' : 'product.inStock')}</p>
        <div className="product-actions">
          {withPrice && <AddToCartButton productId={product.id} maxQuantity={product.max_quantity} withQuantity />}
          <WishlistButton productId={product.id} productName={product.name} />
        </div>
      </div>
    </div>
  );
}
