import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType, type Location, type NavigateOptions, type NavigationType, type To } from 'react-router-dom';

/** What a test reads and drives of the app's address: where it is, how it got there, and where to go next. */
export interface TestRouter {
  state: { location: Location; historyAction: NavigationType };
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
}

/** A memory router starting at `path`, for App's `router` prop, and a handle on it for the test. */
export function memoryRouterAt(path: string): { router: TestRouter; routerOf: (routes: ReactNode) => ReactNode } {
  let navigate: ReturnType<typeof useNavigate> | null = null;
  const router: TestRouter = {
    state: { location: { pathname: path, search: '', hash: '', state: null, key: 'default' }, historyAction: 'POP' as NavigationType },
    async navigate(to, options) {
      const go = navigate;
      if (!go) throw new Error('The app has not rendered yet');
      // The history's update is React state: act lets it render before the test looks.
      await act(async () => {
        if (typeof to === 'number') await go(to);
        else await go(to, options);
      });
    },
  };
  function Spy() {
    router.state = { location: useLocation(), historyAction: useNavigationType() };
    navigate = useNavigate();
    return null;
  }
  return {
    router,
    routerOf: (routes) => (
      <MemoryRouter initialEntries={[path]}>
        <Spy />
        {routes}
      </MemoryRouter>
    ),
  };
}
