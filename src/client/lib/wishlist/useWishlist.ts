import { useCallback } from 'react';
import { toast } from '../toast';
import { useCreateWishlistAddedMutation } from '../../../../generated/hooks';
import { WISHLIST_STORAGE_KEY } from '../../../shared/constants';
import { useT } from '../i18n/useT';
import { useSession } from '../session/useSession';
import { browserLocalStorage, notifyStoredValueChanged, useStoredValue } from '../useStoredValue';
import { latestCampaign } from '../campaigns/campaigns';
import { readWishlist, removeFromWishlist, toggleWishlist } from './storage';

export interface Wishlist {
  /** Product ids, most recently added first. */
  ids: string[];
  has(productId: string): boolean;
  /** Adds or removes the product; an add is counted on the server (spec §7). */
  toggle(productId: string): void;
  remove(productId: string): void;
}

/** The shopper's wishlist in local storage; every component using it re-renders on each change. */
export function useWishlist(): Wishlist {
  const t = useT();
  const { clientId, sessionId } = useSession();
  const ids = useStoredValue(WISHLIST_STORAGE_KEY, readWishlist);
  // Counting an add is statistics: the wishlist itself already changed, so a failed count is not shown.
  const { mutate: countAdd } = useCreateWishlistAddedMutation();

  const toggle = useCallback(
    (productId: string) => {
      const storage = browserLocalStorage();
      const result = toggleWishlist(storage, productId);
      if (result.action === 'ignored') return;
      notifyStoredValueChanged(WISHLIST_STORAGE_KEY);
      if (result.sendWishlistAdded) {
        countAdd({ product_id: productId, client: clientId, session: sessionId, campaign: latestCampaign(storage) });
      }
      toast.success(t(result.action === 'added' ? 'wishlist.added' : 'wishlist.removed'));
    },
    [t, clientId, sessionId, countAdd],
  );

  const remove = useCallback(
    (productId: string) => {
      removeFromWishlist(browserLocalStorage(), productId);
      notifyStoredValueChanged(WISHLIST_STORAGE_KEY);
      toast.success(t('wishlist.removed'));
    },
    [t],
  );

  return { ids, has: (productId) => ids.includes(productId), toggle, remove };
}
