import type { LiveMessageInput } from '../../../../generated/client/graphql';

/** A message of the live channel, both ways (spec §4, §7). */
export type LiveMessage = LiveMessageInput;

/** The subject and type of a page visit, and of the server's hello on every (re)connection. */
export const LIVE_HISTORY = { subject: 'history', type: 'page' } as const;
export const LIVE_CONNECTED = { subject: 'live', type: 'connected' } as const;

/** What the storefront sends on every navigation: subject history, type page, name the path. */
export function pageVisitMessage(path: string, timestamp: number): LiveMessage {
  return { ...LIVE_HISTORY, name: path, timestamp };
}

export function isConnectedMessage(message: Pick<LiveMessage, 'subject' | 'type'>): boolean {
  return message.subject === LIVE_CONNECTED.subject && message.type === LIVE_CONNECTED.type;
}
