import { postgresReachable } from './databases';
import type { Backend } from './test-server';

/**
 * The databases the server tests run on: PGlite always, PostgreSQL when it answers. Use with
 * `describe.each(await serverBackends())`.
 */
export async function serverBackends(): Promise<Backend[]> {
  return (await postgresReachable()) ? ['pglite', 'postgres'] : ['pglite'];
}
