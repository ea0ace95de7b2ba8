import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { ADMIN_TOKEN_COOKIE, USER_TOKEN_COOKIE } from '../../../shared/constants';
import type { LanguageId } from '../../../shared/i18n/languages';
import type { Script } from '../../../shared/i18n/scripts';
import { getRequestContext, setRequestContext } from '../graphql';
import { readCookie } from '../../../shared/session/cookies';
import { currentClientId, currentSessionId } from './identity';
import { SessionContext, type Session } from './session-context';
import { useHydrated } from './useHydrated';

function readTokens() {
  // On the server the request's own cookies were read into its request context.
  if (typeof document === 'undefined') {
    const { adminToken, userToken } = getRequestContext();
    return { adminToken, userToken };
  }
  const cookies = document.cookie;
  return { adminToken: readCookie(cookies, ADMIN_TOKEN_COOKIE), userToken: readCookie(cookies, USER_TOKEN_COOKIE) };
}

/** Provides the §3 client context for the language of the current path and keeps the transport's §7 headers in step. */
export function SessionProvider({ lang, script = 'Latn', children }: { lang: LanguageId; script?: Script; children: ReactNode }) {
  const [tokens, setTokens] = useState(readTokens);
  // A server-rendered page is the same for every shopper (it is cached for all of them): whether one
  // is signed in shows from the render after hydration. Administrators' pages are their own.
  const userToken = useHydrated() ? tokens.userToken : null;
  const refreshTokens = useCallback(() => setTokens(readTokens()), []);

  // Set while rendering, before any child's query is sent: a request must never leave in the previous language.
  setRequestContext({ lang, script, adminToken: tokens.adminToken, userToken: tokens.userToken });

  const session = useMemo<Session>(
    () => ({
      lang,
      script,
      sessionId: currentSessionId(),
      clientId: currentClientId(),
      adminToken: tokens.adminToken,
      userToken,
      isAdmin: tokens.adminToken !== null,
      refreshTokens,
    }),
    [lang, script, tokens.adminToken, userToken, refreshTokens],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
