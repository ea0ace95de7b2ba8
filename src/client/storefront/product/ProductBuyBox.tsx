import { Link } from '../../lib/navigation';
import { pathFor } from '../../../shared/routing/build-path';
import { useT } from './messages';
import { useSession } from '../../lib/session/useSession';
import { Price } from '../../ui/Price';
import { AddToCartButton } from '../../ui/cart/AddToCartButton';
import { WishlistButton } from '../../ui/WishlistButton';
import { ProductLabels } from '../../ui/ProductLabels';
import type { ProductDetails } from './types';
import { VariantPicker } from './VariantPicker';
import { useChosenVariant } from './useChosenVariant';

/** Name, labels, code and brand, the variant's options, then the price, stock, add to cart and the wishlist heart. */
export function ProductBuyBox({ product, withPrice }: { product: ProductDetails; withPrice: boolean }) {
  const t = useT();
  const { lang } = useSession();
  const { chosen, choose } = useChosenVariant(product);
  // Without options the product is its one variant; with options, what is shown is the chosen variant's (none: nothing to buy).
  const shown = product.options.length > 0 ? chosen : product;
  // initialVariant never chooses a variant switched off.
  const soldOut = !shown || shown.sold_out;
  const maxQuantity = shown?.max_quantity ?? 0;
  return (
    <div className="product-buy">
      <h1 className="product-name">{product.name}</h1>
      <ProductLabels product={product} className="product-labels" />
      <dl className="product-facts">
        <dt>{t('product.code')}</dt>
        <dd>{shown?.code ?? product.code}</dd>
        {product.brand && (
          <>
            <dt>{t('product.brand')}</dt>
            <dd>
              <Link to={pathFor('brand', lang, { brand: product.brand.slug })}>{product.brand.name}</Link>
            </dd>
          </>
        )}
      </dl>
      {chosen && <VariantPicker options={product.options} variants={product.variants} chosen={chosen} onChoose={choose} />}
      {/* Price, stock and the buttons: on a phone they stay at the screen's foot until the page reaches them (product.css). */}
      <div className="product-purchase">
        <div className="product-price">
          {withPrice ? (
            <Price price={(shown ?? product).price} discountPrice={(shown ?? product).discount_price} currency={product.currency} />
          ) : (
            <span className="price">{t('product.priceOnRequest')}</span>
          )}
        </div>
        <p className={soldOut ? 'product-stock out' : 'product-stock in'}>{t(soldOut ? 'product.outOfStock' : 'product.inStock')}</p>
        <div className="product-actions">
          {withPrice && <AddToCartButton productId={product.id} variantId={chosen?.id} maxQuantity={maxQuantity} withQuantity />}
          <WishlistButton productId={product.id} productName={product.name} />
        </div>
      </div>
    </div>
  );
}
