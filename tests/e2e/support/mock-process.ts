import { startServerProcess, type ServerProcess } from '../../support/server-process';

/**
 * `npm run mock` (mock-server/start.mjs, which runs mock-server/main.ts) in a child process of its own, as a developer runs it, so
 * its clock and demo are that process's alone; resolves with its origin once it listens.
 */
export function startMockProcess(): Promise<ServerProcess> {
  return startServerProcess('mock', 'mock-server/start.mjs', { MOCK_PORT: '0' }, (line) => line.match(/(http:\/\/localhost:\d+)\/graphql/)?.[1] ?? null);
}
