import { Link } from '../../lib/navigation';
import { useCart } from '../../storefront/cart/useCart';
import { useT } from '../../lib/i18n/useT';
import { useSession } from '../../lib/session/useSession';
import { pathFor } from '../../../shared/routing/build-path';

/** The account and cart links at the header's end: the cart shows how many units it holds. */
export function HeaderTools({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const { lang, userToken } = useSession();
  const { units } = useCart();
  return (
    <div className="header-tools">
      <Link to={pathFor(userToken ? 'userDashboard' : 'login', lang)} onClick={onNavigate}>
        {t(userToken ? 'nav.account' : 'nav.login')}
      </Link>
      <Link to={pathFor('checkout', lang)} onClick={onNavigate} className="cart-link" aria-label={`${t('nav.cart')}: ${units}`}>
        {t('nav.cart')} <span className="cart-count">{units}</span>
      </Link>
    </div>
  );
}
