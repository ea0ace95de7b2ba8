import { keepPreviousData } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useGetRecentlyViewedProductsQuery } from '../../../../generated/hooks';
import { RECENTLY_VIEWED_STORAGE_KEY } from '../../../shared/constants';
import { browserLocalStorage, notifyStoredValueChanged, useStoredValue } from '../../lib/useStoredValue';
import { ProductGrid } from '../../ui/ProductGrid';
import { useT } from './messages';
import { readRecentlyViewed, recordRecentlyViewed } from './recently-viewed';

/** How many of the other recently viewed products the page shows: one row on a desktop. */
const SHOWN = 4;

/**
 * The products the shopper opened before this one (kept in the browser, so it shows once the page
 * runs there), newest first; this one joins the list for the next product page.
 */
export function RecentlyViewed({ productId }: { productId: string }) {
  const t = useT();
  const ids = useStoredValue(RECENTLY_VIEWED_STORAGE_KEY, readRecentlyViewed);
  useEffect(() => {
    recordRecentlyViewed(browserLocalStorage(), productId);
    notifyStoredValueChanged(RECENTLY_VIEWED_STORAGE_KEY);
  }, [productId]);
  const others = ids.filter((id) => id !== productId).slice(0, SHOWN);
  const query = useGetRecentlyViewedProductsQuery({ ids: others }, { enabled: others.length > 0, placeholderData: keepPreviousData });
  const found = query.data?.products.data ?? [];
  const products = others.flatMap((id) => found.filter((product) => product.id === id));
  if (others.length === 0 || products.length === 0) return null;
  return (
    <section className="product-section product-recent" aria-labelledby="product-recent">
      <h2 id="product-recent">{t('product.recentlyViewed')}</h2>
      <ProductGrid products={products} />
    </section>
  );
}
