import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Logger } from '../log';
import type { RouteKind, ServerMetrics } from './metrics';
import { isSeoFile } from './seo-files';

/** An X-Request-Id from a proxy or client worth keeping: a short token, nothing that could forge a log line. */
const SANE_ID = /^[A-Za-z0-9._:@-]{1,64}$/;
/** A longer path is cut in the log, so a line stays short whatever a client sends. */
const LONGEST_LOGGED_PATH = 256;
/** Answered by ops-routes.ts; logged only at debug level, for probes and scrapes come every few seconds. */
export const OPS_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz', '/metrics']);

const ids = new WeakMap<IncomingMessage, string>();

/** The id of a request (its X-Request-Id), to name it in what else is logged about it. */
export const requestIdOf = (request: IncomingMessage): string | undefined => ids.get(request);

/** Ends a request whose answering failed: the error in the log under the request's id, 500 unless the answer had begun. */
export const endFailedRequest = (logger: Logger, request: IncomingMessage, response: ServerResponse) => (error: unknown): void => {
  logger.error({ err: error, reqId: requestIdOf(request) }, 'request failed');
  if (!response.headersSent) response.statusCode = 500;
  response.end();
};

/** The kind of route a path is, the label its metrics carry. */
export function routeKind(path: string): RouteKind {
  if (path === '/graphql') return 'graphql';
  if (path.startsWith('/storage/')) return 'storage';
  if (OPS_PATHS.has(path)) return 'ops';
  if (isSeoFile(path)) return 'seo';
  // The build's files (/static/…, /favicon.svg, /sw.js): a page's path has no extension.
  if (path.startsWith('/static/') || /\.[A-Za-z0-9]+$/.test(path)) return 'static';
  return 'page';
}

export interface RequestObserver {
  logger: Logger;
  metrics: ServerMetrics;
  /** Whether the server is stopping: answers then close their connection. */
  draining(): boolean;
}

export type ObservedListener = RequestListener & {
  /** Requests begun and not yet answered. */
  inFlight(): number;
};

/**
 * Wraps the server's request handler: each request gets an id (a sane incoming X-Request-Id, else a
 * new one) sent back in X-Request-Id, and when its answer ends one log line (method, path without
 * its query, status, milliseconds, the cache's outcome, the id) and its metrics.
 */
export function observeRequests(observer: RequestObserver, handle: RequestListener): ObservedListener {
  const { logger, metrics } = observer;
  let inFlight = 0;
  const listener: RequestListener = (request, response) => {
    const started = performance.now();
    const incoming = request.headers['x-request-id'];
    const id = typeof incoming === 'string' && SANE_ID.test(incoming) ? incoming : randomUUID();
    ids.set(request, id);
    response.setHeader('x-request-id', id);
    if (observer.draining()) response.setHeader('connection', 'close');
    inFlight += 1;
    response.once('close', () => {
      inFlight -= 1;
      const ms = performance.now() - started;
      const url = request.url ?? '/';
      const query = url.indexOf('?');
      const path = (query < 0 ? url : url.slice(0, query)).slice(0, LONGEST_LOGGED_PATH);
      const route = routeKind(path);
      // A client that went away before the answer ended: status 0 in the metrics.
      const status = response.writableFinished ? response.statusCode : 0;
      const cache = response.getHeader('x-izlog-cache');
      const outcome = typeof cache === 'string' ? cache : undefined;
      metrics.request(request.method ?? 'GET', route, status, ms / 1000, outcome);
      const line = { reqId: id, method: request.method, path, status: response.statusCode, ms: Math.round(ms * 10) / 10, cache: outcome, aborted: status === 0 || undefined };
      if (status >= 500) logger.error(line, 'request');
      else if (route === 'ops') logger.debug(line, 'request');
      else logger.info(line, 'request');
    });
    handle(request, response);
  };
  return Object.assign(listener, { inFlight: () => inFlight });
}
