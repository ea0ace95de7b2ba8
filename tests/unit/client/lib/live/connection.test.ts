import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveConnection, pageVisitMessage, type LiveLogger, type LiveMessage } from '../../../../../src/client/lib/live';
import { LIVE_RECONNECT_MS } from '../../../../../src/shared/constants';
import { FakeTransport } from './fake-transport';

const visit = (path: string, at = 1000) => pageVisitMessage(path, at);
const toast = (name: string): LiveMessage => ({ subject: 'toast', type: 'success', name, timestamp: 5 });

let transport: FakeTransport;
let log: ReturnType<typeof vi.fn<LiveLogger>>;
let live: LiveConnection;

beforeEach(() => {
  vi.useFakeTimers();
  transport = new FakeTransport();
  log = vi.fn<LiveLogger>();
  live = new LiveConnection({ transport, log });
});

afterEach(() => {
  live.stop();
  vi.useRealTimers();
});

describe('page visits', () => {
  it('are history messages of type page named by the path', () => {
    expect(pageVisitMessage('/prodavnica/odeca?page=2', 1_764_000_000_000)).toEqual({
      subject: 'history',
      type: 'page',
      name: '/prodavnica/odeca?page=2',
      timestamp: 1_764_000_000_000,
    });
  });
});

describe('before the channel is open', () => {
  it('queues messages and sends them in order once it opens', () => {
    live.start();
    live.send(visit('/'));
    live.send(visit('/prodavnica'));
    expect(transport.sent).toEqual([]);
    expect(live.pending).toHaveLength(2);

    transport.latest.open();
    expect(live.state).toBe('open');
    expect(transport.sent.map((message) => message.name)).toEqual(['/', '/prodavnica']);
    expect(live.pending).toHaveLength(0);
  });

  it('queues even before start, for the first page of the visit', () => {
    live.send(visit('/home'));
    live.start();
    transport.latest.open();
    expect(transport.sent).toEqual([visit('/home')]);
  });
});

describe('when open', () => {
  it('sends at once', () => {
    live.start();
    transport.latest.open();
    live.send(visit('/kontakt', 42));
    expect(transport.sent).toEqual([visit('/kontakt', 42)]);
  });

  it('skips a message with the same subject on the same path as the last one', () => {
    live.start();
    transport.latest.open();
    expect(live.send(visit('/proizvod/5/majica', 1))).toBe(true);
    expect(live.send(visit('/proizvod/5/majica', 2))).toBe(false);
    expect(live.send(visit('/korpa', 3))).toBe(true);
    expect(live.send(visit('/proizvod/5/majica', 4))).toBe(true);
    expect(transport.sent.map((message) => message.timestamp)).toEqual([1, 3, 4]);
  });

  it('sends another subject on the same path, and the same subject on another path', () => {
    live.start();
    transport.latest.open();
    live.send(toast('a'), '/shop');
    live.send(visit('/shop'));
    live.send(toast('b'), '/shop/laptops');
    expect(transport.sent).toHaveLength(3);
  });

  it('skips a repeat while still queued, too', () => {
    live.send(visit('/novosti'));
    live.send(visit('/novosti'));
    expect(live.pending).toHaveLength(1);
  });

  it('logs a failed send without throwing', async () => {
    live.start();
    transport.latest.open();
    transport.failSends = true;
    expect(() => live.send(visit('/x'))).not.toThrow();
    await vi.runAllTicks();
    await Promise.resolve();
    expect(log).toHaveBeenCalledWith('Live message not sent', expect.any(Error));
  });
});

describe('on close', () => {
  it('reconnects after 3 seconds, not before', () => {
    live.start();
    transport.latest.open();
    transport.latest.closed(new Error('socket closed'));
    expect(live.state).toBe('waiting');
    expect(transport.attempts).toBe(1);

    vi.advanceTimersByTime(LIVE_RECONNECT_MS - 1);
    expect(transport.attempts).toBe(1);
    vi.advanceTimersByTime(1);
    expect(transport.attempts).toBe(2);
    expect(live.state).toBe('connecting');
    expect(LIVE_RECONNECT_MS).toBe(3000);
  });

  it('keeps trying every 3 seconds while the server is away', () => {
    live.start();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(transport.attempts).toBe(attempt);
      transport.latest.closed();
      vi.advanceTimersByTime(LIVE_RECONNECT_MS);
    }
    expect(transport.attempts).toBe(5);
  });

  it('queues while away and flushes on the next open', () => {
    live.start();
    transport.latest.open();
    live.send(visit('/a'));
    transport.latest.closed();
    live.send(visit('/b'));
    live.send(visit('/c'));
    expect(transport.sent.map((message) => message.name)).toEqual(['/a']);

    vi.advanceTimersByTime(LIVE_RECONNECT_MS);
    transport.latest.open();
    expect(transport.sent.map((message) => message.name)).toEqual(['/a', '/b', '/c']);
  });

  it('reconnects when the transport fails to even start', () => {
    const failing = new FakeTransport();
    let calls = 0;
    failing.connect = (sink) => {
      calls += 1;
      if (calls === 1) throw new Error('no WebSocket');
      return FakeTransport.prototype.connect.call(failing, sink);
    };
    const connection = new LiveConnection({ transport: failing, log });
    connection.start();
    expect(connection.state).toBe('waiting');
    vi.advanceTimersByTime(LIVE_RECONNECT_MS);
    expect(calls).toBe(2);
    connection.stop();
  });

  it('ignores events from an abandoned attempt', () => {
    live.start();
    const first = transport.latest;
    first.closed();
    vi.advanceTimersByTime(LIVE_RECONNECT_MS);
    first.open();
    first.closed();
    expect(live.state).toBe('connecting');
    vi.advanceTimersByTime(LIVE_RECONNECT_MS * 2);
    expect(transport.attempts).toBe(2);
  });

  it('ends the dropped attempt before opening the next', () => {
    live.start();
    transport.latest.closed();
    expect(transport.disconnects).toBe(1);
  });
});

describe('stop', () => {
  it('closes the channel and cancels a pending reconnect', () => {
    live.start();
    transport.latest.closed();
    live.stop();
    vi.advanceTimersByTime(LIVE_RECONNECT_MS * 3);
    expect(transport.attempts).toBe(1);
    expect(live.state).toBe('stopped');
  });

  it('does not reconnect after the closed event of its own stop', () => {
    live.start();
    transport.latest.open();
    const sink = transport.latest;
    live.stop();
    sink.closed();
    vi.advanceTimersByTime(LIVE_RECONNECT_MS);
    expect(transport.attempts).toBe(1);
    expect(transport.disconnects).toBe(1);
  });
});

describe('incoming messages', () => {
  it('go to the handlers of their subject', () => {
    const toasts = vi.fn();
    const reloads = vi.fn();
    live.on('toast', toasts);
    live.on('reload', reloads);
    live.start();
    transport.latest.message(toast('Hello'));
    expect(toasts).toHaveBeenCalledWith(toast('Hello'));
    expect(reloads).not.toHaveBeenCalled();
  });

  it('are only logged when no handler knows their subject', () => {
    live.start();
    expect(() => transport.latest.message(toast('nobody listens'))).not.toThrow();
    expect(log).toHaveBeenCalledWith('No live message handler for subject "toast"', toast('nobody listens'));
  });

  it('stop reaching a handler once it is unregistered', () => {
    const toasts = vi.fn();
    const off = live.on('toast', toasts);
    live.start();
    off();
    transport.latest.message(toast('late'));
    expect(toasts).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalled();
  });

  it('reach every handler even when one throws', () => {
    const second = vi.fn();
    live.on('toast', () => {
      throw new Error('broken handler');
    });
    live.on('toast', second);
    live.start();
    transport.latest.message(toast('x'));
    expect(second).toHaveBeenCalled();
  });
});
