import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { GraphQLSchema } from 'graphql';
import { endFailedRequest } from '../http/observe-requests';
import { clientAddress } from '../lib/client-address';
import type { Logger } from '../log';
import type { ServerServices } from '../services';
import { directReads } from './answers/direct-reads';
import { answerAndKeep, nodeHeader, sentAnswers } from './answers/sent-answers';
import { buildContext } from './build-context';
import { attachGraphQLWs } from './graphql-ws';
import { createGraphQLHandler } from './handler';

export interface GraphQLEndpoint {
  /** Where it answers: /graphql. */
  path: string;
  /** Answers one HTTP request to `path`, by the pipeline below. */
  serve(request: IncomingMessage, response: ServerResponse): void;
  /** Runs a request in process, the visitor's node request beside it: server rendering's GraphQL. */
  fetch(request: Request, context: { req: IncomingMessage }): Promise<Response>;
  /** graphql-ws on `server`'s upgrades to `path`; close() ends its sockets. */
  attachSockets(server: Server): { close(graceMs?: number): Promise<void> };
  /** How many requests were answered directly (izlog_graphql_direct_answers_total). */
  directAnswers(): number;
  /** Closes what the answer cache holds (its Redis connection). */
  close(): Promise<void>;
}

/**
 * /graphql over `services`, the one place a request to it is routed. An anonymous GET (the
 * storefront's persisted public reads) is answered by the first of:
 *   1. the sent answers: the bytes that went out for the same address, language and encoding,
 *      while nothing they show changed (answers/sent-answers.ts);
 *   2. the kept answer: a fresh one in the answer store goes out through Yoga without running
 *      (answers/answer-cache.ts), and its bytes are kept as a sent answer;
 *   3. compiled execution: an uncached public read compiled by graphql-jit runs without Yoga
 *      (answers/direct-reads.ts, answers/compiled-queries.ts), and its answer is kept;
 *   4. Yoga, for the rest of them, its answer kept as a sent answer when it may be.
 * Every other request (a POST, a caller with a token, a mutation) goes to Yoga with its plugins
 * (handler.ts). Without an answer cache (GRAPHQL_CACHE_MB=0) every request goes to Yoga.
 */
export function createGraphQLEndpoint(services: ServerServices, options: { schema?: GraphQLSchema; logger: Logger }): GraphQLEndpoint {
  const { config } = services;
  const yoga = createGraphQLHandler(services, options.schema, options.logger);
  const sent = yoga.answers ? sentAnswers(yoga.answers, services.contentVersion, config.graphqlCacheBytes) : null;
  const direct =
    yoga.answers && sent
      ? directReads({
          ...yoga,
          store: yoga.answers,
          sent,
          cdnSeconds: config.htmlCdnSeconds,
          context: (request) => buildContext(services, nodeHeader(request), request),
        })
      : null;
  const fetchAnswer = (request: Request) => Promise.resolve(yoga.fetch(request));
  return {
    path: yoga.graphqlEndpoint,
    serve(request, response) {
      if (sent?.send(request, response)) return;
      if (sent?.keeps(request)) {
        const answer = async () => (await direct?.answer(request, response)) || answerAndKeep(sent, request, response, fetchAnswer, yoga.fetchAPI);
        return void answer().catch(endFailedRequest(options.logger, request, response));
      }
      return void yoga(request, response);
    },
    fetch: (request, context) => Promise.resolve(yoga.fetch(request, context)),
    attachSockets: (server) =>
      attachGraphQLWs(server, yoga, (header, request) => buildContext(services, header, request), {
        socketTimeoutMs: config.liveSocketTimeoutMs,
        addressOf: (request) => clientAddress(request, config.trustedProxy),
      }),
    directAnswers: () => direct?.count() ?? 0,
    close: () => yoga.closeAnswers(),
  };
}
