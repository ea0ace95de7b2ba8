import { useEffect, useState } from 'react';
import { LiveVisitorChangesDocument, useGetLiveVisitorsQuery } from '../../../../generated/hooks';
import { LIVE_RECONNECT_MS } from '../../../shared/constants';
import { subscribe } from '../../lib/graphql';
import { applyVisitorChanges, type LiveStatus, type LiveVisitor } from './live-visitors';

export interface LiveVisitorsState {
  /** The latest list: the subscription's snapshot with its changes applied, or the first paint's query until it arrives. */
  visitors: LiveVisitor[] | undefined;
  status: LiveStatus;
  /** The first paint's query failed and nothing was pushed yet. */
  error: unknown;
  pending: boolean;
}

/**
 * Who is on the site: GetLiveVisitors paints at once, then the LiveVisitorChanges subscription
 * sends everyone (a snapshot) and then what changed, which is applied to the list. When the subscription fails or ends (or the browser goes offline) the
 * state is "lost" and it subscribes again after the spec's 3 s (§4, §9).
 */
export function useLiveVisitors(): LiveVisitorsState {
  const first = useGetLiveVisitorsQuery(undefined, { refetchOnWindowFocus: false });
  const [pushed, setPushed] = useState<LiveVisitor[]>();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let retry: ReturnType<typeof setTimeout> | undefined;
    let ended = false;
    const lost = () => {
      if (ended) return;
      ended = true;
      setStatus('lost');
      retry = setTimeout(() => setAttempt((count) => count + 1), LIVE_RECONNECT_MS);
    };
    const stop = subscribe(
      LiveVisitorChangesDocument,
      {},
      {
        next: ({ liveVisitorChanges }) => {
          setPushed((current) => applyVisitorChanges(current, liveVisitorChanges));
          setStatus('live');
        },
        error: lost,
        complete: lost,
      },
    );
    // The shared socket reconnects by itself; the next push shows the list is live again.
    const offline = () => setStatus('lost');
    window.addEventListener('offline', offline);
    return () => {
      ended = true;
      stop();
      if (retry !== undefined) clearTimeout(retry);
      window.removeEventListener('offline', offline);
    };
  }, [attempt]);

  return {
    visitors: pushed ?? first.data?.liveVisitors,
    status,
    error: pushed ? undefined : first.error,
    pending: !pushed && first.isPending,
  };
}
