// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionSink } from '../../../../../src/client/lib/graphql';

const sinks: SubscriptionSink<unknown>[] = [];
const stops: Array<ReturnType<typeof vi.fn>> = [];
vi.mock('../../../../../src/client/lib/graphql', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  execute: vi.fn(async () => ({ liveVisitors: [] })),
  subscribe: vi.fn((_document: unknown, _variables: unknown, sink: SubscriptionSink<unknown>) => {
    sinks.push(sink);
    const stop = vi.fn();
    stops.push(stop);
    return stop;
  }),
}));

const { useLiveVisitors } = await import('../../../../../src/client/admin/live/useLiveVisitors');

const visitor = (path: string, client = 'c1', lastSeen = '2026-11-20T10:00:00Z') => ({
  client,
  session: 's1',
  path,
  lang: 0,
  is_mobile: false,
  first_seen_at: '2026-11-20T10:00:00Z',
  last_seen_at: lastSeen,
  user: null,
  history: [],
});
const snapshot = (...visitors: ReturnType<typeof visitor>[]) => ({ liveVisitorChanges: { snapshot: true, visitors, left: [] as string[] } });
const changes = (visitors: ReturnType<typeof visitor>[], left: string[] = []) => ({ liveVisitorChanges: { snapshot: false, visitors, left } });

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  sinks.length = 0;
  stops.length = 0;
});

describe('useLiveVisitors', () => {
  it('goes live on a push, shows the connection lost on an error and subscribes again after 3 s', async () => {
    vi.useFakeTimers();
    const { result, unmount } = renderHook(() => useLiveVisitors(), { wrapper });
    expect(result.current.status).toBe('connecting');
    expect(sinks).toHaveLength(1);

    act(() => sinks[0]!.next(snapshot(visitor('/a'))));
    expect(result.current.status).toBe('live');
    expect(result.current.visitors?.map((item) => item.path)).toEqual(['/a']);

    act(() => sinks[0]!.error!(new Error('socket closed') as never));
    expect(result.current.status).toBe('lost');
    // The last list stays on screen while reconnecting.
    expect(result.current.visitors?.map((item) => item.path)).toEqual(['/a']);
    await act(async () => vi.advanceTimersByTime(2900));
    expect(sinks).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(200));
    expect(sinks).toHaveLength(2);
    expect(stops[0]).toHaveBeenCalled();

    act(() => sinks[1]!.next(snapshot(visitor('/b'))));
    expect(result.current.status).toBe('live');
    expect(result.current.visitors?.map((item) => item.path)).toEqual(['/b']);

    act(() => window.dispatchEvent(new Event('offline')));
    expect(result.current.status).toBe('lost');
    unmount();
    expect(stops[1]).toHaveBeenCalled();
  });

  it('applies the changes pushed after the snapshot: arrivals, moves and departures, most recent first', () => {
    const { result } = renderHook(() => useLiveVisitors(), { wrapper });
    act(() => sinks[0]!.next(snapshot(visitor('/a', 'c1', '2026-11-20T10:00:00Z'), visitor('/b', 'c2', '2026-11-20T10:00:01Z'))));
    expect(result.current.visitors?.map((item) => item.client)).toEqual(['c2', 'c1']);

    act(() => sinks[0]!.next(changes([visitor('/c', 'c3', '2026-11-20T10:00:02Z'), visitor('/a2', 'c1', '2026-11-20T10:00:03Z')], ['c2'])));
    expect(result.current.visitors?.map((item) => `${item.client}${item.path}`)).toEqual(['c1/a2', 'c3/c']);

    // A snapshot (after a reconnection) starts the list over.
    act(() => sinks[0]!.next(snapshot(visitor('/z', 'c9'))));
    expect(result.current.visitors?.map((item) => item.client)).toEqual(['c9']);
  });
});
