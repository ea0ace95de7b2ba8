import { useCallback, useEffect, useRef } from 'react';
import { useRecordBannerEventMutation } from '../../../generated/hooks';
import { useSession } from '../lib/session/useSession';

/**
 * Counts the banners' statistics (admin's banner stats): one view per banner shown on this screen,
 * and a click each time one is followed. Returns the click counter for the banner's link.
 */
export function useBannerEvents(banners: readonly { id: string }[]): (bannerId: string) => void {
  const { clientId } = useSession();
  const { mutate: record } = useRecordBannerEventMutation();
  const counted = useRef(new Set<string>());

  useEffect(() => {
    for (const banner of banners) {
      if (counted.current.has(banner.id)) continue;
      counted.current.add(banner.id);
      record({ banner_id: banner.id, event: 'VIEW', client: clientId || null });
    }
  }, [banners, record, clientId]);

  return useCallback((bannerId: string) => record({ banner_id: bannerId, event: 'CLICK', client: clientId || null }), [record, clientId]);
}
