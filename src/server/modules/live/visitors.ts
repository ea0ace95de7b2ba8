/**
 * The live visitor registry's records and rules: one record per browser (client id) with its
 * current session. A visitor is on the site while its live channel is open (src/server/modules/live/service.ts).
 */
import type { LanguageId } from '../../../shared/i18n/languages';

/** A page a live visitor opened. */
export interface LiveVisit {
  path: string;
  /** ISO instant. */
  visited_at: string;
}

/** A browser on the site, keyed by its client id. Plain JSON, so that Redis can hold it. */
export interface LiveVisitorState {
  client: string;
  session: string;
  /** The path it is on now. */
  path: string;
  lang: LanguageId;
  is_mobile: boolean;
  /** The signed-in shopper (users.id), if any. */
  user_id: number | null;
  first_seen_at: string;
  last_seen_at: string;
  /** This session's pages, oldest first. */
  history: LiveVisit[];
}

/** A message of the live channel, both ways. */
export interface LiveMessage {
  subject: string;
  type: string;
  name: string;
  timestamp: number;
}

/** A session's history keeps at most this many pages (the newest), so a record stays small. */
export const MAX_HISTORY = 100;

/** The storefront's home page in a language: / in Serbian, /home in English (src/shared/routing/routes.ts ROUTES). */
export const homePath = (lang: LanguageId): string => (lang === 1 ? '/home' : '/');

/** The order of the visitor list: most recent first, then by client id. */
export function mostRecentFirst(a: Pick<LiveVisitorState, 'client' | 'last_seen_at'>, b: Pick<LiveVisitorState, 'client' | 'last_seen_at'>): number {
  return b.last_seen_at.localeCompare(a.last_seen_at) || a.client.localeCompare(b.client);
}

export interface Arrival {
  client: string;
  session: string;
  lang: LanguageId;
  is_mobile?: boolean | null;
  user_id: number | null;
}

/** A browser's first message, at `at`: a new visitor on the home page of its language. */
export function newVisitor(arrival: Arrival, at: string): LiveVisitorState {
  return {
    client: arrival.client,
    session: arrival.session,
    path: homePath(arrival.lang),
    lang: arrival.lang,
    is_mobile: arrival.is_mobile ?? false,
    user_id: arrival.user_id,
    first_seen_at: at,
    last_seen_at: at,
    history: [],
  };
}

/**
 * A known visitor seen again at `at` (changed in place): it starts over (new history) with a new
 * session or after it had left (`onSite` false); its shopper and device are the latest message's.
 */
export function seenAgain(visitor: LiveVisitorState, arrival: Arrival, onSite: boolean, at: string): void {
  if (visitor.session !== arrival.session || !onSite) {
    Object.assign(visitor, { session: arrival.session, lang: arrival.lang, first_seen_at: at, history: [] });
  }
  visitor.last_seen_at = at;
  visitor.user_id = arrival.user_id;
  if (arrival.is_mobile != null) visitor.is_mobile = arrival.is_mobile;
}

/**
 * The visitor of a client id, seen at `at`: created on its first message, starting over (new
 * history) with a new session or after it had left.
 */
export function arrive(known: LiveVisitorState | null, arrival: Arrival, onSite: boolean, at: string): LiveVisitorState {
  if (!known) return newVisitor(arrival, at);
  const visitor: LiveVisitorState = { ...known, history: [...known.history] };
  seenAgain(visitor, arrival, onSite, at);
  return visitor;
}

/** A page visit: the visitor is on `path` now; a repeat of the last path is not added to the history twice. */
export function recordPageVisit(visitor: LiveVisitorState, path: string, lang: LanguageId, at: string): void {
  visitor.path = path;
  visitor.lang = lang;
  visitor.last_seen_at = at;
  if (visitor.history.at(-1)?.path !== path) visitor.history.push({ path, visited_at: at });
}

/** A page visit as the server keeps it: recordPageVisit, then only the newest MAX_HISTORY pages. */
export function visitPage(visitor: LiveVisitorState, path: string, lang: LanguageId, at: string): void {
  recordPageVisit(visitor, path, lang, at);
  if (visitor.history.length > MAX_HISTORY) visitor.history.splice(0, visitor.history.length - MAX_HISTORY);
}
