import type { Server } from 'node:http';

/** How often a draining server looks for connections that fell idle, to close them. */
const IDLE_SWEEP_MS = 25;

/**
 * Stops `server` taking connections, lets the requests in progress (`inFlight`) finish within
 * `timeoutMs`, closing each keep-alive connection as soon as it falls idle, then cuts whatever is
 * left. Resolves, with how many requests were cut, once the server has closed.
 */
export async function drainHttp(server: Server, inFlight: () => number, timeoutMs: number): Promise<number> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const until = Date.now() + timeoutMs;
  while (inFlight() > 0 && Date.now() < until) {
    server.closeIdleConnections();
    await new Promise((resolve) => setTimeout(resolve, Math.min(IDLE_SWEEP_MS, Math.max(0, until - Date.now()))));
  }
  const cut = inFlight();
  server.closeAllConnections();
  await closed;
  return cut;
}
