import type { ServerConfig } from './config';
import type { Db } from './db/database';
import type { Loaders } from './graphql/loaders';
import type { ServerServices } from './services';
import type { LanguageId } from '../shared/i18n/languages';
import type { Script } from '../shared/i18n/scripts';

/** What every resolver receives: the request's language and verified caller, and the server's services. */
export interface GraphQLContext {
  /** From the `Lang` header (spec §7): public fields resolve in this language. */
  lang: LanguageId;
  /** From the `Script` header, for Serbian: Cyrillic answers are transliterated from the Latin content (graphql/cyrillic-answers.ts); always Latn for English. */
  script: Script;
  db: Db;
  config: ServerConfig;
  services: ServerServices;
  /** Per-request batching of lookups. */
  loaders: Loaders;
  /** The signed-in administrator (a live session for the `Authorization: Bearer` token), or null. */
  adminId: number | null;
  /** The signed-in shopper (a live session for the `Authuser` token), or null. */
  userId: number | null;
  adminToken: string | null;
  userToken: string | null;
  /** The client the per-address throttles count this request under (src/server/lib/client-address.ts); null when not known. */
  clientAddress: string | null;
  /**
   * The shop's public origin for this request (PUBLIC_URL, or the origin the request came to:
   * src/server/http/request-origin.ts): where the bank sends a card payer back.
   */
  shopOrigin: string;
}
