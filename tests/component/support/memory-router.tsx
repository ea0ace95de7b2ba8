import { act } from '@testing-library/react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { Router } from 'wouter';
import type { AppLocation } from '../../../src/client/lib/navigation';

/** How the address last changed: a new entry, the current one replaced, or a step through the history. */
export type HistoryAction = 'PUSH' | 'REPLACE' | 'POP';

/** What a test reads and drives of the app's address: where it is, how it got there, and where to go next. */
export interface TestRouter {
  state: { location: AppLocation; historyAction: HistoryAction };
  /** A path to go to, or a number of steps back (negative) or forward through the history. */
  navigate(to: string | number, options?: { replace?: boolean }): Promise<void>;
}

const locationOf = (entry: string): AppLocation => {
  const url = new URL(entry, 'http://test');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};

/**
 * A history in memory starting at `path`, for App's `router` prop, and a handle on it for the test:
 * the app navigates through wouter's location hook, the test reads where it is and goes back.
 */
export function memoryRouterAt(path: string): { router: TestRouter; routerOf: (routes: ReactNode) => ReactNode } {
  const entries = [path];
  let index = 0;
  let listeners: Array<() => void> = [];
  const router: TestRouter = {
    state: { location: locationOf(path), historyAction: 'POP' },
    async navigate(to, options) {
      // The address is React state: act lets the app render before the test looks.
      await act(async () => (typeof to === 'number' ? go(to) : push(to, options?.replace ?? false)));
    },
  };
  const changed = (action: HistoryAction) => {
    router.state = { location: locationOf(entries[index]!), historyAction: action };
    for (const listener of listeners) listener();
  };
  const push = (to: string, replace: boolean) => {
    if (replace) entries[index] = to;
    else entries.splice(++index, entries.length, to);
    changed(replace ? 'REPLACE' : 'PUSH');
  };
  const go = (steps: number) => {
    index = Math.min(entries.length - 1, Math.max(0, index + steps));
    changed('POP');
  };
  const subscribe = (listener: () => void) => {
    listeners = [...listeners, listener];
    return () => void (listeners = listeners.filter((other) => other !== listener));
  };
  const current = () => entries[index]!;
  const useMemoryLocation = (): [string, (to: string, options?: { replace?: boolean }) => void] => [
    locationOf(useSyncExternalStore(subscribe, current)).pathname,
    (to, options) => push(to, options?.replace ?? false),
  ];
  const useMemorySearch = () => locationOf(useSyncExternalStore(subscribe, current)).search;
  return {
    router,
    routerOf: (routes) => (
      <Router hook={useMemoryLocation} searchHook={useMemorySearch}>
        {routes}
      </Router>
    ),
  };
}
