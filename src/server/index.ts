/**
 * The server's public entry for what runs it from outside src/server (mock-server/): one call starts
 * it from a set of environment variables, and its handle stops it. Everything else in src/server is
 * the server's own and may change shape without the mock noticing.
 */
import { startServer } from './app';
import { readConfig } from './config';
import { createServerSchema, type SchemaOptions } from './graphql';
import { projectPath } from './project-root';
import { closeServices, createServices } from './services-factory';

export type { GraphQLContext } from './context';
export type { SchemaOptions } from './graphql';

export interface StartOptions {
  /** Read as src/server/config.ts reads process.env (PORT, DATA_DIR, SEED, DEMO_ACCOUNTS …); nothing else is read. */
  env: NodeJS.ProcessEnv;
  /** PGlite in memory, loaded from the cached demo snapshot (src/server/db/snapshot.ts) instead of migrated and seeded. */
  fromSnapshot?: boolean;
  /** The contract's type definitions and what fills the fields no resolver answers. */
  schema?: SchemaOptions;
}

export interface StartedServer {
  /** Origin without a trailing slash; the API is at /graphql. */
  url: string;
  /** Cuts the connections at once, then closes the services (jobs, live channel, throttles, cache invalidation, database). */
  close(): Promise<void>;
}

/** The whole server on one port, as `npm start` runs it: /graphql, /storage, and the built client (dist/) when there is one. */
export async function startIzlog(options: StartOptions): Promise<StartedServer> {
  const config = readConfig(options.env);
  const services = await createServices(config, { memory: options.fromSnapshot, snapshot: options.fromSnapshot });
  const schema = createServerSchema(options.schema);
  const server = await startServer(services, { port: config.port, distDir: projectPath('dist'), schema });
  return {
    url: server.url,
    async close() {
      await server.close();
      await closeServices(services);
    },
  };
}
