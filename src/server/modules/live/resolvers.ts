/**
 * The live channel: storefront page visits, the admin's live visitors (query and subscription) and
 * the storefront's channel of messages. The registry is ctx.services.live (service.ts beside this file), in
 * process or shared through Redis; its bounds are src/server/lib/live-limits.ts.
 */
import { Repeater } from 'graphql-yoga';
import { asResolvers, type DomainResolvers } from '../../lib/domain-resolvers';
import { findSessionSubject } from '../../auth/sessions';
import type { GraphQLContext } from '../../context';
import { userError } from '../../errors';
import { visitorChangeFeed, type VisitorChanges } from './admin-feed';
import { LIVE_LIMITS } from '../../lib/live-limits';
import { checkLiveMessage, requiredLiveText } from './message';
import { langOfPath } from './paths';
import { withUsers } from './visitor-users';
import type { LiveMessage } from './visitors';

/** Refuses a page visit or channel over the rate of its browser or its address. */
function throttle(ctx: GraphQLContext, client: string): void {
  if (!ctx.services.live.throttle.allow(ctx.clientAddress ?? 'unknown', client)) throw userError(ctx.lang, 'liveTooFast', { code: 'TOO_MANY_REQUESTS' });
}

/**
 * A storefront's live channel: the visitor is on the site while it is open. Says hello at once
 * (subject live, type connected, name the session), then passes on messages sent to this browser.
 */
function openChannel(ctx: GraphQLContext, client: string, session: string): Repeater<LiveMessage> {
  const live = ctx.services.live;
  return new Repeater<LiveMessage>(async (push, stop) => {
    const messages = live.messages(client, session);
    const channel = await live.openChannel({ client, session, lang: ctx.lang, user_id: ctx.userId });
    void stop.then(async () => {
      void messages.return?.();
      await channel.close().catch(() => undefined);
    });
    await push({ subject: 'live', type: 'connected', name: session, timestamp: Date.now() });
    for await (const message of messages) await push(message);
  });
}

const resolvers: DomainResolvers<'liveVisitors', 'sendLiveMessage'> = {
  Query: {
    liveVisitors: async (_source, _args, ctx) => withUsers(ctx, await ctx.services.live.visitors()),
  },
  Mutation: {
    sendLiveMessage: async (_source, args, ctx) => {
      const { client, session, pagePath } = checkLiveMessage(ctx.lang, args);
      throttle(ctx, client);
      const page = pagePath ? { path: pagePath, lang: await langOfPath(ctx.db, pagePath) } : null;
      await ctx.services.live.record({ client, session, lang: ctx.lang, is_mobile: args.is_mobile, user_id: ctx.userId }, page);
      return { success: true, error: null };
    },
  },
  Subscription: {
    liveVisitorChanges: {
      subscribe: (_source, _args, ctx) =>
        visitorChangeFeed(ctx.services.live, {
          intervalMs: LIVE_LIMITS.adminPushIntervalMs,
          // The session is looked at again before each push, so a logout ends the feed.
          refusal: async () =>
            (await findSessionSubject(ctx.db, 'admin', ctx.adminToken)) == null ? userError(ctx.lang, 'unauthenticatedAdmin', { code: 'UNAUTHENTICATED' }) : null,
        }),
      resolve: async (changes: VisitorChanges, _args: unknown, ctx: GraphQLContext) => ({ ...changes, visitors: await withUsers(ctx, changes.visitors) }),
    },
    liveMessages: {
      subscribe: (_source, args, ctx) => {
        const client = requiredLiveText(ctx.lang, 'client', args.client);
        const session = requiredLiveText(ctx.lang, 'session', args.session);
        throttle(ctx, client);
        return openChannel(ctx, client, session);
      },
      resolve: (message: LiveMessage) => message,
    },
  },
};

/** Each root type holds only this domain's fields; graphql/resolvers.ts merges the domains. */
export const liveResolvers = asResolvers(resolvers);
