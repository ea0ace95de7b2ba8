import { useEffect, useRef } from 'react';
import { Link } from '../../lib/navigation';
import { useGetOrderQuoteQuery } from '../../../../generated/hooks';
import { formatMoney } from '../../../shared/catalog/price';
import { pathFor } from '../../../shared/routing/build-path';
import { productLinkPath } from '../../../shared/routing/canonical-paths';
import { useSession } from '../../lib/session/useSession';
import { ErrorBox } from '../ErrorBox';
import { Image } from '../Image';
import { Spinner } from '../Spinner';
import { useT } from './messages';
import { useCart } from '../../lib/cart/useCart';
import { orderItemsOf } from '../../lib/cart/cart-storage';
import { withVariantName } from '../../../shared/rules/catalog';
import './mini-cart.css';

/**
 * The drawer that opens when a product goes into the cart: what the cart holds now, with the
 * server's prices and subtotal, and the ways on: back to the shop or to the checkout. Not modal (the
 * page stays usable); the focus moves into it, Escape or the close button returns it to `returnFocus`.
 */
export default function MiniCart({ onClose, returnFocus }: { onClose: () => void; returnFocus: HTMLElement | null }) {
  const t = useT();
  const { lang } = useSession();
  const { lines, units } = useCart();
  const heading = useRef<HTMLHeadingElement>(null);
  const quote = useGetOrderQuoteQuery({ items: orderItemsOf(lines) }, { enabled: lines.length > 0 });
  const close = () => {
    onClose();
    returnFocus?.focus();
  };
  useEffect(() => heading.current?.focus(), []);
  const data = quote.data?.orderQuote;

  return (
    <>
      <div className="mini-cart-backdrop" aria-hidden="true" onClick={close} />
      <section
        className="mini-cart"
        role="dialog"
        aria-modal="false"
        aria-labelledby="mini-cart-title"
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
      >
        {/* A div, not a header: a header here would be a second banner landmark beside the page's own. */}
        <div className="mini-cart-head">
          <h2 id="mini-cart-title" ref={heading} tabIndex={-1}>
            {t('cart.added')}
          </h2>
          <button type="button" className="icon-button mini-cart-close" aria-label={t('cart.close')} onClick={close} />
        </div>
        <p className="mini-cart-units">{t('cart.units', { count: units })}</p>
        {quote.isPending && lines.length > 0 && <Spinner />}
        {quote.error && <ErrorBox error={quote.error} />}
        {data && (
          <>
            <ul className="mini-cart-lines">
              {data.items.map(({ product, variant, quantity, total }) => (
                <li key={variant.id} className="mini-cart-line">
                  <Image image={product.image} decorative size="sm" />
                  <Link to={productLinkPath(lang, product)} onClick={onClose}>
                    {t('cart.lineOf', { quantity, name: withVariantName(product.name, variant.name) })}
                  </Link>
                  <strong>{formatMoney(total, data.currency)}</strong>
                </li>
              ))}
            </ul>
            <p className="mini-cart-subtotal">
              <span>{t('cart.subtotal')}</span> <strong>{formatMoney(data.subtotal, data.currency)}</strong>
            </p>
          </>
        )}
        <div className="mini-cart-actions">
          <Link to={pathFor('checkout', lang)} className="button button-primary" onClick={onClose}>
            {t('cart.toCheckout')}
          </Link>
          <button type="button" className="button" onClick={close}>
            {t('cart.continue')}
          </button>
        </div>
      </section>
    </>
  );
}
