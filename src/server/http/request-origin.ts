import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { ServerConfig } from '../config';
import { trustedProxies } from '../lib/client-address';
import { HOST } from './security-headers';

/** The first value of a header a proxy may have appended to (X-Forwarded-Host: a, b). */
const firstOf = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined;

/**
 * The shop's public origin for absolute links in what crawlers read: PUBLIC_URL when it is set;
 * otherwise the origin this request came to, its Host, or X-Forwarded-Host and X-Forwarded-Proto
 * when the hop that sent it is a TRUSTED_PROXY (anyone else could name any host). A host that is not
 * a plain host name or address falls back to PUBLIC_URL's default.
 */
export function requestOrigin(request: IncomingMessage, config: Pick<ServerConfig, 'publicUrl' | 'publicUrlSet' | 'trustedProxy'>): string {
  if (config.publicUrlSet) return config.publicUrl;
  const peer = request.socket.remoteAddress;
  const viaProxy = peer !== undefined && trustedProxies(config.trustedProxy)(peer, 0);
  const host = (viaProxy ? firstOf(request.headers['x-forwarded-host']) : undefined) ?? request.headers.host;
  const scheme = (viaProxy ? firstOf(request.headers['x-forwarded-proto'])?.toLowerCase() : undefined) ?? ((request.socket as TLSSocket).encrypted ? 'https' : 'http');
  if (!host || !HOST.test(host) || (scheme !== 'http' && scheme !== 'https')) return config.publicUrl;
  return `${scheme}://${host.toLowerCase()}`;
}

/** The request headers requestOrigin() reads, for a Vary header: none when PUBLIC_URL fixes the origin. */
export function originVary(config: Pick<ServerConfig, 'publicUrlSet'>): string[] {
  return config.publicUrlSet ? [] : ['Host', 'X-Forwarded-Host', 'X-Forwarded-Proto'];
}
