import { Link } from '../../lib/navigation';
import { pathFor } from '../../../shared/routing/build-path';
import { useT } from './messages';
import { useSession } from '../../lib/session/useSession';

/** Checkout with nothing in the cart: say so and lead back to the shop. */
export function EmptyCart() {
  const t = useT();
  const { lang } = useSession();
  return (
    <div className="empty checkout-empty">
      <p>{t('checkout.empty')}</p>
      <Link to={pathFor('shop', lang)} className="button button-primary">
        {t('checkout.toShop')}
      </Link>
    </div>
  );
}
