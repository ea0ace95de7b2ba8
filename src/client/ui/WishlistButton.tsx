import { useT } from '../lib/i18n/useT';
import { useWishlist } from '../lib/wishlist/useWishlist';
import './wishlist-button.css';

/** The heart that keeps a product on the wishlist: pressed while it is there. */
export function WishlistButton({ productId, productName }: { productId: string; productName: string }) {
  const t = useT();
  const wishlist = useWishlist();
  const saved = wishlist.has(productId);
  return (
    <button
      type="button"
      className={saved ? 'wishlist-button saved' : 'wishlist-button'}
      aria-pressed={saved}
      aria-label={`${t('wishlist.toggle')}: ${productName}`}
      title={t('wishlist.toggle')}
      onClick={() => wishlist.toggle(productId)}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.6 1.2 4.4 2.5.8-1.3 2.3-2.5 4.4-2.5 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
