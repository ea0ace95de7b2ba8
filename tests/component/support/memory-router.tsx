import { act } from '@testing-library/react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { NavigationType, Router, type Navigator, type To } from 'react-router-dom';
import type { AppLocation } from '../../../src/client/lib/navigation';

/** How the address last changed: a new entry, the current one replaced, or a step through the history. */
export type HistoryAction = 'PUSH' | 'REPLACE' | 'POP';

/** What a test reads and drives of the app's address: where it is, how it got there, and where to go next. */
export interface TestRouter {
  state: { location: AppLocation; historyAction: HistoryAction };
  /** A path to go to, or a number of steps back (negative) or forward through the history. */
  navigate(to: string | number, options?: { replace?: boolean }): Promise<void>;
}

interface Entry {
  path: string;
  state: unknown;
  key: string;
}

const locationOf = (entry: string): AppLocation => {
  const url = new URL(entry, 'http://test');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};

const ACTIONS: Record<HistoryAction, NavigationType> = { PUSH: NavigationType.Push, REPLACE: NavigationType.Replace, POP: NavigationType.Pop };

const pathOf = (to: To) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`);

/**
 * A history in memory starting at `path`, for App's `router` prop, and a handle on it for the test:
 * the app navigates through React Router's navigator, which this history is, and the test reads
 * where it is and goes back. Changes are synchronous, as a click's in the browser.
 */
export function memoryRouterAt(path: string): { router: TestRouter; routerOf: (routes: ReactNode) => ReactNode } {
  let entries: Entry[] = [{ path, state: null, key: 'default' }];
  let index = 0;
  let listeners: Array<() => void> = [];
  let keys = 0;
  const router: TestRouter = {
    state: { location: locationOf(path), historyAction: 'POP' },
    async navigate(to, options) {
      // The address is React state: act lets the app render before the test looks.
      await act(async () => (typeof to === 'number' ? go(to) : push(to, null, options?.replace ?? false)));
    },
  };
  const changed = (action: HistoryAction) => {
    router.state = { location: locationOf(entries[index]!.path), historyAction: action };
    for (const listener of listeners) listener();
  };
  const push = (to: string, state: unknown, replace: boolean) => {
    const entry = { path: to, state, key: String(++keys) };
    if (replace) entries = entries.map((other, at) => (at === index ? entry : other));
    else entries = [...entries.slice(0, ++index), entry];
    changed(replace ? 'REPLACE' : 'PUSH');
  };
  const go = (steps: number) => {
    index = Math.min(entries.length - 1, Math.max(0, index + steps));
    changed('POP');
  };
  const navigator: Navigator = {
    createHref: pathOf,
    go,
    push: (to, state) => push(pathOf(to), state, false),
    replace: (to, state) => push(pathOf(to), state, true),
  };
  const subscribe = (listener: () => void) => {
    listeners = [...listeners, listener];
    return () => void (listeners = listeners.filter((other) => other !== listener));
  };
  const current = () => entries[index]!;
  function MemoryNavigation({ children }: { children: ReactNode }) {
    const entry = useSyncExternalStore(subscribe, current);
    return (
      <Router location={{ ...locationOf(entry.path), state: entry.state, key: entry.key }} navigationType={ACTIONS[router.state.historyAction]} navigator={navigator}>
        {children}
      </Router>
    );
  }
  return { router, routerOf: (routes) => <MemoryNavigation>{routes}</MemoryNavigation> };
}
