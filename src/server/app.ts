import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { createYoga } from 'graphql-yoga';
import { applyAccessDirectives } from './graphql/access-directives';
import { buildContext } from './graphql/build-context';
import { contentChangesPlugin } from './graphql/plugins/content-changes';
import { clientAddress } from './lib/client-address';
import type { GraphQLContext } from './context';
import { memoryAnswerStore, redisAnswerStore, type AnswerStore } from './graphql/answers/answer-store';
import { answerCachePlugins, answerRuns, dependenciesPlugin } from './graphql/answers/answer-cache';
import { answerHeadersPlugin } from './graphql/answers/answer-headers';
import { answerAndKeep, nodeHeader, nodeRequestOf, sentAnswers } from './graphql/answers/sent-answers';
import { compiledQueriesPlugin, createCompiledReads } from './graphql/answers/compiled-queries';
import { directReads } from './graphql/answers/direct-reads';
import { compressedAnswersPlugin } from './graphql/plugins/compressed-answers';
import { corsPolicy, crossSiteRequestPlugin } from './graphql/plugins/cross-site';
import { drainHttp } from './http/drain';
import { attachGraphQLWs } from './graphql/graphql-ws';
import { limitedFetchApi, requestLimitPlugins } from './graphql/plugins/limits';
import { malformedRequestsPlugin } from './graphql/plugins/malformed-requests';
import { createServerMetrics } from './http/metrics';
import { observeRequests, requestIdOf } from './http/observe-requests';
import { withOpsRoutes } from './http/ops-routes';
import { serverReadinessChecks } from './http/readiness';
import { schemaDisclosurePlugin } from './graphql/plugins/schema-disclosure';
import { isSeoFile, serveSeoFile } from './http/seo-files';
import { serveClient } from './http/spa';
import { originVary, requestOrigin } from './http/request-origin';
import { createPageCache } from './http/ssr/page-cache';
import { redisPageCache } from './http/ssr/redis-page-cache';
import { createPageRenderer } from './http/ssr/render-page';
import { createPageServer } from './http/ssr/serve-page';
import { translatedUnexpectedErrors } from './graphql/plugins/translated-errors';
import { resolveInside, sendFile } from './http/static-files';
import { sendStoredObject } from './modules/storage/stored-files';
import { setCommonHeaders, setFileHeaders, setPageHeaders } from './http/security-headers';
import { loadPersistedDocuments, trustedDocumentsPlugin } from './graphql/plugins/trusted-documents';
import { backgroundJobs } from './lib/background-jobs';
import { logger as processLogger, yogaLogger, type Logger } from './log';
import { drawnVariant, isStorageKey, pendingOriginal, STORED_FILE_CACHE } from './modules/storage';
import { serverResolvers } from './graphql/resolvers';
import { loadSchemaTypeDefs } from './graphql/schema-files';
import type { ServerServices } from './services';
import { applyInputBounds } from './graphql/bounds/input-bounds';

export interface SchemaOptions {
  /** The contract's type definitions (default: schema/*.graphql). */
  typeDefs?: string[];
  /** Fills what no resolver answers, before the directives apply (the mock's schema-derived values, mock-server/schema-mocks.ts). */
  addMocks?: (schema: GraphQLSchema) => GraphQLSchema;
}

/** The contract made executable by the server's resolvers, with the access directives and input bounds enforced. */
export function createServerSchema(options: SchemaOptions = {}): GraphQLSchema {
  const executable = makeExecutableSchema({ typeDefs: options.typeDefs ?? loadSchemaTypeDefs(), resolvers: serverResolvers() });
  const schema = options.addMocks ? options.addMocks(executable) : executable;
  return applyAccessDirectives(applyInputBounds(schema, (context: GraphQLContext) => context.lang), (context: GraphQLContext) => ({
    lang: context.lang,
    isAdmin: context.adminId != null,
    isUser: context.userId != null,
  }));
}

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

/** The answers of public queries, kept in process or in Redis (GRAPHQL_CACHE_MB, REDIS_URL); null when off. */
function answerStoreFor(services: ServerServices): AnswerStore | null {
  const { config, contentVersion } = services;
  if (config.graphqlCacheBytes <= 0) return null;
  return config.redisUrl ? redisAnswerStore({ ...config, redisUrl: config.redisUrl }, contentVersion) : memoryAnswerStore(config.graphqlCacheBytes, contentVersion);
}

/**
 * The /graphql endpoint (HTTP and multipart) over `services`, as a fetch handler: startServer mounts
 * it, tests may call it in process. `closeAnswers()` closes what it holds (the answer cache's Redis connection).
 * `log`: where Yoga's own lines go (the cause of an error it masks).
 */
export function createGraphQLHandler(services: ServerServices, schema: GraphQLSchema = createServerSchema(), log: Logger = processLogger) {
  const { config } = services;
  const answers = answerStoreFor(services);
  // Shared with the direct answers of anonymous GETs (startServer): the same compiled reads and the same runs of uncached questions.
  const compiled = createCompiledReads();
  const runs = answerRuns();
  const documents = loadPersistedDocuments();
  const yoga = createYoga<Record<string, unknown>, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: config.introspection,
    logging: yogaLogger(log),
    cors: corsPolicy(config),
    plugins: [
      // First: no other plugin reads a request that is not GraphQL over HTTP.
      malformedRequestsPlugin(),
      crossSiteRequestPlugin(),
      ...requestLimitPlugins(),
      schemaDisclosurePlugin(config),
      trustedDocumentsPlugin({ documents, enforce: config.trustedDocumentsOnly }),
      // After the trusted documents: a persisted document's id is its text by then, which keys its answer.
      ...(answers ? answerCachePlugins(answers, runs) : []),
      compiledQueriesPlugin(compiled),
      // After the compiled queries: it wraps the execute function they set.
      dependenciesPlugin(),
      translatedUnexpectedErrors(),
      contentChangesPlugin(services.contentVersion),
      answerHeadersPlugin(config.htmlCdnSeconds),
      compressedAnswersPlugin(),
    ],
    fetchAPI: limitedFetchApi(),
    // Node's request (`req`, from Yoga's Node adapter, or beside answerAndKeep's request) carries the client's socket address.
    context: ({ request, req }) => buildContext(services, (name) => request.headers.get(name), (req as IncomingMessage | undefined) ?? nodeRequestOf(request)),
  });
  return Object.assign(yoga, { answers, schema, compiled, runs, documents, closeAnswers: async () => answers?.close() });
}

/**
 * One port for everything: /graphql (HTTP, multipart uploads, graphql-ws), /storage/* (uploaded
 * files), and the built client for every other path (storefront at /, admin at /cms).
 */
export async function startServer(
  services: ServerServices,
  options: { port: number; distDir: string; schema?: GraphQLSchema; /** Where request lines go (default: the process's log). */ logger?: Logger },
): Promise<RunningServer> {
  const logger = options.logger ?? processLogger;
  const yoga = createGraphQLHandler(services, options.schema, logger);
  const sent = yoga.answers ? sentAnswers(yoga.answers, services.contentVersion, services.config.graphqlCacheBytes) : null;
  const direct =
    yoga.answers && sent
      ? directReads({
          ...yoga,
          store: yoga.answers,
          sent,
          cdnSeconds: services.config.htmlCdnSeconds,
          context: (request) => buildContext(services, nodeHeader(request), request),
        })
      : null;
  const fetchAnswer = (request: Request) => Promise.resolve(yoga.fetch(request));
  const storageDir = join(services.config.dataDir, 'storage');
  // PORT=0 (tests) takes a free port: the default PUBLIC_URL then names the one the server got.
  let listeningPort = options.port;
  const config = services.config;
  const originOf = (request: IncomingMessage) => requestOrigin(request, { ...config, publicUrl: config.publicUrl.replace(/:0$/, `:${listeningPort}`) });
  // Pages kept in this process; with REDIS_URL also in Redis, where every instance finds them.
  const localPages = config.htmlCacheBytes > 0 ? createPageCache(config.htmlCacheBytes, services.contentVersion) : null;
  const sharedPages = localPages && config.redisUrl ? redisPageCache({ ...config, redisUrl: config.redisUrl }, services.contentVersion, localPages) : null;
  const pages = sharedPages ?? localPages;
  const renderPage = createPageServer({
    // Storefront pages run their GraphQL through this same handler, in process, with the visitor's request beside it.
    render: createPageRenderer(options.distDir, (request, context) => Promise.resolve(yoga.fetch(request, context))),
    // Canonical, hreflang, share and JSON-LD links name the origin the sitemap names.
    originOf,
    vary: ['Accept-Encoding', 'Cookie', ...originVary(config)].join(', '),
    cache: pages,
    version: services.contentVersion,
    cdnSeconds: config.htmlCdnSeconds,
  });

  const routes: RequestListener = (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path === yoga.graphqlEndpoint) {
      setCommonHeaders(response);
      if (sent?.send(request, response)) return;
      if (sent?.keeps(request)) {
        const answer = async () => (await direct?.answer(request, response)) || answerAndKeep(sent, request, response, fetchAnswer, yoga.fetchAPI);
        return void answer().catch((error: unknown) => {
          logger.error({ err: error, reqId: requestIdOf(request) }, 'request failed');
          if (!response.headersSent) response.statusCode = 500;
          response.end();
        });
      }
      return void yoga(request, response);
    }
    const handle = async () => {
      if (path.startsWith('/storage/')) {
        setFileHeaders(response);
        const rest = path.slice('/storage/'.length);
        const send = async () => {
          // From the bucket, also with S3_PUBLIC_URL set: texts written before it hold /storage addresses.
          if (services.files.kind !== 'local') return sendStoredObject(request, response, services.files, rest);
          const file = resolveInside(storageDir, rest);
          return file != null && (await sendFile(request, response, file, STORED_FILE_CACHE));
        };
        if (await send()) return;
        // A demo drawing's AVIF or WebP width is made on its first request (modules/storage/drawn-variants.ts).
        if (isStorageKey(rest) && (await drawnVariant(services.db, services.files, rest)) && (await send())) return;
        // An upload's variant its job has not made yet: the original, for now (modules/storage/pending-variants.ts).
        const original = isStorageKey(rest) ? await pendingOriginal(services.db, rest) : null;
        if (original) {
          response.writeHead(307, { location: services.files.publicUrl(original), 'cache-control': 'no-store' }).end();
          return;
        }
        response.statusCode = 404;
        response.end('Not found');
        return;
      }
      setPageHeaders(request, response);
      if (isSeoFile(path)) return serveSeoFile(request, response, services, path);
      await serveClient(request, response, options.distDir, path, renderPage);
    };
    handle().catch((error: unknown) => {
      logger.error({ err: error, reqId: requestIdOf(request) }, 'request failed');
      if (!response.headersSent) response.statusCode = 500;
      response.end();
    });
  };

  // Operations (issue 14): every request observed (id, log line, metrics); /healthz, /readyz and /metrics before any other route.
  let draining = false;
  const metrics = createServerMetrics({
    liveVisitors: () => services.live.count(),
    queueDepth: async () => ({ background: await services.jobs.depth().catch(() => 0), imports: backgroundJobs.pending() }),
    inFlight: () => observed.inFlight(),
    directAnswers: () => direct?.count() ?? 0,
  });
  const readiness = serverReadinessChecks(services);
  const observed = observeRequests(
    { logger, metrics, draining: () => draining },
    withOpsRoutes({ checks: readiness.checks, metrics, metricsToken: config.metricsToken, draining: () => draining, logger }, routes),
  );
  const server = createServer(observed);

  const ws = attachGraphQLWs(server, yoga, (header, request) => buildContext(services, header, request), {
    socketTimeoutMs: services.config.liveSocketTimeoutMs,
    addressOf: (request) => clientAddress(request, services.config.trustedProxy),
  });

  await new Promise<void>((resolve) => server.listen(options.port, resolve));
  const { port } = server.address() as AddressInfo;
  listeningPort = port;
  return {
    server,
    url: `http://localhost:${port}`,
    async close() {
      draining = true;
      await ws.close();
      await yoga.closeAnswers();
      await sharedPages?.close();
      await readiness.close();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
    async shutdown(timeoutMs) {
      draining = true;
      const [cut] = await Promise.all([drainHttp(server, observed.inFlight, timeoutMs), ws.close(timeoutMs)]);
      await yoga.closeAnswers();
      await sharedPages?.close();
      await readiness.close();
      return { cut };
    },
  };
}
