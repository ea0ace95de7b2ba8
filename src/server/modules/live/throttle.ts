import { LIVE_LIMITS } from '../../lib/live-limits';
import { createRateLimiter } from '../../lib/rate-limit';

/** The live channel's rates: per browser (client id) and per address, in this server instance. */
export interface LiveThrottle {
  /** One page visit or channel open from `address`, for the browser `client`; false when either is over its rate. */
  allow(address: string, client: string, now?: number): boolean;
}

export function createLiveThrottle(): LiveThrottle {
  const byClient = createRateLimiter({ perSecond: LIVE_LIMITS.clientPerSecond, burst: LIVE_LIMITS.clientBurst });
  const byAddress = createRateLimiter({ perSecond: LIVE_LIMITS.addressPerSecond, burst: LIVE_LIMITS.addressBurst });
  return {
    allow(address, client, now = Date.now()) {
      // The address first: client ids cost nothing to make up, so one over its address's rate is not even tracked.
      return byAddress.take(address, now) && byClient.take(client, now);
    },
  };
}
