import { createContext } from 'react';
import { DEFAULT_LANGUAGE, type LanguageId } from '../../../shared/languages';

/** The client context of spec §3. */
export interface Session {
  /** Language index of the current path (0 Serbian, 1 English). */
  lang: LanguageId;
  /** 6 random characters, one per page load. */
  sessionId: string;
  /** The browser's id, kept in local storage. */
  clientId: string;
  /** Narrower than 768 px, known only after hydration: for data (the live channel), never for layout (useIsMobile). */
  isMobile: boolean;
  /** Bearer token of a logged-in administrator, from its cookie. */
  adminToken: string | null;
  /** A logged-in shopper's token, from the `ustokjwt` cookie; sent as `Authuser`. */
  userToken: string | null;
  isAdmin: boolean;
  /** Re-reads the token cookies after a login or logout wrote them. */
  refreshTokens(): void;
}

export const SessionContext = createContext<Session>({
  lang: DEFAULT_LANGUAGE.id,
  sessionId: '',
  clientId: '',
  isMobile: false,
  adminToken: null,
  userToken: null,
  isAdmin: false,
  refreshTokens: () => undefined,
});
