/**
 * The shop behind the component tests: the real server, as `npm run mock` runs it (the demo
 * snapshot in an in-memory PGlite, the demo's clock, schema-derived values for fields no resolver
 * answers yet), called in process instead of over a port. One per test worker: reset() puts the
 * database, the throttles, the live visitors and the outbox back as they were, so each test starts
 * from the same shop without loading a new database. Card payments go through the project's test
 * bank (PAYMENT_GATEWAY=test, as the mock has it), served on a port of its own: the server's refunds
 * call its API over HTTP, and a test pays on its pages as a shopper's browser would (`origin`).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGraphQLHandler, createServerSchema } from '../../../src/server/graphql';
import { readConfig } from '../../../src/server/config';
import type { Db } from '../../../src/server/db/database';
import { DEMO_TODAY, demoLiveVisitors } from '../../../src/server/demo';
import { startClockAt } from '../../../mock-server/clock';
import { withSchemaMocks } from '../../../mock-server/schema-mocks';
import { createLiveService, startLiveService, type LiveVisitorState } from '../../../src/server/modules/live';
import { createThrottle } from '../../../src/server/lib/throttle';
import type { ServerServices } from '../../../src/server/services';
import { createServices } from '../../../src/server/services-factory';
import { keepPristineCopy } from '../../support/pristine-copy';
import { paymentRoutes, type PaymentRoutes } from '../../../src/server/modules/payments';

export interface InProcessShop {
  /** The shop's database: read it to see what a mutation changed, or arrange a test's data. */
  db: Db;
  /** Where the shop's card-payment pages answer (/payments/…: the test bank and the bank's reply). */
  origin: string;
  /** Answers one request to /graphql as the server would. */
  handle(request: Request): Promise<Response>;
  /** The shop as it was at the start: database, throttles, live visitors, outbox. */
  reset(): Promise<void>;
  /** The mail the shop sent since the last reset, oldest first, as .eml text. */
  mails(): string[];
  /** Who is on the site now, as the live visitor registry holds them (most recent first). */
  liveVisitors(): Promise<LiveVisitorState[]>;
  /** Nobody on the site until the next reset: the demo's sample visitors leave. */
  clearLiveVisitors(): Promise<void>;
}

async function open(): Promise<InProcessShop> {
  startClockAt(DEMO_TODAY);
  const dataDir = mkdtempSync(join(tmpdir(), 'izlog-component-'));
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  // The routes need the services, which need the port's address first.
  const routes: { payments?: PaymentRoutes } = {};
  const http = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    void (routes.payments?.serve(request, response, path) ?? Promise.resolve(false)).then((served) => {
      if (!served) response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  http.unref();
  const origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const config = readConfig({ PORT: '0', DATA_DIR: dataDir, SEED: 'demo', DEMO_ACCOUNTS: '1', ADMIN_EMAIL: '', ADMIN_PASSWORD: '', PAYMENT_GATEWAY: 'test', PUBLIC_URL: origin });
  const services: ServerServices = await createServices(config, { memory: true, snapshot: true });
  routes.payments = paymentRoutes(services);
  const pristine = await keepPristineCopy(services.db);
  const yoga = createGraphQLHandler(services, createServerSchema({ addMocks: withSchemaMocks(DEMO_TODAY) }));
  const outbox = join(dataDir, 'outbox');
  const outboxFiles = () => {
    try {
      return readdirSync(outbox).filter((file) => file.endsWith('.eml')).sort();
    } catch {
      return [];
    }
  };
  return {
    db: services.db,
    origin,
    async handle(request) {
      const response = await yoga.fetch(request);
      // The mail a request asked for is sent after its answer, in this process: tests read it once it is.
      await services.jobs.drained();
      return response;
    },
    async reset() {
      await services.jobs.drained();
      await pristine.reset();
      await Promise.all([services.throttle.close(), services.live.close()]);
      [services.throttle, services.live] = await Promise.all([createThrottle(config), startLiveService(config, demoLiveVisitors)]);
      rmSync(outbox, { recursive: true, force: true });
    },
    mails: () => outboxFiles().map((file) => readFileSync(join(outbox, file), 'utf8')),
    liveVisitors: () => services.live.visitors(),
    async clearLiveVisitors() {
      await services.live.close();
      services.live = createLiveService(config);
    },
  };
}

let shop: Promise<InProcessShop> | undefined;

/** This worker's shop, opened on first use. */
export function inProcessShop(): Promise<InProcessShop> {
  shop ??= open();
  return shop;
}
