import { useEffect, useRef, useState } from 'react';
import type { LiveConnection, LiveHandler } from './connection';
import { pageVisitMessage } from './messages';
import type { LiveTransport } from './transport';

export interface LiveChannelOptions {
  client: string;
  session: string;
  isMobile: boolean;
  /** The page the shopper is on; each new one is sent as a page visit. */
  path: string;
  /** False keeps the channel closed (for example in the admin area); true by default. */
  enabled?: boolean;
  /** The GraphQL transport unless given; tests pass a fake. */
  transport?: LiveTransport;
  now?: () => number;
}

/**
 * Keeps the storefront's live channel open while mounted and reports every page the shopper opens.
 * Returns the connection (undefined while closed, and until its code has loaded) for useLiveHandler.
 */
export function useLiveChannel({
  client,
  session,
  isMobile,
  path,
  enabled = true,
  transport,
  now = Date.now,
}: LiveChannelOptions): LiveConnection | undefined {
  const [connection, setConnection] = useState<LiveConnection>();
  // Crossing the mobile breakpoint changes what the next message says, not the connection.
  const mobile = useRef(isMobile);
  mobile.current = isMobile;
  const clock = useRef(now);
  clock.current = now;

  useEffect(() => {
    if (!enabled || !client || !session) return undefined;
    let live: LiveConnection | undefined;
    let closed = false;
    // The channel opens once the page is up, so its code (and graphql-ws) is not in the first load.
    import('./start-connection').then(
      ({ startLiveConnection }) => {
        if (closed) return;
        live = startLiveConnection(transport, { client, session, isMobile: () => mobile.current });
        setConnection(live);
      },
      (error: unknown) => console.warn('The live channel did not load', error),
    );
    return () => {
      closed = true;
      if (!live) return;
      live.stop();
      setConnection(undefined);
    };
  }, [client, session, enabled, transport]);

  useEffect(() => {
    connection?.send(pageVisitMessage(path, clock.current()));
  }, [connection, path]);

  return connection;
}

/** Hands the channel's messages of `subject` to `handler` while mounted. */
export function useLiveHandler(connection: LiveConnection | undefined, subject: string, handler: LiveHandler): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => connection?.on(subject, (message) => latest.current(message)), [connection, subject]);
}
