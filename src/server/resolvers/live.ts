/**
 * The live channel: storefront page visits, the admin's live visitors (query and subscription) and
 * the storefront's channel of messages. The registry is ctx.services.live (src/server/live/), in
 * process or shared through Redis; the rules and messages are the mock's (mock-server/live/).
 */
import { Repeater } from 'graphql-yoga';
import { asResolvers, type DomainResolvers } from './domain-resolvers';
import type { GraphQLContext } from '../context';
import type { UserRow } from '../db/rows';
import { checkLiveMessage, requiredLiveText } from '../live/message';
import { langOfPath } from '../live/paths';
import type { LiveMessage, LiveVisitorState } from '../live/visitors';

/** How often an open visitor list looks again for visitors who left by going silent. */
const SILENCE_CHECK_MS = 30_000;

/** Visitors with their signed-in shoppers, looked up in one query. */
async function withUsers(ctx: GraphQLContext, visitors: LiveVisitorState[]): Promise<(LiveVisitorState & { user: UserRow | null })[]> {
  const ids = [...new Set(visitors.flatMap((visitor) => (visitor.user_id == null ? [] : [visitor.user_id])))];
  const users = ids.length ? await ctx.db.selectFrom('users').selectAll().where('id', 'in', ids).execute() : [];
  const byId = new Map(users.map((user) => [user.id, user]));
  return visitors.map((visitor) => ({ ...visitor, user: visitor.user_id == null ? null : (byId.get(visitor.user_id) ?? null) }));
}

/** The admin's list of who is on the site: now, then again on every change (on any server instance). */
function watchVisitors(ctx: GraphQLContext): Repeater<LiveVisitorState[]> {
  const live = ctx.services.live;
  return new Repeater<LiveVisitorState[]>(async (push, stop) => {
    // Listen before the first list goes out, so no change after it is missed.
    const changes = live.visitorChanges();
    let lastShown = '';
    const shown = (visitors: LiveVisitorState[]) => visitors.map((visitor) => `${visitor.client}:${visitor.last_seen_at}`).join();
    const send = async (visitors: LiveVisitorState[]) => {
      lastShown = shown(visitors);
      await push(visitors);
    };
    // Going silent sends no message, yet the visitor has left: look again now and then.
    const timer = setInterval(() => {
      live
        .visitors()
        .then((visitors) => (shown(visitors) !== lastShown ? send(visitors) : undefined))
        .catch(() => undefined);
    }, SILENCE_CHECK_MS);
    void stop.then(() => {
      clearInterval(timer);
      void changes.return?.();
    });
    await send(await live.visitors());
    for await (const _change of changes) await send(await live.visitors());
  });
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
      const page = pagePath ? { path: pagePath, lang: await langOfPath(ctx.db, pagePath) } : null;
      await ctx.services.live.record({ client, session, lang: ctx.lang, is_mobile: args.is_mobile, user_id: ctx.userId }, page);
      return { success: true, error: null };
    },
  },
  Subscription: {
    liveVisitors: {
      subscribe: (_source, _args, ctx) => watchVisitors(ctx),
      resolve: (visitors: LiveVisitorState[], _args: unknown, ctx: GraphQLContext) => withUsers(ctx, visitors),
    },
    liveMessages: {
      subscribe: (_source, args, ctx) => {
        const client = requiredLiveText(ctx.lang, 'client', args.client);
        const session = requiredLiveText(ctx.lang, 'session', args.session);
        return openChannel(ctx, client, session);
      },
      resolve: (message: LiveMessage) => message,
    },
  },
};

/** Each root type holds only this domain's fields; resolvers/index.ts merges the domains. */
export const liveResolvers = asResolvers(resolvers);
