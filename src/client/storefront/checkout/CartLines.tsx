import { Link } from '../../lib/navigation';
import type { GetOrderQuoteQuery } from '../../../../generated/client/graphql';
import { quantityChoices } from '../../../shared/order-quantity';
import { formatMoney } from '../../../shared/price';
import { useT } from './messages';
import { useSession } from '../../lib/session/useSession';
import { Image } from '../../ui/Image';
import type { CartLine } from '../../lib/cart/cart-storage';
import { productLinkPath } from '../../../shared/routing/canonical-paths';

type QuoteItem = GetOrderQuoteQuery['orderQuote']['items'][number];

interface Props {
  items: readonly QuoteItem[];
  /** The cart as stored, whose quantities the shopper picks. */
  lines: readonly CartLine[];
  currency: string;
  /** Products whose line the quote brought down to the stock. */
  reduced: ReadonlySet<string>;
  onQuantity(productId: string, quantity: number, most: number): void;
  onRemove(productId: string, name: string): void;
}

/** The cart's lines with the server's prices: quantity picker (1 to the product's max_quantity) and remove. */
export function CartLines({ items, lines, currency, reduced, onQuantity, onRemove }: Props) {
  const t = useT();
  const { lang } = useSession();
  return (
    <ul className="cart-lines">
      {items.map(({ product, quantity, price, total }) => {
        const choices = quantityChoices(product.max_quantity);
        const wanted = Math.min(lines.find((line) => line.product_id === product.id)?.quantity ?? quantity, choices.length);
        const to = productLinkPath(lang, product);
        const quantityId = `cart-quantity-${product.id}`;
        return (
          <li key={product.id} className="cart-line">
            <Link to={to} className="cart-line-image" tabIndex={-1} aria-hidden="true">
              <Image image={product.image} alt={product.name} size="sm" />
            </Link>
            <div className="cart-line-info">
              <Link to={to} className="cart-line-name">
                {product.name}
              </Link>
              <p className="cart-line-price">
                {t('checkout.unitPrice')}: {formatMoney(price, currency)}
              </p>
              {reduced.has(product.id) && <p className="form-hint">{t('checkout.capped', { quantity })}</p>}
            </div>
            <div className="cart-line-controls">
              <label htmlFor={quantityId} className="visually-hidden">
                {t('checkout.quantityOf', { name: product.name })}
              </label>
              <select id={quantityId} value={wanted} onChange={(event) => onQuantity(product.id, Number(event.target.value), product.max_quantity)}>
                {choices.map((count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </select>
              <strong className="cart-line-total">
                {formatMoney(total, currency)}
              </strong>
              <button type="button" className="button cart-line-remove" aria-label={t('checkout.removeOf', { name: product.name })} onClick={() => onRemove(product.id, product.name)}>
                {t('checkout.remove')}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
