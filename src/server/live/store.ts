import type { LiveVisitorState } from './visitors';

/**
 * Where the live visitors are kept: in this process, or in Redis so that every server instance
 * sees the same visitors. Open live channels are "connections" held until a time and refreshed by
 * the instance that holds them, so a crashed instance's channels lapse on their own.
 */
export interface LiveStore {
  get(client: string): Promise<LiveVisitorState | null>;
  put(visitor: LiveVisitorState): Promise<void>;
  all(): Promise<LiveVisitorState[]>;
  remove(clients: readonly string[]): Promise<void>;
  /** Marks a live channel of `client` open until `until` (ms since 1970; `now` is the time now). */
  holdConnection(connectionId: string, client: string, until: number, now: number): Promise<void>;
  releaseConnection(connectionId: string, client: string): Promise<void>;
  /** The clients with a live channel open at `now`. */
  connectedClients(now: number): Promise<Set<string>>;
  close(): Promise<void>;
}

/** The registry of one server process. */
export function createMemoryStore(): LiveStore {
  const visitors = new Map<string, LiveVisitorState>();
  const connections = new Map<string, { client: string; until: number }>();
  const copy = (visitor: LiveVisitorState): LiveVisitorState => structuredClone(visitor);
  return {
    async get(client) {
      const visitor = visitors.get(client);
      return visitor ? copy(visitor) : null;
    },
    async put(visitor) {
      visitors.set(visitor.client, copy(visitor));
    },
    async all() {
      return [...visitors.values()].map(copy);
    },
    async remove(clients) {
      for (const client of clients) visitors.delete(client);
    },
    async holdConnection(connectionId, client, until) {
      connections.set(connectionId, { client, until });
    },
    async releaseConnection(connectionId) {
      connections.delete(connectionId);
    },
    async connectedClients(now) {
      const clients = new Set<string>();
      for (const [id, connection] of connections) {
        if (connection.until > now) clients.add(connection.client);
        else connections.delete(id);
      }
      return clients;
    },
    async close() {
      visitors.clear();
      connections.clear();
    },
  };
}
