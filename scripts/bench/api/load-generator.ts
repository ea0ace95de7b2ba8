/**
 * The load generator, in a process of its own: autocannon with one job from its parent (IPC), the
 * summary sent back. Either each connection sends a scenario's requests in turn (a cold request gets
 * a nonce no other request of the run carries), or, for a pool, each request of each connection is
 * drawn at random (a kind by its weight, then one of its requests), so connections never move in
 * lockstep and thousands of different requests are in flight. Counts the X-Izlog-Cache header of
 * the answers: whether the server answered from memory (hit), computed (miss) or did not keep (bypass).
 */
import autocannon from 'autocannon';
import { fillNonce, hasNonce, type WireRequest } from './requests';

export interface PoolKind {
  kind: string;
  /** Share of the requests drawn from this kind. */
  weight: number;
  requests: WireRequest[];
}

export interface LoadJob {
  url: string;
  /** Sent in turn by every connection; or `pool`. */
  requests?: WireRequest[];
  pool?: PoolKind[];
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
  /** Answers by their X-Izlog-Cache value ('none' without one). */
  cacheStates: Record<string, number>;
}

type Sent = Pick<autocannon.Request, 'method' | 'path' | 'headers' | 'body'>;

function drawFrom(pool: PoolKind[]): () => WireRequest {
  const kinds = pool.filter((kind) => kind.requests.length > 0 && kind.weight > 0);
  const total = kinds.reduce((sum, kind) => sum + kind.weight, 0);
  return () => {
    let at = Math.random() * total;
    const kind = kinds.find((candidate) => (at -= candidate.weight) < 0) ?? kinds[kinds.length - 1]!;
    return kind.requests[Math.floor(Math.random() * kind.requests.length)]!;
  };
}

async function run(job: LoadJob): Promise<LoadResult> {
  const cacheStates: Record<string, number> = {};
  const onResponse = (_status: number, _body: string, _context: unknown, headers: Record<string, string>) => {
    const state = headers['x-izlog-cache'] ?? headers['X-Izlog-Cache'] ?? 'none';
    cacheStates[state] = (cacheStates[state] ?? 0) + 1;
  };
  let sent = 0;
  const nextNonce = () => `${job.noncePrefix}-${(sent += 1)}`;
  let requests: autocannon.Request[];
  if (job.pool) {
    const draw = drawFrom(job.pool);
    const first = job.pool.find((kind) => kind.requests.length > 0)!.requests[0]!;
    requests = [{ ...first, setupRequest: (request: Sent) => ({ ...request, ...draw() }), onResponse } as autocannon.Request];
  } else {
    requests = (job.requests ?? []).map((request) =>
      hasNonce(request) ? ({ ...request, setupRequest: (given: Sent) => ({ ...given, ...fillNonce(request, nextNonce()) }), onResponse } as autocannon.Request) : ({ ...request, onResponse } as autocannon.Request),
    );
  }
  const result = await autocannon({
    url: job.url,
    connections: job.connections,
    duration: job.seconds,
    // A queue of 50 on one PGlite connection may take seconds; a time-out would hide how long.
    timeout: 60,
    requests,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    // errors counts the time-outs too.
    failed: result.non2xx + result.errors,
    total: result.requests.total,
    cacheStates,
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
