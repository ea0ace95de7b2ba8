import { useLayoutEffect } from 'react';
import { useLocation } from '../navigation';
import { CAMPAIGNS_STORAGE_KEY } from '../../../shared/constants';
import { browserLocalStorage, notifyStoredValueChanged } from '../useStoredValue';
import { campaignFromSearch, rememberCampaign } from './campaigns';

/**
 * Remembers the campaign of a link the shopper arrived with (?kampanja=CODE), so later wishlist adds
 * and product views are credited to it. A layout effect, so it is stored before the screen's own
 * effects (a product page opened by a campaign link counts its view with that campaign).
 */
export function useCampaignArrival(): void {
  const { search } = useLocation();
  useLayoutEffect(() => {
    const code = campaignFromSearch(search);
    if (!code) return;
    rememberCampaign(browserLocalStorage(), code, Date.now());
    notifyStoredValueChanged(CAMPAIGNS_STORAGE_KEY);
  }, [search]);
}
