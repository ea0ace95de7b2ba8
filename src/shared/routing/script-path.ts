/**
 * Where a Serbian page is in Cyrillic (issue 29): under `/cir`, with the same Latin slugs as its
 * Latin page (`/cir/prodavnica/…` is `/prodavnica/…` in Cyrillic). One slug a record keeps every
 * link right in both scripts and readable wherever it is pasted; the prefix alone says the script,
 * so the server renders the page in it with no flash of the other. English has no Cyrillic pages.
 */
import type { Script } from '../i18n/scripts';
import { readCookie } from '../session/cookies';

export const CYRILLIC_PREFIX = '/cir';

/** The cookie that remembers the reader's script, so `/` brings a Cyrillic reader back to `/cir`. */
export const SCRIPT_COOKIE = 'izlog_script';

/** The script the reader chose last (a Cookie header or `document.cookie`); Latin when none. */
export function rememberedScriptIn(cookies: string): Script {
  return readCookie(cookies, SCRIPT_COOKIE) === 'Cyrl' ? 'Cyrl' : 'Latn';
}

/** The cookie that remembers `script` for a year, for every path of the shop (as rememberedLanguageCookie does the language). */
export function rememberedScriptCookie(script: Script, { secure }: { secure: boolean }): string {
  return `${SCRIPT_COOKIE}=${script}; path=/; max-age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The script a path is in: Cyrillic under CYRILLIC_PREFIX. */
export function scriptOfPath(pathname: string): Script {
  return pathname === CYRILLIC_PREFIX || pathname.startsWith(`${CYRILLIC_PREFIX}/`) ? 'Cyrl' : 'Latn';
}

/** The path without its script's prefix: what the route table reads. */
export function withoutScriptPrefix(pathname: string): string {
  return scriptOfPath(pathname) === 'Cyrl' ? pathname.slice(CYRILLIC_PREFIX.length) || '/' : pathname;
}

/** A Serbian page's path (and query) in a script. */
export function inScript(path: string, script: Script): string {
  if (script === 'Latn') return path;
  return path === '/' ? CYRILLIC_PREFIX : `${CYRILLIC_PREFIX}${path}`;
}

/** The router's base for a page in a script: links within the page stay in its script. */
export const basenameOf = (script: Script): string | undefined => (script === 'Cyrl' ? CYRILLIC_PREFIX : undefined);
