import type { LiveVisitorChangesSubscription, LiveVisitorItemFragment } from '../../../../generated/client/graphql';

export type LiveVisitor = LiveVisitorItemFragment;
export type LiveVisitorChanges = LiveVisitorChangesSubscription['liveVisitorChanges'];

/** The list's order: most recent first, then by client id, as the server sends it. */
function mostRecentFirst(a: LiveVisitor, b: LiveVisitor): number {
  return b.last_seen_at.localeCompare(a.last_seen_at) || a.client.localeCompare(b.client);
}

/**
 * The visitor list after one push of the LiveVisitorChanges subscription: a snapshot replaces it;
 * otherwise the visitors who left are removed and each visitor sent replaces the one with its client id.
 */
export function applyVisitorChanges(current: readonly LiveVisitor[] | undefined, changes: LiveVisitorChanges): LiveVisitor[] {
  if (changes.snapshot || !current) return [...changes.visitors].sort(mostRecentFirst);
  const byClient = new Map(current.map((visitor) => [visitor.client, visitor]));
  for (const client of changes.left) byClient.delete(client);
  for (const visitor of changes.visitors) byClient.set(visitor.client, visitor);
  return [...byClient.values()].sort(mostRecentFirst);
}

/** Where the live list stands: waiting for the first push, receiving pushes, or lost and reconnecting. */
export type LiveStatus = 'connecting' | 'live' | 'lost';

/**
 * A visitor's path as a link into the storefront: only the site's own paths ('/…', never '//host'
 * or 'javascript:'); anything else links to the home page.
 */
export function storefrontHref(path: string): string {
  return path.startsWith('/') && !path.startsWith('//') ? path : '/';
}

/** The key of the admin's language name for a language index (spec §9: 0 sr, 1 en). */
export function languageKey(lang: number): string {
  return lang === 1 ? 'language.en' : 'language.sr';
}

/** Seconds since an ISO moment, never negative; NaN-safe (0 for an unreadable date). */
export function secondsSince(iso: string, now: number): number {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? 0 : Math.max(0, Math.round((now - at) / 1000));
}

/** How long ago, in the admin's words: a key of the live texts and its params. */
export function agoText(seconds: number): { key: string; params: Record<string, number> } {
  if (seconds < 60) return { key: 'admin.live.ago.seconds', params: { count: seconds } };
  if (seconds < 3600) return { key: 'admin.live.ago.minutes', params: { count: Math.floor(seconds / 60) } };
  return { key: 'admin.live.ago.hours', params: { count: Math.floor(seconds / 3600) } };
}

/** The visit history newest first, for reading from the current page backwards. */
export function newestFirst(history: LiveVisitor['history']): LiveVisitor['history'] {
  return [...history].sort((a, b) => Date.parse(b.visited_at) - Date.parse(a.visited_at));
}
