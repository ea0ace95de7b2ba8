import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { createLiveService, type LiveChange } from '../../../src/server/modules/live';
import { clientId } from '../support/live-clients';
import { redisReachable, TEST_REDIS_URL as REDIS_URL } from '../support/redis';

const withRedis = await redisReachable();

const modes = [{ name: 'in process', redisUrl: null }, ...(withRedis ? [{ name: 'in Redis', redisUrl: REDIS_URL }] : [])];
/** A key prefix of its own, so a test's visitors and clock touch nobody else's. */
const ownPrefix = () => `izlog:test:${randomBytes(4).toString('hex')}:`;
const arrival = (client: string, lang: 0 | 1 = 0) => ({ client, session: 'Aaaaa1', lang, user_id: null });

describe('the live registry itself', () => {
  test.each(modes)('$name: a browser is on the site while one of its channels is open, and leaves when the last one closes', async ({ redisUrl }) => {
    const live = createLiveService({ redisUrl }, { keyPrefix: ownPrefix() });
    const changes: LiveChange[] = [];
    const stop = live.onChange((change) => changes.push(change));
    const onSite = async () => (await live.visitors()).map((visitor) => visitor.client);
    try {
      const browser = clientId('Tabs');
      const other = clientId('Othr');
      // A message without an open channel lists nobody.
      expect(await live.record(arrival(browser), { path: '/kontakt', lang: 0 })).toBeNull();
      expect(await onSite()).toEqual([]);

      const firstTab = await live.openChannel(arrival(browser));
      const secondTab = await live.openChannel(arrival(browser, 1));
      const otherTab = await live.openChannel(arrival(other));
      expect(firstTab.listed && secondTab.listed && otherTab.listed).toBe(true);
      expect(new Set(await onSite())).toEqual(new Set([browser, other]));
      expect(await live.count()).toBe(2);
      // The second tab says which language the browser is in now.
      expect((await live.record(arrival(browser, 1), { path: '/blog', lang: 1 }))?.history.map((visit) => visit.path)).toEqual(['/blog']);
      expect((await live.visitors()).find((visitor) => visitor.client === browser)).toMatchObject({ path: '/blog', lang: 1 });

      await firstTab.close();
      expect(new Set(await onSite())).toEqual(new Set([browser, other]));
      await secondTab.close();
      await secondTab.close();
      expect(await onSite()).toEqual([other]);
      await otherTab.close();
      expect(await onSite()).toEqual([]);
      await expect.poll(() => changes.filter((change) => change.type === 'left').length).toBe(2);
    } finally {
      stop();
      await live.close();
    }
  });

  test.each(modes)('$name: a browser that comes back soon in the same session goes on with its visit; another session starts over', async ({ redisUrl }) => {
    const live = createLiveService({ redisUrl }, { keyPrefix: ownPrefix() });
    const changes: LiveChange[] = [];
    const stop = live.onChange((change) => changes.push(change));
    try {
      const browser = clientId('Back');
      const first = await live.openChannel(arrival(browser));
      await live.record(arrival(browser), { path: '/kontakt', lang: 0 });
      await live.record(arrival(browser, 1), { path: '/home', lang: 1 });
      const before = (await live.visitors()).find((visitor) => visitor.client === browser)!;
      // A language switch on a slow link: the channel closes, the visitor leaves, and the new channel opens later.
      await first.close();
      expect(await live.visitors()).toEqual([]);
      await expect.poll(() => changes.filter((change) => change.type === 'left').length).toBe(1);
      const again = await live.openChannel(arrival(browser, 1));
      const back = (await live.visitors()).find((visitor) => visitor.client === browser);
      expect(back).toMatchObject({ path: '/home', lang: 1, first_seen_at: before.first_seen_at });
      expect(back?.history.map((visit) => visit.path)).toEqual(['/kontakt', '/home']);
      await again.close();

      // Another session of the browser (a new tab after the last one closed) is a new visit.
      const other = await live.openChannel({ ...arrival(browser), session: 'Bbbbb2' });
      expect((await live.visitors()).find((visitor) => visitor.client === browser)?.history).toEqual([]);
      await other.close();
    } finally {
      stop();
      await live.close();
    }
  });

  test.each(modes)('$name: holds at most its bound of visitors; a channel beyond it still carries messages', async ({ redisUrl }) => {
    const live = createLiveService({ redisUrl }, { keyPrefix: ownPrefix(), maxVisitors: 2 });
    try {
      const [first, second, third] = [clientId('Bnd1'), clientId('Bnd2'), clientId('Bnd3')];
      await live.openChannel(arrival(first));
      const kept = await live.openChannel(arrival(second));
      const beyond = await live.openChannel(arrival(third));
      expect(beyond.listed).toBe(false);
      expect(await live.count()).toBe(2);
      expect(await live.record(arrival(third), { path: '/kontakt', lang: 0 })).toBeNull();

      const messages = live.messages(third, 'Aaaaa1');
      const next = messages.next();
      // With Redis, let the subscription reach it before the message goes out.
      await new Promise((resolve) => setTimeout(resolve, redisUrl ? 200 : 0));
      live.send(third, 'Aaaaa1', { subject: 'toast', type: 'success', name: 'Poslato', timestamp: 1 });
      expect((await next).value).toMatchObject({ subject: 'toast', name: 'Poslato' });
      await messages.return?.();

      // A place freed is a place for the next one.
      await kept.close();
      await beyond.close();
      expect((await live.openChannel(arrival(third))).listed).toBe(true);
    } finally {
      await live.close();
    }
  });

  test.skipIf(!withRedis)('in Redis: the channels of an instance that stopped without closing them lapse', async () => {
    const keyPrefix = ownPrefix();
    let clock = Date.now();
    const stopped = createLiveService({ redisUrl: REDIS_URL }, { keyPrefix, now: () => clock });
    const running = createLiveService({ redisUrl: REDIS_URL }, { keyPrefix, now: () => clock });
    try {
      const orphan = clientId('Orph');
      const kept = clientId('Kept');
      await stopped.openChannel(arrival(orphan));
      await running.openChannel(arrival(kept));
      // `stopped` no longer renews its channels; `running` renews its own at each sweep.
      clock += 60_000;
      await running.sweep();
      expect((await running.visitors()).map((visitor) => visitor.client).sort()).toEqual([kept, orphan].sort());
      clock += 60_000;
      await running.sweep();
      expect((await running.visitors()).map((visitor) => visitor.client)).toEqual([kept]);
    } finally {
      await running.close();
      await stopped.close();
    }
  });

  test.each(modes)('$name: a message sent to a storefront reaches its channel only, on any instance', async ({ redisUrl }) => {
    const keyPrefix = ownPrefix();
    const here = createLiveService({ redisUrl }, { keyPrefix });
    // With Redis a second instance; in process the same one.
    const there = redisUrl ? createLiveService({ redisUrl }, { keyPrefix }) : here;
    try {
      const client = clientId('Msgs');
      const messages = there.messages(client, 'Kanal1');
      const next = messages.next();
      // Let the subscription reach Redis before the first message is sent.
      await new Promise((resolve) => setTimeout(resolve, 200));
      here.send(client, 'Drugi1', { subject: 'toast', type: 'error', name: 'za drugu sesiju', timestamp: 1 });
      here.send(client, 'Kanal1', { subject: 'toast', type: 'success', name: 'Porudžbina je poslata', timestamp: 2 });
      expect((await next).value).toEqual({ subject: 'toast', type: 'success', name: 'Porudžbina je poslata', timestamp: 2 });
      await messages.return?.();

      await there.openChannel({ client, session: 'Kanal1', lang: 1, user_id: null });
      await here.record({ client, session: 'Kanal1', lang: 1, user_id: null }, { path: '/blog', lang: 1 });
      expect((await there.visitors()).find((visitor) => visitor.client === client)).toMatchObject({ path: '/blog', lang: 1 });
    } finally {
      await here.close();
      await there.close();
    }
  });
});
