import { Link } from '../../lib/navigation';
import type { GetOrderQuoteQuery } from '../../../../generated/client/graphql';
import { quantityChoices } from '../../../shared/orders/order-quantity';
import { formatMoney } from '../../../shared/catalog/price';
import { useT } from './messages';
import { useSession } from '../../lib/session/useSession';
import { Image } from '../../ui/Image';
import { lineKey, type CartLine } from '../../lib/cart/cart-storage';
import { withVariantName } from '../../../shared/rules/catalog';
import { productLinkPath } from '../../../shared/routing/canonical-paths';

type QuoteItem = GetOrderQuoteQuery['orderQuote']['items'][number];

interface Props {
  items: readonly QuoteItem[];
  /** The cart as stored, whose quantities the shopper picks. */
  lines: readonly CartLine[];
  currency: string;
  /** The lines (their keys) the quote brought down to the stock. */
  reduced: ReadonlySet<string>;
  /** `key`: the line's lineKey (its variant's id). */
  onQuantity(key: string, quantity: number, most: number): void;
  onRemove(key: string, name: string): void;
}

/** The cart's lines with the server's prices, each named with its variant: quantity picker (1 to the variant's max_quantity) and remove. */
export function CartLines({ items, lines, currency, reduced, onQuantity, onRemove }: Props) {
  const t = useT();
  const { lang } = useSession();
  return (
    <ul className="cart-lines">
      {items.map(({ product, variant, quantity, price, total }) => {
        const choices = quantityChoices(variant.max_quantity);
        const key = variant.id;
        const wanted = Math.min(lines.find((line) => lineKey(line) === key)?.quantity ?? quantity, choices.length);
        const to = productLinkPath(lang, product);
        const name = withVariantName(product.name, variant.name);
        const quantityId = `cart-quantity-${key}`;
        return (
          <li key={key} className="cart-line">
            <Link to={to} className="cart-line-image" tabIndex={-1} aria-hidden="true">
              <Image image={product.image} alt={product.name} size="sm" />
            </Link>
            <div className="cart-line-info">
              <Link to={to} className="cart-line-name">
                {product.name}
              </Link>
              {variant.name && <p className="cart-line-variant">{variant.name}</p>}
              <p className="cart-line-price">
                {t('checkout.unitPrice')}: {formatMoney(price, currency)}
              </p>
              {reduced.has(key) && <p className="form-hint">{t('checkout.capped', { quantity })}</p>}
            </div>
            <div className="cart-line-controls">
              <label htmlFor={quantityId} className="visually-hidden">
                {t('checkout.quantityOf', { name })}
              </label>
              <select id={quantityId} value={wanted} onChange={(event) => onQuantity(key, Number(event.target.value), variant.max_quantity)}>
                {choices.map((count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </select>
              <strong className="cart-line-total">
                {formatMoney(total, currency)}
              </strong>
              <button type="button" className="button cart-line-remove" aria-label={t('checkout.removeOf', { name })} onClick={() => onRemove(key, name)}>
                {t('checkout.remove')}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
