/**
 * The load generator, in a process of its own: autocannon with one job from its parent (IPC), the
 * summary sent back. Cold requests get a nonce no other request of the run carries.
 */
import autocannon from 'autocannon';
import { NONCE_TOKEN, fillNonce, type WireRequest } from './requests';

export interface LoadJob {
  url: string;
  requests: WireRequest[];
  connections: number;
  seconds: number;
  /** Makes this run's nonces differ from every other run's. */
  noncePrefix: string;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failed: number;
  total: number;
}

/** A request that holds the nonce token is rebuilt for every send, with a new nonce. */
function dynamic(request: WireRequest, nextNonce: () => string): autocannon.Request {
  const cold = request.path.includes(NONCE_TOKEN) || (request.body?.includes(NONCE_TOKEN) ?? false);
  if (!cold) return request;
  return { ...request, setupRequest: (sent) => ({ ...sent, ...fillNonce(request, nextNonce()) }) };
}

async function run(job: LoadJob): Promise<LoadResult> {
  let sent = 0;
  const nextNonce = () => `${job.noncePrefix}-${(sent += 1)}`;
  const result = await autocannon({
    url: job.url,
    connections: job.connections,
    duration: job.seconds,
    // A queue of 50 on one PGlite connection may take seconds; a time-out would hide how long.
    timeout: 60,
    requests: job.requests.map((request) => dynamic(request, nextNonce)),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    // errors counts the time-outs too.
    failed: result.non2xx + result.errors,
    total: result.requests.total,
  };
}

process.on('message', (message: LoadJob | { type: 'stop' }) => {
  if ('type' in message) process.exit(0);
  else
    void run(message).then(
      (result) => process.send?.(result, () => process.disconnect()),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
});
