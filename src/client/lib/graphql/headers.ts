import { readsCyrillic } from '../../../shared/i18n/scripts';
import { getGraphQLConfig } from './config';
import { getRequestContext } from './requestContext';

/** The values spec §7 sends with every call; also the WebSocket's connection params. */
export function identityHeaders(): Record<string, string> {
  const { adminToken, userToken, lang, script } = getRequestContext();
  return {
    Authorization: adminToken ? `Bearer ${adminToken}` : '',
    Authuser: userToken ?? '',
    Lang: String(lang),
    // Only a Cyrillic page names its script (issue 29): every other request is as it always was.
    ...(readsCyrillic(lang, script) ? { Script: script } : {}),
  };
}

/** `anonymous`: a persisted GET, which names no tokens at all (its answer is every visitor's). */
export function requestHeaders({ json, anonymous = false }: { json: boolean; anonymous?: boolean }): Record<string, string> {
  const { clientName, clientVersion } = getGraphQLConfig();
  const identity = identityHeaders();
  return {
    // Multipart bodies must let fetch write their own content type with the boundary.
    ...(json ? { 'content-type': 'application/json' } : {}),
    accept: '*/*',
    ...(anonymous ? { Lang: identity.Lang!, ...(identity.Script ? { Script: identity.Script } : {}) } : identity),
    'apollographql-client-name': clientName,
    'apollographql-client-version': clientVersion,
  };
}
