import { sameSecret } from '../lib/same-secret';
import type { RequestListener, ServerResponse } from 'node:http';
import type { Logger } from '../log';
import type { ServerMetrics } from './metrics';
import { OPS_PATHS } from './observe-requests';
import { checkReadiness, type ReadinessCheck } from './readiness';

export interface OpsOptions {
  checks: readonly ReadinessCheck[];
  metrics: ServerMetrics;
  /** METRICS_TOKEN: null leaves /metrics open to anyone who reaches it. */
  metricsToken: string | null;
  /** Whether the server is stopping. */
  draining(): boolean;
  logger: Logger;
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.statusCode = status;
  response.setHeader('content-type', 'application/json; charset=utf-8');
  response.setHeader('cache-control', 'no-store');
  response.end(JSON.stringify(body));
}

const bearerMatches = (header: string | undefined, token: string): boolean => sameSecret(header?.replace(/^Bearer\s+/i, '') ?? '', token);

/**
 * /healthz (the process answers; 503 once it is stopping, so a balancer sends no more), /readyz (what
 * it needs answers: 503 naming the check that failed) and /metrics (Prometheus text, behind
 * METRICS_TOKEN when set), answered before every other route; never cached, never throttled.
 */
export function withOpsRoutes(options: OpsOptions, next: RequestListener): RequestListener {
  const { checks, metrics, metricsToken, draining, logger } = options;
  /** The checks failing at the last probe: a failure is logged when it begins and when it ends, not at every probe. */
  const failing = new Set<string>();

  async function ready(response: ServerResponse): Promise<void> {
    if (draining()) return sendJson(response, 503, { status: 'stopping' });
    const readiness = await checkReadiness(checks);
    for (const [name, outcome] of Object.entries(readiness.checks)) {
      if (outcome !== 'ok' && !failing.has(name)) logger.warn({ check: name, error: readiness.errors[name] }, 'not ready');
      if (outcome === 'ok' && failing.delete(name)) logger.info({ check: name }, 'ready again');
      if (outcome !== 'ok') failing.add(name);
    }
    sendJson(response, readiness.ready ? 200 : 503, { status: readiness.ready ? 'ok' : 'unavailable', checks: readiness.checks });
  }

  async function scrape(authorization: string | undefined, response: ServerResponse): Promise<void> {
    if (metricsToken && !bearerMatches(authorization, metricsToken)) {
      response.setHeader('www-authenticate', 'Bearer');
      return sendJson(response, 401, { status: 'unauthorized' });
    }
    const text = await metrics.text();
    response.setHeader('content-type', metrics.contentType);
    response.setHeader('cache-control', 'no-store');
    response.end(text);
  }

  return (request, response) => {
    const url = request.url ?? '/';
    const query = url.indexOf('?');
    const path = query < 0 ? url : url.slice(0, query);
    if (!OPS_PATHS.has(path)) return next(request, response);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('allow', 'GET, HEAD');
      return sendJson(response, 405, { status: 'method not allowed' });
    }
    response.setHeader('x-content-type-options', 'nosniff');
    let answer: Promise<void> | void;
    if (path === '/healthz') answer = draining() ? sendJson(response, 503, { status: 'stopping' }) : sendJson(response, 200, { status: 'ok' });
    else if (path === '/readyz') answer = ready(response);
    else answer = scrape(request.headers.authorization, response);
    void Promise.resolve(answer).catch((error: unknown) => {
      logger.error({ err: error, path }, 'operations route failed');
      if (!response.headersSent) sendJson(response, 500, { status: 'error' });
      else response.end();
    });
  };
}
