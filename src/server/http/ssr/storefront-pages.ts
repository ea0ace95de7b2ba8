import type { IncomingMessage } from 'node:http';
import type { ServerServices } from '../../services';
import { originVary } from '../request-origin';
import { createPageCache } from './page-cache';
import { redisPageCache } from './redis-page-cache';
import { createPageRenderer, type GraphQLInProcess } from './render-page';
import { createPageServer, type PageServer } from './serve-page';

export interface StorefrontPages {
  serve: PageServer;
  /** Closes the shared page cache's Redis connection, when there is one. */
  close(): Promise<void>;
}

/**
 * The storefront's pages rendered on the server from the built client in `distDir`, their GraphQL
 * run in process by `graphql` with the visitor's request beside it. Pages are kept in this process
 * (HTML_CACHE_MB); with REDIS_URL also in Redis, where every instance finds them.
 */
export function storefrontPages(
  services: ServerServices,
  options: { distDir: string; graphql: GraphQLInProcess; originOf: (request: IncomingMessage) => string },
): StorefrontPages {
  const { config, contentVersion } = services;
  const localPages = config.htmlCacheBytes > 0 ? createPageCache(config.htmlCacheBytes, contentVersion) : null;
  const sharedPages = localPages && config.redisUrl ? redisPageCache({ ...config, redisUrl: config.redisUrl }, contentVersion, localPages) : null;
  const serve = createPageServer({
    render: createPageRenderer(options.distDir, options.graphql),
    // Canonical, hreflang, share and JSON-LD links name the origin the sitemap names.
    originOf: options.originOf,
    vary: ['Accept-Encoding', 'Cookie', ...originVary(config)].join(', '),
    cache: sharedPages ?? localPages,
    version: contentVersion,
    cdnSeconds: config.htmlCdnSeconds,
  });
  return { serve, close: async () => sharedPages?.close() };
}
