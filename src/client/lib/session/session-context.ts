import { createContext } from 'react';
import { DEFAULT_LANGUAGE, type LanguageId } from '../../../shared/i18n/languages';
import type { Script } from '../../../shared/i18n/scripts';

/**
 * The client context of spec §3. Its is-mobile flag is not here but read where it is sent
 * (useIsMobile, by the live channel): on a phone it turns true as the page hydrates, and every
 * component reading the session would render again for it.
 */
export interface Session {
  /** Language index of the current path (0 Serbian, 1 English). */
  lang: LanguageId;
  /** Serbian's script on this page (its /cir prefix): Cyrillic pages say everything in Cyrillic. Latn in English. */
  script: Script;
  /** 6 random characters, one per page load. */
  sessionId: string;
  /** The browser's id, kept in local storage. */
  clientId: string;
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
  script: 'Latn',
  sessionId: '',
  clientId: '',
  adminToken: null,
  userToken: null,
  isAdmin: false,
  refreshTokens: () => undefined,
});
