import { createPubSub } from 'graphql-yoga';

/** In-process publish/subscribe for the mock's subscriptions (live visitors, live messages). */
export function createMockEvents() {
  return createPubSub<{
    /** Something about the live visitors changed; the payload is unused, subscribers re-read the store. */
    'live:visitors': [];
    /** A message for one storefront, keyed by `client:session`. */
    'live:message': [target: string, message: { subject: string; type: string; name: string; timestamp: number }];
  }>();
}

export type MockEvents = ReturnType<typeof createMockEvents>;
