import { describe, expect, it, vi } from 'vitest';
import { graphqlLiveTransport, LiveConnection, pageVisitMessage, type LiveRequests, type LiveSink } from '../../../../../src/client/lib/live';
import type { SubscriptionSink } from '../../../../../src/client/lib/graphql';

/** Stand-ins for the transport's subscribe and execute that record their calls. */
function fakeRequests(reply: { success: boolean; error: string | null } = { success: true, error: null }) {
  const sinks: SubscriptionSink<unknown>[] = [];
  const unsubscribe = vi.fn();
  const subscribe = vi.fn((_document: unknown, _variables: unknown, sink: SubscriptionSink<unknown>) => {
    sinks.push(sink);
    return unsubscribe;
  });
  const execute = vi.fn(async () => ({ sendLiveMessage: reply }));
  return { requests: { subscribe, execute } as unknown as LiveRequests, subscribe, execute, sinks, unsubscribe };
}

const identity = { client: 'ab12bhgeaaabcdefg', session: 'x7k2p9', isMobile: () => true };
const sink = () => ({
  open: vi.fn<LiveSink['open']>(),
  message: vi.fn<LiveSink['message']>(),
  closed: vi.fn<LiveSink['closed']>(),
});

describe('graphqlLiveTransport', () => {
  it('subscribes to LiveMessages with the client and session', () => {
    const fake = fakeRequests();
    graphqlLiveTransport(identity, fake.requests).connect(sink());
    const [document, variables] = fake.subscribe.mock.calls[0]!;
    expect(String(document)).toContain('subscription LiveMessages');
    expect(variables).toEqual({ client: identity.client, session: identity.session });
  });

  it("opens on the server's hello and passes other messages on", () => {
    const fake = fakeRequests();
    const events = sink();
    graphqlLiveTransport(identity, fake.requests).connect(events);
    fake.sinks[0]!.next({ liveMessages: { subject: 'live', type: 'connected', name: 'x7k2p9', timestamp: 1 } });
    expect(events.open).toHaveBeenCalledTimes(1);
    expect(events.message).not.toHaveBeenCalled();
    const toast = { subject: 'toast', type: 'success', name: 'Zdravo', timestamp: 2 };
    fake.sinks[0]!.next({ liveMessages: toast });
    expect(events.message).toHaveBeenCalledWith(toast);
  });

  it('closes on an error or the end of the subscription', () => {
    const fake = fakeRequests();
    const events = sink();
    graphqlLiveTransport(identity, fake.requests).connect(events);
    const failure = new Error('socket');
    fake.sinks[0]!.error?.(failure as never);
    fake.sinks[0]!.complete?.();
    expect(events.closed).toHaveBeenNthCalledWith(1, failure);
    expect(events.closed).toHaveBeenCalledTimes(2);
  });

  it('sends SendLiveMessage with the identity and the mobile flag of the moment', async () => {
    const fake = fakeRequests();
    let mobile = false;
    const transport = graphqlLiveTransport({ ...identity, isMobile: () => mobile }, fake.requests);
    mobile = true;
    await transport.send(pageVisitMessage('/kontakt', 9));
    const [document, variables] = fake.execute.mock.calls[0] as unknown as [unknown, unknown];
    expect(String(document)).toContain('mutation SendLiveMessage');
    expect(variables).toEqual({
      client: identity.client,
      session: identity.session,
      is_mobile: true,
      message: { subject: 'history', type: 'page', name: '/kontakt', timestamp: 9 },
    });
  });

  it('rejects when the server refuses the message', async () => {
    const fake = fakeRequests({ success: false, error: 'Neispravna putanja' });
    await expect(graphqlLiveTransport(identity, fake.requests).send(pageVisitMessage('x', 1))).rejects.toThrow('Neispravna putanja');
  });

  it('drives a LiveConnection end to end: queued visit sent after the hello', async () => {
    const fake = fakeRequests();
    const live = new LiveConnection({ transport: graphqlLiveTransport(identity, fake.requests), log: vi.fn() });
    live.send(pageVisitMessage('/', 1));
    live.start();
    expect(fake.execute).not.toHaveBeenCalled();
    fake.sinks[0]!.next({ liveMessages: { subject: 'live', type: 'connected', name: identity.session, timestamp: 1 } });
    expect(fake.execute).toHaveBeenCalledTimes(1);
    live.stop();
    expect(fake.unsubscribe).toHaveBeenCalled();
  });
});
