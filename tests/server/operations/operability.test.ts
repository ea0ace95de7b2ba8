/**
 * Operating the server (issue 14): /healthz and /readyz for a balancer, a JSON log line with an id for
 * every request, Prometheus metrics at /metrics (behind METRICS_TOKEN), and readiness that names
 * what does not answer: the database, Redis, the file store.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GetBrandsDocument } from '../../../generated/client/graphql';
import { checkReadiness, CHECK_TIMEOUT_MS, redisCheck, serverReadinessChecks, storageCheck } from '../../../src/server/http/readiness';
import { localFileStore } from '../../../src/server/modules/storage';
import { createLogger } from '../../../src/server/log';
import { eventually, persistedPath } from '../support/answers';
import { redisReachable, TEST_REDIS_URL } from '../support/redis';
import { startTestServer, type TestServer } from '../support/test-server';

const TOKEN = 'metrics-token-for-tests';
const redisUp = await redisReachable();

/** A logger at info level whose lines the test reads, as a log collector would from stdout. */
function capturedLogger() {
  const lines: string[] = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a log line is untyped JSON
  return { logger, records: () => lines.map((line) => JSON.parse(line) as Record<string, any>) };
}

/** The value of one sample in Prometheus text (0 when it is not there yet). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelText = line.slice(name.length).match(/^\{([^}]*)\}/)?.[1] ?? '';
    if (wanted.every((pair) => labelText.split(',').includes(pair))) return Number(line.split(' ').at(-1));
  }
  return 0;
}

/** A TCP port nothing listens on: one just given and closed again. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('operating a running server', () => {
  let server: TestServer;
  const log = capturedLogger();
  const metrics = async (headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) => fetch(`${server.url}/metrics`, { headers });

  beforeAll(async () => {
    server = await startTestServer('pglite', { METRICS_TOKEN: TOKEN }, { logger: log.logger });
  });
  afterAll(async () => {
    // The last test closed the database under the services that listen on it: their closing fails.
    await server?.close().catch(() => undefined);
    rmSync(server.config.dataDir, { recursive: true, force: true });
  });

  test('/healthz answers while the process is up, uncached, with a request id', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('/readyz answers 200 when the database and the file store answer, naming each check', async () => {
    const response = await fetch(`${server.url}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', checks: { database: 'ok', storage: 'ok' } });
  });

  test('a sane X-Request-Id is kept and sent back; anything else is replaced by a new id', async () => {
    const kept = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': 'lb-7f3a.42:x' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.42:x');
    for (const bad of ['a'.repeat(65), 'two words', '{"forged":1}']) {
      const replaced = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': bad } });
      expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
    }
    const generated = await Promise.all([fetch(`${server.url}/healthz`), fetch(`${server.url}/healthz`)]);
    expect(generated[0]!.headers.get('x-request-id')).not.toBe(generated[1]!.headers.get('x-request-id'));
  });

  test('every request writes one JSON log line with its id, method, path without the query, status, time and cache outcome', async () => {
    const path = persistedPath(GetBrandsDocument, { search: 'secret-search-words' });
    const response = await fetch(server.url + path, { headers: { 'x-request-id': 'log-line-1', accept: 'application/json', lang: '0' } });
    expect(response.status).toBe(200);
    const records = await eventually(
      async () => log.records().filter((record) => record.reqId === 'log-line-1'),
      (found) => found.length > 0,
    );
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ level: 'info', msg: 'request', method: 'GET', path: '/graphql', status: 200, cache: 'miss' });
    expect(records[0]!.ms).toBeTypeOf('number');
    expect(records[0]!.time).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(JSON.stringify(log.records())).not.toContain('secret-search-words');
    // Probes and scrapes come every few seconds: not at info level.
    expect(log.records().filter((record) => record.path === '/healthz' || record.path === '/readyz')).toEqual([]);
  });

  test('/metrics counts requests by route kind and status class, the answer cache’s hits, live visitors, queues and the process', async () => {
    const before = await (await metrics()).text();
    const path = persistedPath(GetBrandsDocument, { limit: 3 });
    for (let i = 0; i < 3; i += 1) expect((await fetch(server.url + path, { headers: { accept: 'application/json', lang: '0' } })).status).toBe(200);
    expect((await fetch(`${server.url}/storage/no/such/file.png`)).status).toBe(404);

    const response = await metrics();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const after = await response.text();
    const requests = (text: string, labels: Record<string, string>) => sample(text, 'izlog_http_requests_total', labels);
    expect(requests(after, { method: 'GET', route: 'graphql', status_class: '2xx' }) - requests(before, { method: 'GET', route: 'graphql', status_class: '2xx' })).toBe(3);
    expect(requests(after, { route: 'storage', status_class: '4xx' }) - requests(before, { route: 'storage', status_class: '4xx' })).toBe(1);
    const hits = (text: string) => sample(text, 'izlog_cache_requests_total', { cache: 'answers', result: 'hit' });
    expect(hits(after) - hits(before)).toBe(2);
    expect(sample(after, 'izlog_cache_requests_total', { cache: 'answers', result: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'izlog_http_request_duration_seconds_count', { route: 'graphql', status_class: '2xx' })).toBeGreaterThanOrEqual(3);
    expect(after).toMatch(/^izlog_live_visitors \d+$/m);
    expect(after).toMatch(/^izlog_queue_depth\{queue="background"\} 0$/m);
    expect(after).toMatch(/^izlog_queue_depth\{queue="imports"\} 0$/m);
    expect(after).toMatch(/^process_cpu_user_seconds_total /m);
    expect(after).toMatch(/^nodejs_eventloop_lag_seconds /m);
    // Never the raw address as a label.
    expect(after).not.toContain('documentId');
  });

  test('with METRICS_TOKEN, /metrics answers only its bearer', async () => {
    expect((await metrics({})).status).toBe(401);
    expect((await metrics({ authorization: 'Bearer wrong-token-of-other-len' })).status).toBe(401);
    expect((await metrics({ authorization: `Bearer ${TOKEN.replace(/.$/, 'x')}` })).status).toBe(401);
    expect((await metrics()).status).toBe(200);
    expect((await fetch(`${server.url}/metrics`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(405);
  });

  // Last: the database goes away.
  test('/readyz answers 503 naming the database once it no longer answers; /healthz still 200', async () => {
    await server.db.destroy();
    const response = await fetch(`${server.url}/readyz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable', checks: { database: 'failed', storage: 'ok' } });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(log.records().find((record) => record.msg === 'not ready')).toMatchObject({ level: 'warn', check: 'database' });
  });
});

describe('readiness checks', () => {
  const dir = mkdtempSync(join(tmpdir(), 'izlog-ready-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('Redis at a port nothing listens on fails the check within its time-out', async () => {
    const redis = redisCheck(`redis://127.0.0.1:${await closedPort()}`);
    const started = Date.now();
    const readiness = await checkReadiness([redis, storageCheck(localFileStore(join(dir, 'storage')))]);
    await redis.close();
    expect(Date.now() - started).toBeLessThan(CHECK_TIMEOUT_MS + 500);
    expect(readiness.ready).toBe(false);
    expect(readiness.checks.redis).toMatch(/^(failed|timed out)$/);
    expect(readiness.checks.storage).toBe('ok');
  });

  test.runIf(redisUp)('Redis that answers PING passes', async () => {
    const redis = redisCheck(TEST_REDIS_URL);
    expect(await checkReadiness([redis])).toMatchObject({ ready: true, checks: { redis: 'ok' } });
    await redis.close();
  });

  test('a file store that cannot be written fails the storage check', async () => {
    writeFileSync(join(dir, 'not-a-folder'), '');
    expect((await checkReadiness([storageCheck(localFileStore(join(dir, 'not-a-folder')))])).checks.storage).toBe('failed');
  });

  test('a check that never answers times out', async () => {
    const readiness = await checkReadiness([{ name: 'slow', run: () => new Promise(() => undefined) }], 50);
    expect(readiness).toMatchObject({ ready: false, checks: { slow: 'timed out' } });
  });

  test('the server checks Redis only when REDIS_URL is set', () => {
    const config = { dataDir: dir, redisUrl: null };
    expect(serverReadinessChecks({ config, db: null } as never).checks.map((check) => check.name)).toEqual(['database', 'storage']);
    const withRedis = serverReadinessChecks({ config: { ...config, redisUrl: TEST_REDIS_URL }, db: null } as never);
    expect(withRedis.checks.map((check) => check.name)).toEqual(['database', 'redis', 'storage']);
  });
});
