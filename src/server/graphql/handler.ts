import { ownGraphiQL } from './graphiql';
import type { IncomingMessage } from 'node:http';
import type { GraphQLSchema } from 'graphql';
import { createYoga } from 'graphql-yoga';
import type { GraphQLContext } from '../context';
import { logger as processLogger, yogaLogger, type Logger } from '../log';
import type { ServerServices } from '../services';
import { answerCachePlugins, dependenciesPlugin } from './answers/answer-cache';
import { cyrillicAnswersPlugin } from './plugins/cyrillic-answers';
import { cyrillicDictionary } from '../modules/cyrillic';
import { answerHeadersPlugin } from './answers/answer-headers';
import { answerRuns } from './answers/answer-runs';
import { memoryAnswerStore, redisAnswerStore, type AnswerStore } from './answers/answer-store';
import { compiledQueriesPlugin, createCompiledReads } from './answers/compiled-queries';
import { nodeRequestOf } from './answers/sent-answers';
import { buildContext } from './build-context';
import { compressedAnswersPlugin } from './plugins/compressed-answers';
import { contentChangesPlugin } from './plugins/content-changes';
import { corsPolicy, crossSiteRequestPlugin } from './plugins/cross-site';
import { limitedFetchApi, requestLimitPlugins } from './plugins/limits';
import { malformedRequestsPlugin } from './plugins/malformed-requests';
import { schemaDisclosurePlugin } from './plugins/schema-disclosure';
import { translatedUnexpectedErrors } from './plugins/translated-errors';
import { persistedQueriesPlugin } from './plugins/persisted-queries';
import { loadPersistedDocuments, trustedDocumentsPlugin, trustOf } from './plugins/trusted-documents';
import { createServerSchema } from './schema';

/** The answers of public queries, kept in process or in Redis (GRAPHQL_CACHE_MB, REDIS_URL); null when off. */
function answerStoreFor(services: ServerServices): AnswerStore | null {
  const { config, contentVersion } = services;
  if (config.graphqlCacheBytes <= 0) return null;
  return config.redisUrl ? redisAnswerStore({ ...config, redisUrl: config.redisUrl }, contentVersion) : memoryAnswerStore(config.graphqlCacheBytes, contentVersion);
}

/**
 * The /graphql endpoint (HTTP and multipart) over `services`, as a fetch handler: endpoint.ts mounts
 * it, tests may call it in process. `closeAnswers()` closes what it holds (the answer cache's Redis connection).
 * `log`: where Yoga's own lines go (the cause of an error it masks).
 */
export function createGraphQLHandler(services: ServerServices, schema: GraphQLSchema = createServerSchema(), log: Logger = processLogger) {
  const { config } = services;
  const answers = answerStoreFor(services);
  // Shared with the direct answers of anonymous GETs (endpoint.ts): the same compiled reads and the same runs of uncached questions.
  const compiled = createCompiledReads();
  const runs = answerRuns();
  const documents = loadPersistedDocuments();
  const cyrillic = cyrillicDictionary(services.db, services.contentVersion);
  const trust = trustOf(documents);
  const graphiql = ownGraphiQL();
  const yoga = createYoga<Record<string, unknown>, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: config.introspection,
    renderGraphiQL: graphiql.render,
    logging: yogaLogger(log),
    cors: corsPolicy(config),
    plugins: [
      // First: no other plugin reads a request that is not GraphQL over HTTP.
      malformedRequestsPlugin(),
      crossSiteRequestPlugin(),
      ...requestLimitPlugins(),
      schemaDisclosurePlugin(config),
      trustedDocumentsPlugin({ documents, enforce: config.trustedDocumentsOnly, trust }),
      // Before the answer cache, which reads the text a hash names.
      persistedQueriesPlugin({ documents, remembers: (text) => !config.trustedDocumentsOnly || trust.isTrustedText(text) }),
      // After the trusted documents: a persisted document's id is its text by then, which keys its answer.
      ...(answers ? answerCachePlugins(answers, runs) : []),
      compiledQueriesPlugin(compiled),
      // Inside the dependencies' wrapper, around the compiled queries: the answer kept is the Cyrillic one.
      cyrillicAnswersPlugin(cyrillic),
      // After the compiled queries: it wraps the execute function they set.
      dependenciesPlugin(),
      translatedUnexpectedErrors(),
      contentChangesPlugin(services.contentVersion),
      answerHeadersPlugin(config.htmlCdnSeconds),
      compressedAnswersPlugin(),
      graphiql.policy,
    ],
    fetchAPI: limitedFetchApi(),
    // Node's request (`req`, from Yoga's Node adapter, or beside answerAndKeep's request) carries the client's socket address.
    context: ({ request, req }) => buildContext(services, (name) => request.headers.get(name), (req as IncomingMessage | undefined) ?? nodeRequestOf(request)),
  });
  return Object.assign(yoga, { answers, schema, compiled, runs, documents, cyrillic, closeAnswers: async () => answers?.close() });
}
