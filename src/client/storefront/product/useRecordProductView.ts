import { useEffect, useRef } from 'react';
import { useRecordProductViewMutation } from '../../../../generated/hooks';
import { useSession } from '../../lib/session/useSession';
import { browserLocalStorage } from '../../lib/useStoredValue';
import { latestCampaign } from '../../lib/campaigns/campaigns';

/**
 * Counts one view per product page view, with the client, session and latest campaign. The ref keeps
 * re-renders, a canonical-path redirect and React's development double effects from counting again;
 * opening another product counts that one.
 */
export function useRecordProductView(productId: string | undefined): void {
  const { clientId, sessionId } = useSession();
  const { mutate: record } = useRecordProductViewMutation();
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!productId || recorded.current === productId) return;
    recorded.current = productId;
    record({ product_id: productId, client: clientId, session: sessionId, campaign: latestCampaign(browserLocalStorage()) });
  }, [productId, clientId, sessionId, record]);
}

/**
 * Counts the view (useRecordProductView) from a component of its own: the mutation's pending and
 * success states re-render this alone, not the whole product page as it settles after load.
 */
export function RecordProductView({ productId }: { productId: string }): null {
  useRecordProductView(productId);
  return null;
}
