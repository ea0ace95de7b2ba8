/**
 * Builds the client once and serves that build two ways for the e2e tests:
 *  - mock: `vite preview` of the build, with /graphql (HTTP and WebSocket) and /storage proxied to the mock server;
 *  - real: the real server (its own process, PGlite in a temporary DATA_DIR, the demo shop, DEMO_ACCOUNTS=1)
 *    serving the same build.
 * Both are torn down after the run. Without Chromium nothing is built or started: the tests skip.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createLogger, preview } from 'vite';
import type { TestProject } from 'vitest/node';
import { builtClient, clientBuildDir } from '../../support/built-client';
import { MISSING_CHROMIUM, hasChromium } from './chromium';
import { startMockProcess } from './mock-process';
import { emptyPostgresDatabase, postgresReachable } from '../../server/support/databases';
import { startRealServer } from './real-server';
import type { E2eTarget } from './targets';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eTargets: E2eTarget[];
  }
}

const ROOT = new URL('../../../', import.meta.url).pathname;
const CONFIG_FILE = join(ROOT, 'vite.config.ts');

/** Vite's warnings and errors, less the socket resets of WebSockets a test's browser closed on purpose. */
function quietLogger() {
  const logger = createLogger('warn');
  const error = logger.error.bind(logger);
  logger.error = (message, options) => {
    if (!(/ws proxy (socket )?error/.test(message) && /ECONNRESET|EPIPE/.test(message))) error(message, options);
  };
  return logger;
}

/** The build behind `vite preview`, with the API and files of the mock server behind it. */
async function startMockTarget(outDir: string) {
  const mock = await startMockProcess();
  const mockOrigin = mock.url;
  const previewServer = await preview({
    root: ROOT,
    configFile: CONFIG_FILE,
    customLogger: quietLogger(),
    build: { outDir },
    preview: {
      host: '127.0.0.1',
      port: 0,
      open: false,
      proxy: {
        '/graphql': { target: mockOrigin, changeOrigin: true, ws: true },
        '/storage': { target: mockOrigin, changeOrigin: true },
      },
    },
  });
  const url = previewServer.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!url) throw new Error('vite preview did not report its address');
  return {
    url,
    async stop() {
      await previewServer.close();
      await mock.stop();
    },
  };
}

export default async function setup(project: TestProject) {
  if (!hasChromium) {
    console.warn(MISSING_CHROMIUM);
    project.provide('e2eTargets', []);
    return undefined;
  }
  const started = performance.now();
  const workDir = mkdtempSync(join(tmpdir(), 'izlog-e2e-'));
  // E2E_DIST serves a build made beforehand (quicker while writing tests); otherwise the working tree is built.
  const outDir = process.env.E2E_DIST ? resolve(process.env.E2E_DIST) : clientBuildDir();
  // The mock is this server on PGlite; so that the Chromium tests cover PostgreSQL too, `npm start`'s
  // server runs on a new PostgreSQL database when one answers (E2E_REAL_DATABASE=pglite keeps PGlite).
  const postgres = process.env.E2E_REAL_DATABASE !== 'pglite' && (await postgresReachable()) ? await emptyPostgresDatabase() : null;
  const realDatabase = postgres ? 'PostgreSQL' : 'PGlite';
  const stops: Array<() => Promise<void>> = [];
  const teardown = async () => {
    await Promise.allSettled(stops.map((stop) => stop()));
    // After the servers: nothing is connected to the database any more.
    await postgres?.drop().catch((error: unknown) => console.warn('e2e: could not drop the PostgreSQL database', error));
    rmSync(workDir, { recursive: true, force: true });
  };

  // The real server seeds its database while the client builds: it reads the build per request.
  const realDataDir = join(workDir, 'data');
  const real = startRealServer(outDir, realDataDir, postgres?.url ?? null).then((server) => (stops.push(server.stop), server));
  try {
    const built = process.env.E2E_DIST ? Promise.resolve() : builtClient();
    const [, realServer] = await Promise.all([built, real]);
    const mock = await startMockTarget(outDir);
    stops.push(mock.stop);

    project.provide('e2eTargets', [
      { name: 'mock', url: mock.url },
      { name: 'real', url: realServer.url, dataDir: realDataDir, pid: realServer.pid },
    ]);
    console.log(`e2e: client built and servers started in ${((performance.now() - started) / 1000).toFixed(1)} s (mock ${mock.url}, real on ${realDatabase} ${realServer.url})`);
  } catch (error) {
    await real.catch(() => undefined);
    await teardown();
    throw error;
  }
  return teardown;
}
