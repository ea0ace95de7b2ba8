import type { Redis } from 'ioredis';
import type { LiveStore } from './store';
import type { LiveVisitorState } from './visitors';

/** How long the registry outlives its last write: a shop nobody visits for a day starts empty. */
const REGISTRY_TTL_MS = 24 * 3_600_000;
/** At most this many lapsed visitors are unlisted per sweep, so one sweep stays short. */
const SWEEP_BATCH = 500;

// KEYS: on-site visitors (hash client → JSON), channels (hash client → open channels), leases (sorted set
// client by the time its channels count until). The three always name the same clients.
const JOIN = `
local existing = redis.call('HGET', KEYS[1], ARGV[1])
if existing then
  redis.call('HINCRBY', KEYS[2], ARGV[1], 1)
  redis.call('ZADD', KEYS[3], 'GT', ARGV[3], ARGV[1])
  return {0, existing}
end
if redis.call('ZCARD', KEYS[3]) >= tonumber(ARGV[4]) then return {-1, false} end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('HSET', KEYS[2], ARGV[1], 1)
redis.call('ZADD', KEYS[3], ARGV[3], ARGV[1])
for _, key in ipairs(KEYS) do redis.call('PEXPIRE', key, ARGV[5]) end
return {1, ARGV[2]}`;

const UPDATE = `
if redis.call('HEXISTS', KEYS[2], ARGV[1]) == 0 then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
return 1`;

// ARGV: client, the key its record is kept aside under, for how many ms.
const LEAVE = `
if redis.call('HEXISTS', KEYS[2], ARGV[1]) == 0 then return 0 end
if redis.call('HINCRBY', KEYS[2], ARGV[1], -1) > 0 then return 0 end
local visitor = redis.call('HGET', KEYS[1], ARGV[1])
if visitor then redis.call('SET', ARGV[2], visitor, 'PX', ARGV[3]) end
redis.call('HDEL', KEYS[1], ARGV[1])
redis.call('HDEL', KEYS[2], ARGV[1])
redis.call('ZREM', KEYS[3], ARGV[1])
return 1`;

const SWEEP = `
local gone = redis.call('ZRANGEBYSCORE', KEYS[3], '-inf', '(' .. ARGV[1], 'LIMIT', 0, tonumber(ARGV[2]))
for _, client in ipairs(gone) do
  redis.call('HDEL', KEYS[1], client)
  redis.call('HDEL', KEYS[2], client)
  redis.call('ZREM', KEYS[3], client)
end
return gone`;

/**
 * The registry in Redis, shared by every server instance, each visitor read and written by its key
 * (scripts keep the three keys in step, so two instances never half-list a visitor): the hash
 * `<prefix>on-site`, the hash `<prefix>channels` of open channel counts, and the sorted set
 * `<prefix>leases` by the time a visitor's channels count until, which bounds the registry (ZCARD)
 * and finds the channels of a stopped instance (sweep). A visitor who left is kept aside, until its
 * time runs out, under `<prefix>left:<client>`.
 */
export function createRedisStore(redis: Redis, prefix: string): LiveStore {
  // Not `visitors`: the registry of an earlier version (one hash read whole) lapses there on its own.
  const keys = [`${prefix}on-site`, `${prefix}channels`, `${prefix}leases`];
  const [visitorsKey, , leasesKey] = keys as [string, string, string];
  const departedKey = (client: string) => `${prefix}left:${client}`;
  const run = <T>(script: string, ...args: (string | number)[]) => redis.eval(script, keys.length, ...keys, ...args) as Promise<T>;
  const parse = (json: string | null | undefined): LiveVisitorState | null => {
    if (!json) return null;
    try {
      return JSON.parse(json) as LiveVisitorState;
    } catch {
      return null;
    }
  };
  return {
    async get(client) {
      return parse(await redis.hget(visitorsKey, client));
    },
    async join(fresh, until, max) {
      const [outcome, json] = await run<[number, string | null]>(JOIN, fresh.client, JSON.stringify(fresh), until, max, REGISTRY_TTL_MS);
      const visitor = outcome < 0 ? null : parse(json);
      return visitor ? { visitor, created: outcome === 1 } : null;
    },
    async update(visitor) {
      return (await run<number>(UPDATE, visitor.client, JSON.stringify(visitor))) === 1;
    },
    async leave(client, _now, keepForMs) {
      return (await run<number>(LEAVE, client, departedKey(client), Math.max(1, Math.round(keepForMs)))) === 1;
    },
    async takeDeparted(client) {
      return parse(await redis.getdel(departedKey(client)));
    },
    async renew(clients, until) {
      if (!clients.length) return;
      const pipeline = redis.pipeline();
      // XX: a visitor unlisted meanwhile is not listed again by its lease.
      for (const client of clients) pipeline.zadd(leasesKey, 'XX', 'GT', until, client);
      for (const key of keys) pipeline.pexpire(key, REGISTRY_TTL_MS);
      await pipeline.exec();
    },
    async sweep(now) {
      return run<string[]>(SWEEP, now, SWEEP_BATCH);
    },
    async all() {
      const values = await redis.hvals(visitorsKey);
      return values.map(parse).filter((visitor): visitor is LiveVisitorState => visitor != null);
    },
    async count() {
      return redis.zcard(leasesKey);
    },
    async close() {},
  };
}
