import type { IncomingMessage } from 'node:http';
import { findSessionSubject } from '../auth/sessions';
import type { GraphQLContext } from '../context';
import { clientAddress } from '../lib/client-address';
import { contentMemo } from '../cache/content-memo';
import { createLoaders } from './loaders';
import { langOfHeader } from './request-lang';
import { requestOrigin } from '../http/request-origin';
import { scriptOfHeader } from '../../shared/i18n/scripts';
import type { ServerServices } from '../services';

/**
 * The spec's headers (Lang, Authorization, Authuser), from an HTTP request or graphql-ws connection
 * params, and the client's address from the HTTP request when there is one.
 */
export async function buildContext(
  services: ServerServices,
  header: (name: string) => string | null | undefined,
  request?: IncomingMessage,
): Promise<GraphQLContext> {
  const lang = langOfHeader(header('lang'));
  const adminToken = header('authorization')?.replace(/^Bearer\s+/i, '').trim() || null;
  const userToken = header('authuser')?.trim() || null;
  const [adminId, userId] = await Promise.all([
    findSessionSubject(services.db, 'admin', adminToken),
    findSessionSubject(services.db, 'user', userToken),
  ]);
  return {
    lang,
    script: lang === 0 ? scriptOfHeader(header('script')) : 'Latn',
    db: services.db,
    config: services.config,
    services,
    loaders: createLoaders(services.db, adminId == null ? contentMemo(services.contentVersion, services.config.contentMemoRows) : null),
    adminId,
    userId,
    adminToken,
    userToken,
    clientAddress: request ? clientAddress(request, services.config.trustedProxy) : null,
    shopOrigin: request ? requestOrigin(request, services.config) : services.config.publicUrl,
  };
}
