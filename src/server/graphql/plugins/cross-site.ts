import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import type { CORSOptions } from 'graphql-yoga';
import type { ServerConfig } from '../../config';

/** The headers the spec's client sends (§7): the ones another origin's page may send too, once allowed. */
const CLIENT_HEADERS = ['content-type', 'lang', 'script', 'authorization', 'authuser', 'apollographql-client-name', 'apollographql-client-version'];

/**
 * CORS for /graphql: the shop's own pages need none (same origin); another site's page may read
 * answers only when its origin is listed in CORS_ORIGINS. Tokens travel in headers, never in
 * cookies, so no credentials are allowed.
 */
export function corsPolicy(config: Pick<ServerConfig, 'corsOrigins'>): (request: Request) => CORSOptions | false {
  const allowed = new Set(config.corsOrigins);
  return (request) => {
    const origin = request.headers.get('origin');
    if (!origin || !allowed.has(origin)) return false;
    return { origin: [origin], methods: ['GET', 'POST'], allowedHeaders: CLIENT_HEADERS, credentials: false, maxAge: 600 };
  };
}

/**
 * A browser sends a form POST (urlencoded, multipart or text/plain) to any site without asking it
 * first, so such a request runs only with a header no form can set: the spec's client always sends
 * `Lang`, JSON requests are preflighted by their content type, and either way CORS then decides.
 */
export function crossSiteRequestPlugin() {
  return useCSRFPrevention({ requestHeaders: ['lang', 'x-graphql-yoga-csrf'] });
}
