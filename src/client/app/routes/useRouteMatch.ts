import { createContext, useContext } from 'react';
import type { RouteMatch } from './match-route';

export const RouteMatchContext = createContext<RouteMatch>({ kind: 'notFound', lang: 0 });

/** The current screen's match: its language and parameters (category path, id, slug, code…). */
export function useRouteMatch(): RouteMatch {
  return useContext(RouteMatchContext);
}
