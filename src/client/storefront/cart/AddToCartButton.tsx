import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { ORDER_MAX_QUANTITY } from '../../../shared/constants';
import { useT } from '../../lib/i18n/useT';
import { useCart } from './useCart';

/** Puts units of a product in the cart, with a quantity picker up to the order maximum (spec §9). */
export function AddToCartButton({ productId, disabled = false, withQuantity = false }: { productId: string; disabled?: boolean; withQuantity?: boolean }) {
  const t = useT();
  const cart = useCart();
  const quantityId = useId();
  const [quantity, setQuantity] = useState(1);
  const inCart = cart.lines.find((line) => line.product_id === productId)?.quantity ?? 0;
  const room = ORDER_MAX_QUANTITY - inCart;
  return (
    <div className="add-to-cart">
      {withQuantity && (
        <>
          <label htmlFor={quantityId}>{t('cart.quantity')}</label>
          <select id={quantityId} value={Math.min(quantity, Math.max(room, 1))} onChange={(event) => setQuantity(Number(event.target.value))} disabled={disabled || room <= 0}>
            {Array.from({ length: Math.max(room, 1) }, (_, index) => index + 1).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </>
      )}
      <button
        type="button"
        className="button button-primary"
        disabled={disabled || room <= 0}
        onClick={() => {
          cart.add(productId, withQuantity ? quantity : 1);
          toast.success(t('cart.added'));
        }}
      >
        {t('cart.add')}
      </button>
    </div>
  );
}
