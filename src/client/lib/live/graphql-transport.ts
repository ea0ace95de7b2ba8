import { LiveMessagesDocument, SendLiveMessageDocument } from '../../../../generated/hooks';
import { execute as executeRequest, subscribe as subscribeRequest } from '../graphql';
import { isConnectedMessage } from './messages';
import type { LiveTransport } from './transport';

export interface LiveIdentity {
  client: string;
  session: string;
  /** Read at each send: the window may cross the mobile breakpoint. */
  isMobile(): boolean;
}

/** The two transport calls used, injectable for tests. */
export interface LiveRequests {
  subscribe: typeof subscribeRequest;
  execute: typeof executeRequest;
}

/**
 * The live channel over the one GraphQL transport: the LiveMessages subscription listens, and
 * SendLiveMessage sends. The server's hello (subject live, type connected) marks the channel open;
 * an error or the end of the subscription closes it.
 */
export function graphqlLiveTransport(
  identity: LiveIdentity,
  requests: LiveRequests = { subscribe: subscribeRequest, execute: executeRequest },
): LiveTransport {
  const { client, session } = identity;
  return {
    connect(sink) {
      return requests.subscribe(
        LiveMessagesDocument,
        { client, session },
        {
          next: ({ liveMessages }) => {
            if (isConnectedMessage(liveMessages)) sink.open();
            else sink.message(liveMessages);
          },
          error: (error) => sink.closed(error),
          complete: () => sink.closed(),
        },
      );
    },
    async send(message) {
      const { sendLiveMessage } = await requests.execute(SendLiveMessageDocument, {
        client,
        session,
        is_mobile: identity.isMobile(),
        message,
      });
      if (!sendLiveMessage.success) throw new Error(sendLiveMessage.error ?? 'Live message refused');
    },
  };
}
