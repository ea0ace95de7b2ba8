import type { Redis } from 'ioredis';
import type { LiveStore } from './store';
import type { LiveVisitorState } from './visitors';

/** How long the whole registry outlives its last write: a shop nobody visits for a day starts empty. */
const REGISTRY_TTL_MS = 24 * 3_600_000;

/**
 * The registry in Redis, shared by every server instance: a hash `<prefix>visitors` (client →
 * visitor as JSON) and a sorted set `<prefix>connections` of open live channels
 * (`client␀connection id`, scored by the time the channel counts as open until). Both expire a day
 * after their last write.
 */
export function createRedisStore(redis: Redis, prefix = 'izlog:live:'): LiveStore {
  const visitorsKey = `${prefix}visitors`;
  const connectionsKey = `${prefix}connections`;
  const parse = (json: string | null): LiveVisitorState | null => {
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
    async put(visitor) {
      await redis.multi().hset(visitorsKey, visitor.client, JSON.stringify(visitor)).pexpire(visitorsKey, REGISTRY_TTL_MS).exec();
    },
    async all() {
      const values = await redis.hvals(visitorsKey);
      return values.map(parse).filter((visitor): visitor is LiveVisitorState => visitor != null);
    },
    async remove(clients) {
      if (clients.length) await redis.hdel(visitorsKey, ...clients);
    },
    async holdConnection(connectionId, client, until, now) {
      await redis
        .multi()
        .zadd(connectionsKey, until, `${client}\0${connectionId}`)
        // Channels of an instance that stopped without closing them lapse here.
        .zremrangebyscore(connectionsKey, '-inf', now)
        .pexpire(connectionsKey, REGISTRY_TTL_MS)
        .exec();
    },
    async releaseConnection(connectionId, client) {
      await redis.zrem(connectionsKey, `${client}\0${connectionId}`);
    },
    async connectedClients(now) {
      const members = await redis.zrangebyscore(connectionsKey, `(${now}`, '+inf');
      return new Set(members.map((member) => member.slice(0, member.indexOf('\0'))));
    },
    async close() {},
  };
}
