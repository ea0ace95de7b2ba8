import { DEFAULT_LANGUAGE, type LanguageId } from '../../../shared/languages';

/** Who is asking and in which language; the session provider keeps this up to date. */
export interface RequestContext {
  adminToken: string | null;
  userToken: string | null;
  lang: LanguageId;
}

const initial: RequestContext = { adminToken: null, userToken: null, lang: DEFAULT_LANGUAGE.id };

let current: RequestContext = { ...initial };
const listeners = new Set<(context: RequestContext) => void>();

export function setRequestContext(changes: Partial<RequestContext>): void {
  const next = { ...current, ...changes };
  if (next.adminToken === current.adminToken && next.userToken === current.userToken && next.lang === current.lang) return;
  current = next;
  for (const listener of listeners) listener(current);
}

export function getRequestContext(): Readonly<RequestContext> {
  return current;
}

export function resetRequestContext(): void {
  setRequestContext(initial);
}

/** Open subscriptions reconnect through this so they carry the new tokens and language. */
export function onRequestContextChange(listener: (context: RequestContext) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
