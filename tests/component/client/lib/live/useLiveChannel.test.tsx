// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveChannel, useLiveHandler, type LiveChannelOptions } from '../../../../../src/client/lib/live';
import { LIVE_RECONNECT_MS } from '../../../../../src/shared/constants';
import { FakeTransport } from '../../../../unit/client/lib/live/fake-transport';

let transport: FakeTransport;

beforeEach(() => {
  vi.useFakeTimers();
  transport = new FakeTransport();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The channel's code arrives by a dynamic import once mounted; this waits for it. */
const channelLoaded = () => act(() => vi.dynamicImportSettled());

async function renderChannel(initial: Partial<LiveChannelOptions> = {}) {
  const base: LiveChannelOptions = { client: 'abcdbhg', session: 'x7k2p9', isMobile: false, path: '/', transport, now: () => 7, ...initial };
  const rendered = renderHook((options: LiveChannelOptions) => useLiveChannel(options), { initialProps: base });
  await channelLoaded();
  return rendered;
}

describe('useLiveChannel', () => {
  it('reports the first page once the channel opens, then every new page', async () => {
    const { rerender } = await renderChannel({ path: '/prodavnica' });
    expect(transport.sent).toEqual([]);
    act(() => transport.latest.open());
    expect(transport.sent).toEqual([{ subject: 'history', type: 'page', name: '/prodavnica', timestamp: 7 }]);

    rerender({ client: 'abcdbhg', session: 'x7k2p9', isMobile: false, path: '/kontakt', transport, now: () => 8 });
    expect(transport.sent.map((message) => message.name)).toEqual(['/prodavnica', '/kontakt']);
  });

  it('does not report the same page twice in a row', async () => {
    const props = { client: 'abcdbhg', session: 'x7k2p9', isMobile: false, path: '/novosti', transport };
    const { rerender } = await renderChannel(props);
    act(() => transport.latest.open());
    rerender({ ...props, isMobile: true });
    expect(transport.sent).toHaveLength(1);
  });

  it('closes the channel on unmount and does not reconnect', async () => {
    const { unmount } = await renderChannel();
    act(() => transport.latest.open());
    unmount();
    expect(transport.disconnects).toBe(1);
    act(() => transport.latest.closed());
    act(() => vi.advanceTimersByTime(LIVE_RECONNECT_MS));
    expect(transport.attempts).toBe(1);
  });

  it('stays closed when disabled', async () => {
    const { result } = await renderChannel({ enabled: false });
    expect(result.current).toBeUndefined();
    expect(transport.attempts).toBe(0);
  });
});

describe('useLiveHandler', () => {
  it("hands the channel's messages of a subject to the latest handler", async () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(
      ({ handler }: { handler: (message: unknown) => void }) => {
        const live = useLiveChannel({ client: 'c', session: 's', isMobile: false, path: '/', transport });
        useLiveHandler(live, 'toast', handler);
      },
      { initialProps: { handler: first } },
    );
    await channelLoaded();
    rerender({ handler: second });
    const message = { subject: 'toast', type: 'success', name: 'Zdravo', timestamp: 1 };
    act(() => transport.latest.message(message));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(message);
  });
});
