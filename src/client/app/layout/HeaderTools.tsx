import { Link } from '../../lib/navigation';
import { useCart } from '../../lib/cart/useCart';
import { readWishlist } from '../../lib/wishlist/storage';
import { WISHLIST_STORAGE_KEY } from '../../../shared/constants';
import { useT } from '../../lib/i18n/useT';
import { useSession } from '../../lib/session/useSession';
import { useStoredValue } from '../../lib/useStoredValue';
import { pathFor } from '../../../shared/routing/build-path';

/**
 * A tool's label and count, read out as "Korpa: 2". The visible words are "Korpa 2", in the same
 * order as the name (WCAG 2.5.3, label in name), so a voice user says what they see.
 */
function Counted({ label, count }: { label: string; count: number }) {
  return (
    <>
      <span className="tool-label">{label}</span> <span className="tool-count">{count}</span>
    </>
  );
}

/**
 * The wishlist, account and cart at the header's end: an icon each (styles.css draws them), a label
 * (hidden on a phone, still read out) and the wishlist's and cart's counts. The counts and who is
 * signed in come from the browser, after hydration: the server's header is every shopper's.
 */
export function HeaderTools({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const { lang, userToken } = useSession();
  const { units } = useCart();
  const wished = useStoredValue(WISHLIST_STORAGE_KEY, readWishlist).length;
  return (
    <div className="header-tools">
      <Link to={pathFor('wishlist', lang)} onClick={onNavigate} className="tool tool-wishlist" aria-label={`${t('nav.wishlist')}: ${wished}`}>
        <Counted label={t('nav.wishlist')} count={wished} />
      </Link>
      <Link to={pathFor(userToken ? 'userDashboard' : 'login', lang)} onClick={onNavigate} className="tool tool-account">
        <span className="tool-label">{t(userToken ? 'nav.account' : 'nav.login')}</span>
      </Link>
      <Link to={pathFor('checkout', lang)} onClick={onNavigate} className="tool tool-cart cart-link" aria-label={`${t('nav.cart')}: ${units}`}>
        <Counted label={t('nav.cart')} count={units} />
      </Link>
    </div>
  );
}
