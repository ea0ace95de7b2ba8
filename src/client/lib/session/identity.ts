import { makeSessionId, readOrCreateClientId } from '../../../shared/session/client-ids';

const browserStorage = (): Storage | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage forbidden (private mode, sandboxed frame)
  }
};

let sessionId: string | undefined;
let clientId: string | undefined;

/** The visit's 6-character session id (spec §3): one per page load, the same for every screen. */
export function currentSessionId(): string {
  sessionId ??= makeSessionId(Math.random);
  return sessionId;
}

/** The browser's client id, kept in local storage under `client` (spec §9). */
export function currentClientId(): string {
  clientId ??= readOrCreateClientId(browserStorage(), Date.now(), Math.random);
  return clientId;
}
