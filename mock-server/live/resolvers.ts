import { Repeater } from 'graphql-yoga';
import type { MockContext, MockResolvers } from '../context';
import { nowIso } from '../lib/clock';
import { byId } from '../lib/ids';
import { checkLiveMessage, requiredLiveText, type LiveMessageArgs } from '../../src/server/modules/live/message';
import { recordPageVisit, type LiveMessage } from '../../src/server/modules/live/visitors';
import { langOfPath } from './paths';
import { arriveVisitor, visitorsOnSite, type LiveVisitorRecord } from './tables';

interface SendLiveMessageArgs extends LiveMessageArgs {
  is_mobile?: boolean | null;
  message: LiveMessage;
}

/** How often the admin's visitor list looks again for visitors who left by going silent. */
const SILENCE_CHECK_MS = 30_000;

function sendLiveMessage(_source: unknown, args: SendLiveMessageArgs, ctx: MockContext) {
  const { client, session, pagePath } = checkLiveMessage(ctx.lang, args);

  const at = nowIso();
  const known = ctx.db.liveVisitors.find((visitor) => visitor.client === client);
  const lang = pagePath ? langOfPath(ctx.db, pagePath) : (known?.lang ?? ctx.lang);
  const visitor = arriveVisitor(ctx.db, { client, session, lang, is_mobile: args.is_mobile, user_id: ctx.userId }, at);
  if (pagePath) recordPageVisit(visitor, pagePath, lang, at);
  ctx.events.publish('live:visitors');
  return { success: true, error: null };
}

/**
 * The admin's list of who is on the site (LiveVisitorChanges): the mock keeps it minimal and sends
 * the whole list as a snapshot at once and again on every change (the real server sends changes).
 */
function subscribeLiveVisitorChanges(_source: unknown, _args: unknown, ctx: MockContext) {
  return new Repeater<{ snapshot: true; visitors: LiveVisitorRecord[]; left: string[] }>(async (push, stop) => {
    // Listen before the first list goes out, so no change after it is missed.
    const changes = ctx.events.subscribe('live:visitors');
    const send = () => push({ snapshot: true, visitors: visitorsOnSite(ctx.db), left: [] });
    // Going silent sends no message, yet the visitor has left: look again now and then.
    const timer = setInterval(() => void send(), SILENCE_CHECK_MS);
    void stop.then(() => {
      clearInterval(timer);
      void changes.return();
    });
    await send();
    for await (const _change of changes) await send();
  });
}

/**
 * A storefront's live channel: the visitor is on the site while it is open. Says hello at once
 * (subject live, type connected, name the session), then passes on messages sent to this browser.
 */
function subscribeLiveMessages(_source: unknown, args: { client: string; session: string }, ctx: MockContext) {
  const client = requiredLiveText(ctx.lang, 'client', args.client);
  const session = requiredLiveText(ctx.lang, 'session', args.session);
  return new Repeater<LiveMessage>(async (push, stop) => {
    const messages = ctx.events.subscribe('live:message', `${client}:${session}`);
    const visitor = arriveVisitor(ctx.db, { client, session, lang: ctx.lang, user_id: ctx.userId }, nowIso());
    visitor.connections += 1;
    ctx.events.publish('live:visitors');
    void stop.then(() => {
      void messages.return();
      const current = ctx.db.liveVisitors.find((candidate) => candidate.client === client);
      if (current) {
        current.connections = Math.max(0, current.connections - 1);
        current.last_seen_at = nowIso();
      }
      ctx.events.publish('live:visitors');
    });
    await push({ subject: 'live', type: 'connected', name: session, timestamp: Date.now() });
    for await (const message of messages) await push(message);
  });
}

export const liveResolvers: MockResolvers = {
  Query: {
    liveVisitors: (_source: unknown, _args: unknown, ctx: MockContext) => visitorsOnSite(ctx.db),
  },
  Mutation: {
    sendLiveMessage,
  },
  Subscription: {
    liveVisitorChanges: { subscribe: subscribeLiveVisitorChanges, resolve: (changes: { visitors: LiveVisitorRecord[] }) => changes },
    liveMessages: { subscribe: subscribeLiveMessages, resolve: (message: LiveMessage) => message },
  },
  LiveVisitor: {
    user: (visitor: LiveVisitorRecord, _args: unknown, ctx: MockContext) => byId(ctx.db.users, visitor.user_id) ?? null,
  },
};
