import { LIVE_LIMITS } from '../../lib/live-limits';
import type { LiveVisitorState } from './visitors';

/** What `join` did: listed a new visitor, or counted one more channel of a listed one. */
export interface Joined {
  visitor: LiveVisitorState;
  created: boolean;
}

/**
 * Where the listed visitors are kept, one record per client id, each read and written on its own
 * (never the whole registry for one visitor): in this process, or in Redis so that every server
 * instance sees the same visitors. A visitor is listed while it has a live channel open; each open
 * channel is counted, and leases it until a time its instance renews, so the channels of an
 * instance that stopped without closing them lapse (see sweep).
 */
export interface LiveStore {
  get(client: string): Promise<LiveVisitorState | null>;
  /**
   * A channel of `fresh.client` opened, leased until `until`: counts it for a listed visitor and
   * returns that, else lists `fresh`, unless `max` visitors are listed already (then null).
   */
  join(fresh: LiveVisitorState, until: number, max: number): Promise<Joined | null>;
  /** Writes a listed visitor; false, writing nothing, when it is not listed (its channels closed meanwhile). */
  update(visitor: LiveVisitorState): Promise<boolean>;
  /**
   * A channel of `client` closed at `now` (ms since 1970); true when it was its last, so the visitor
   * is no longer listed. Its record is then kept aside for `keepForMs`, for takeDeparted.
   */
  leave(client: string, now: number, keepForMs: number): Promise<boolean>;
  /** The record of `client` as it left, if it left before `now` and is still kept aside; taken away. */
  takeDeparted(client: string, now: number): Promise<LiveVisitorState | null>;
  /** Extends the leases of channels this instance holds. */
  renew(clients: readonly string[], until: number): Promise<void>;
  /** Unlists the visitors whose leases ran out before `now` (their instance stopped); returns their client ids. */
  sweep(now: number): Promise<string[]>;
  /** Every listed visitor (at most the registry's bound). */
  all(): Promise<LiveVisitorState[]>;
  count(): Promise<number>;
  close(): Promise<void>;
}

interface Entry {
  visitor: LiveVisitorState;
  channels: number;
  until: number;
}

/** The registry of one server process: a map by client id. */
export function createMemoryStore(): LiveStore {
  const entries = new Map<string, Entry>();
  /** Visitors who left, by client id, oldest departure first, at most LIVE_LIMITS.visitors of them. */
  const departed = new Map<string, { visitor: LiveVisitorState; until: number }>();
  const copy = (visitor: LiveVisitorState): LiveVisitorState => ({ ...visitor, history: visitor.history.map((visit) => ({ ...visit })) });
  return {
    async get(client) {
      const entry = entries.get(client);
      return entry ? copy(entry.visitor) : null;
    },
    async join(fresh, until, max) {
      const entry = entries.get(fresh.client);
      if (entry) {
        entry.channels += 1;
        entry.until = Math.max(entry.until, until);
        return { visitor: copy(entry.visitor), created: false };
      }
      if (entries.size >= max) return null;
      entries.set(fresh.client, { visitor: copy(fresh), channels: 1, until });
      return { visitor: copy(fresh), created: true };
    },
    async update(visitor) {
      const entry = entries.get(visitor.client);
      if (!entry) return false;
      entry.visitor = copy(visitor);
      return true;
    },
    async leave(client, now, keepForMs) {
      const entry = entries.get(client);
      if (!entry) return false;
      entry.channels -= 1;
      if (entry.channels > 0) return false;
      entries.delete(client);
      departed.delete(client);
      departed.set(client, { visitor: entry.visitor, until: now + keepForMs });
      if (departed.size > LIVE_LIMITS.visitors) departed.delete(departed.keys().next().value!);
      return true;
    },
    async takeDeparted(client, now) {
      const kept = departed.get(client);
      departed.delete(client);
      return kept && kept.until >= now ? copy(kept.visitor) : null;
    },
    async renew(clients, until) {
      for (const client of clients) {
        const entry = entries.get(client);
        if (entry) entry.until = Math.max(entry.until, until);
      }
    },
    async sweep(now) {
      const gone: string[] = [];
      for (const [client, entry] of entries) {
        if (entry.until >= now) continue;
        entries.delete(client);
        gone.push(client);
      }
      return gone;
    },
    async all() {
      return [...entries.values()].map((entry) => copy(entry.visitor));
    },
    async count() {
      return entries.size;
    },
    async close() {
      entries.clear();
      departed.clear();
    },
  };
}
