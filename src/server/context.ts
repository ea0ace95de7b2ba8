import type { LanguageId } from '../shared/languages';

/**
 * What every resolver receives, read from the request headers (spec §7).
 * Issue 3 adds the database handle and the authenticated administrator and user.
 */
export interface GraphQLContext {
  /** From the `Lang` header; public fields resolve in this language. */
  lang: LanguageId;
  /** The bearer token of the `Authorization` header, not yet verified. */
  adminToken: string | null;
  /** The `Authuser` header, not yet verified. */
  userToken: string | null;
}
