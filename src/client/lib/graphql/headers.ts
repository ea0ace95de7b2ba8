import { getGraphQLConfig } from './config';
import { getRequestContext } from './requestContext';

/** The values spec §7 sends with every call; also the WebSocket's connection params. */
export function identityHeaders(): Record<string, string> {
  const { adminToken, userToken, lang } = getRequestContext();
  return {
    Authorization: adminToken ? `Bearer ${adminToken}` : '',
    Authuser: userToken ?? '',
    Lang: String(lang),
  };
}

export function requestHeaders({ json }: { json: boolean }): Record<string, string> {
  const { clientName, clientVersion } = getGraphQLConfig();
  return {
    // Multipart bodies must let fetch write their own content type with the boundary.
    ...(json ? { 'content-type': 'application/json' } : {}),
    accept: '*/*',
    ...identityHeaders(),
    'apollographql-client-name': clientName,
    'apollographql-client-version': clientVersion,
  };
}
