import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '../../lib/navigation';
import { useGetWishlistProductsQuery } from '../../../../generated/hooks';
import { pathFor } from '../../../shared/routing/build-path';
import { useSeo } from '../../app/seo/useSeo';
import { useT } from './messages';
import { useSession } from '../../lib/session/useSession';
import { ErrorBox } from '../../ui/ErrorBox';
import { ProductCard } from '../../ui/ProductCard';
import { Spinner } from '../../ui/Spinner';
import { useWishlist } from '../../lib/wishlist/useWishlist';
import './wishlist.css';

/** The wishlist screen: the products kept in this browser, most recently added first. */
export default function WishlistPage() {
  const t = useT();
  const { lang } = useSession();
  const wishlist = useWishlist();
  useSeo({ title: t('wishlist.title'), description: t('wishlist.seoDescription') });
  const hasIds = wishlist.ids.length > 0;
  // The previous answer stays while a removal refetches, so the grid does not flash a spinner.
  const { data, error, isPending } = useGetWishlistProductsQuery({ ids: wishlist.ids }, { enabled: hasIds, placeholderData: keepPreviousData });
  const products = hasIds ? (data?.products.data ?? []).filter((product) => wishlist.has(product.id)) : [];

  return (
    <div className="wishlist-page">
      <h1>{t('wishlist.title')}</h1>
      {hasIds && isPending ? (
        <Spinner />
      ) : hasIds && error ? (
        <ErrorBox error={error} />
      ) : products.length === 0 ? (
        <div className="empty">
          <p>{t('wishlist.empty')}</p>
          <Link to={pathFor('shop', lang)} className="button button-primary">
            {t('wishlist.toShop')}
          </Link>
        </div>
      ) : (
        <>
          <p className="wishlist-count">
            {t('wishlist.count')}: {products.length}
          </p>
          <ul className="grid">
            {products.map((product) => (
              <li key={product.id} className="wishlist-item">
                <ProductCard product={product} headingLevel={2} />
                <button
                  type="button"
                  className="button wishlist-remove"
                  aria-label={`${t('wishlist.removeProduct')}: ${product.name}`}
                  onClick={() => wishlist.remove(product.id)}
                >
                  {t('wishlist.remove')}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
