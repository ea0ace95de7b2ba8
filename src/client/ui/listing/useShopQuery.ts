import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from '../../lib/navigation';
import { parseShopQuery, type ShopQuery } from '../../../shared/catalog/filter-query';
import { useSession } from '../../lib/session/useSession';
import { listingHref } from './listing-url';
import { rememberPlace } from '../../lib/keep-place';

/**
 * The listing's state lives in the address (spec §2's query string), not in components: every
 * change pushes a history entry, so Back and Forward restore the listing the shopper saw. A change
 * made here (a filter, the price, the sort) leaves the page where it is (issue 24: ticking a filter
 * far down the column must not throw the shopper to the top, and the box stays where it was on the
 * screen: lib/keep-place.ts); the pages' links still go to the top.
 */
export function useShopQuery() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { lang, isAdmin } = useSession();
  const query = useMemo(() => parseShopQuery(search, lang, { admin: isAdmin }), [search, lang, isAdmin]);
  const hrefFor = useCallback((next: ShopQuery) => listingHref(pathname, next, lang, search), [pathname, lang, search]);
  const go = useCallback(
    (next: ShopQuery) => {
      rememberPlace();
      navigate(hrefFor(next), { keepScroll: true });
    },
    [navigate, hrefFor],
  );
  return { query, hrefFor, go };
}
