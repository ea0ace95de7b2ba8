import type { LiveVisitorItemFragment } from '../../../../generated/client/graphql';

export type LiveVisitor = LiveVisitorItemFragment;

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
