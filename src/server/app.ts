import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GraphQLSchema } from 'graphql';
import { createGraphQLEndpoint } from './graphql';
import { drainHttp } from './http/drain';
import { createServerMetrics } from './http/metrics';
import { endFailedRequest, observeRequests } from './http/observe-requests';
import { withOpsRoutes } from './http/ops-routes';
import { serverReadinessChecks } from './http/readiness';
import { requestOrigin } from './http/request-origin';
import { setCommonHeaders, setFileHeaders, setPageHeaders } from './http/security-headers';
import { isSeoFile, serveSeoFile } from './http/seo-files';
import { serveClient } from './http/spa';
import { storefrontPages } from './http/ssr/storefront-pages';
import { backgroundJobs } from './lib/background-jobs';
import { logger as processLogger, type Logger } from './log';
import { serveStoredFile } from './modules/storage';
import { paymentRoutes } from './modules/payments';
import type { ServerServices } from './services';

/**
 * How long an idle keep-alive connection stays open: longer than a proxy in front keeps its idle
 * connections (nginx and cloud load balancers 60 s), so the proxy, never the server, ends one. A
 * server ending it first (Node's 5 s) races a request the proxy or an HTTP client sends on it, which
 * then fails with ECONNRESET. A stop still closes idle connections at once (http/drain.ts).
 */
const IDLE_CONNECTION_MS = 65_000;

export interface RunningServer {
  server: Server;
  url: string;
  /** Closes at once: connections, sockets and requests in progress are cut (tests). */
  close(): Promise<void>;
  /**
   * Stops gently: /healthz and /readyz answer 503, no connection is taken, live sockets are closed with
   * 1001, and requests in progress may finish within `timeoutMs`; then what is left is cut. Resolves
   * with how many requests were cut.
   */
  shutdown(timeoutMs: number): Promise<{ cut: number }>;
}

/**
 * One port for everything: /graphql (HTTP, multipart uploads, graphql-ws), /storage/* (uploaded
 * files), and the built client for every other path (storefront at /, admin at /cms).
 */
export async function startServer(
  services: ServerServices,
  options: { port: number; distDir: string; schema?: GraphQLSchema; /** Where request lines go (default: the process's log). */ logger?: Logger },
): Promise<RunningServer> {
  const { config } = services;
  const logger = options.logger ?? processLogger;
  const graphql = createGraphQLEndpoint(services, { schema: options.schema, logger });
  // PORT=0 (tests) takes a free port: the default PUBLIC_URL then names the one the server got.
  let listeningPort = options.port;
  const originOf = (request: IncomingMessage) => requestOrigin(request, { ...config, publicUrl: config.publicUrl.replace(/:0$/, `:${listeningPort}`) });
  // Storefront pages run their GraphQL through the same endpoint, in process, with the visitor's request beside it.
  const pages = storefrontPages(services, { distDir: options.distDir, graphql: graphql.fetch, originOf });
  const payments = paymentRoutes(services);
  // The checkout's card form is posted to the bank's page: the pages' policy lets forms go there too.
  const formTargets = config.cardGateway?.kind === 'nestpay' ? [new URL(config.cardGateway.formUrl).origin] : [];

  const routes: RequestListener = (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const secure = originOf(request).startsWith('https:');
    if (path === graphql.path) {
      setCommonHeaders(response, secure);
      return graphql.serve(request, response);
    }
    const handle = async () => {
      if (path.startsWith('/storage/')) {
        setFileHeaders(response, secure);
        return serveStoredFile(request, response, services, path.slice('/storage/'.length));
      }
      setPageHeaders(request, response, secure, formTargets);
      if (path.startsWith('/payments/') && (await payments.serve(request, response, path))) return;
      if (isSeoFile(path)) return serveSeoFile(request, response, services, path);
      await serveClient(request, response, options.distDir, path, pages.serve);
    };
    handle().catch(endFailedRequest(logger, request, response));
  };

  // Operations (issue 14): every request observed (id, log line, metrics); /healthz, /readyz and /metrics before any other route.
  let draining = false;
  const metrics = createServerMetrics({
    liveVisitors: () => services.live.count(),
    queueDepth: async () => ({ background: await services.jobs.depth().catch(() => 0), imports: backgroundJobs.pending() }),
    inFlight: () => observed.inFlight(),
    directAnswers: () => graphql.directAnswers(),
  });
  const readiness = serverReadinessChecks(services);
  const observed = observeRequests(
    { logger, metrics, draining: () => draining },
    withOpsRoutes({ checks: readiness.checks, metrics, metricsToken: config.metricsToken, draining: () => draining, logger }, routes),
  );
  const server = createServer({ keepAliveTimeout: IDLE_CONNECTION_MS, headersTimeout: IDLE_CONNECTION_MS + 1_000 }, observed);
  const ws = graphql.attachSockets(server);

  await new Promise<void>((resolve) => server.listen(options.port, resolve));
  const { port } = server.address() as AddressInfo;
  listeningPort = port;
  return {
    server,
    url: `http://localhost:${port}`,
    async close() {
      draining = true;
      await ws.close();
      await graphql.close();
      await pages.close();
      await readiness.close();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
    async shutdown(timeoutMs) {
      draining = true;
      const [cut] = await Promise.all([drainHttp(server, observed.inFlight, timeoutMs), ws.close(timeoutMs)]);
      await graphql.close();
      await pages.close();
      await readiness.close();
      return { cut };
    },
  };
}
