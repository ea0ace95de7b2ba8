import { DEFAULT_LANGUAGE, type LanguageId } from '../../../shared/i18n/languages';
import type { Script } from '../../../shared/i18n/scripts';

/** Who is asking and in which language; the session provider keeps this up to date. */
export interface RequestContext {
  adminToken: string | null;
  userToken: string | null;
  lang: LanguageId;
  /** Serbian's script (the page's /cir prefix): a Cyrillic page's requests ask for Cyrillic answers. */
  script: Script;
}

/** Where the context lives: one value in a browser; one per request on the server (entry-server's AsyncLocalStorage). */
export interface RequestContextStore {
  get(): RequestContext;
  set(next: RequestContext): void;
}

const initial: RequestContext = { adminToken: null, userToken: null, lang: DEFAULT_LANGUAGE.id, script: 'Latn' };

let browserValue: RequestContext = { ...initial };
let store: RequestContextStore = { get: () => browserValue, set: (next) => (browserValue = next) };
const listeners = new Set<(context: RequestContext) => void>();

/** The server renderer keeps each request's language and tokens apart from concurrent ones. */
export function setRequestContextStore(custom: RequestContextStore): void {
  store = custom;
}

export function setRequestContext(changes: Partial<RequestContext>): void {
  const current = store.get();
  const next = { ...current, ...changes };
  if (next.adminToken === current.adminToken && next.userToken === current.userToken && next.lang === current.lang && next.script === current.script) return;
  store.set(next);
  for (const listener of listeners) listener(next);
}

export function getRequestContext(): Readonly<RequestContext> {
  return store.get();
}

export function resetRequestContext(): void {
  setRequestContext(initial);
}

/** Open subscriptions reconnect through this so they carry the new tokens and language. */
export function onRequestContextChange(listener: (context: RequestContext) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
