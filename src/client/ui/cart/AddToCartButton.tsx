import { Suspense, lazy, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { quantityChoices } from '../../../shared/orders/order-quantity';
import { useT } from './messages';
import { useCart } from '../../lib/cart/useCart';
import { lineKey } from '../../lib/cart/cart-storage';

/** The drawer that shows the cart after an add: its own chunk, loaded with the first add. */
const MiniCart = lazy(() => import('./MiniCart'));

interface Props {
  productId: string;
  /** The product's variant chosen (one with options); left out, the product's own. */
  variantId?: string;
  /** The product's max_quantity: the order maximum (spec §9) or its stock, whichever is lower; 0 when sold out. */
  maxQuantity: number;
  withQuantity?: boolean;
}

/**
 * Puts units of a product in the cart, with a quantity picker up to what may still be ordered (the
 * product's limit less what the cart holds), then opens the mini-cart. A sold-out product offers neither.
 */
export function AddToCartButton({ productId, variantId, maxQuantity, withQuantity = false }: Props) {
  const t = useT();
  const cart = useCart();
  const quantityId = useId();
  const [quantity, setQuantity] = useState(1);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (maxQuantity <= 0) return null;
  const key = variantId ?? productId;
  const inCart = cart.lines.find((line) => lineKey(line) === key)?.quantity ?? 0;
  const choices = quantityChoices(maxQuantity - inCart);
  const full = choices.length === 0;
  return (
    <div className="add-to-cart">
      {withQuantity && !full && (
        <>
          <label htmlFor={quantityId}>{t('cart.quantity')}</label>
          <select id={quantityId} value={Math.min(quantity, choices.length)} onChange={(event) => setQuantity(Number(event.target.value))}>
            {choices.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </>
      )}
      <button
        ref={button}
        type="button"
        className="button button-primary"
        disabled={full}
        onClick={() => {
          cart.add(productId, withQuantity ? Math.min(quantity, choices.length) : 1, maxQuantity, variantId);
          setDrawerOpen(true);
        }}
      >
        {t('cart.add')}
      </button>
      {full && <p className="form-hint">{t('cart.allInCart')}</p>}
      {drawerOpen &&
        createPortal(
          <Suspense fallback={null}>
            <MiniCart onClose={() => setDrawerOpen(false)} returnFocus={button.current} />
          </Suspense>,
          document.body,
        )}
    </div>
  );
}
