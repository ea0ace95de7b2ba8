import type { LanguageId } from '../../../shared/i18n/languages';
import { pathFor } from '../../../shared/routing/build-path';

/** The query parameter naming where to go after logging in; the same in both languages. */
export const NEXT_PARAM = 'next';

/** A path inside this shop, or null: anything else (another site, `//host`, `javascript:`) must not be followed. */
export function safeLocalPath(candidate: unknown): string | null {
  if (typeof candidate !== 'string' || !candidate.startsWith('/')) return null;
  if (candidate.startsWith('//') || candidate.startsWith('/\\')) return null;
  return candidate;
}

/** Where to go after logging in: the address's `?next=` when it stays in this shop, else null. */
export function returnPath(search: string): string | null {
  return safeLocalPath(new URLSearchParams(search).get(NEXT_PARAM));
}

/** The login page that comes back to `next` afterwards. */
export function loginPathFor(lang: LanguageId, next?: string | null): string {
  const login = pathFor('login', lang);
  const target = safeLocalPath(next);
  return target ? `${login}?${NEXT_PARAM}=${encodeURIComponent(target)}` : login;
}

/** The same `next` carried on to another account page (login ↔ register), so it survives the detour. */
export function withNext(path: string, next: string | null): string {
  return next ? `${path}?${NEXT_PARAM}=${encodeURIComponent(next)}` : path;
}
