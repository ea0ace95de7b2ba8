import type { QueryClient } from '@tanstack/react-query';
import type { RouteMatch } from './match-route';

/** What a route's data says about the answer: its status, and where a non-canonical address moves to. */
export type RouteOutcome = { status: 200 | 404 | 410 } | { status: 301; location: string };

export interface RouteDataArgs {
  client: QueryClient;
  match: RouteMatch;
  search: string;
  /** An administrator's session, which sees listings as the admin does (parseShopQuery). */
  admin: boolean;
}

/**
 * A screen's critical data: the queries the server awaits before it renders (the same generated
 * query options the screen's hooks use, so the keys match), and the status they imply. Queries a
 * screen makes that are not here are deferred: they load in the browser after hydration.
 */
export type RouteData = (args: RouteDataArgs) => Promise<RouteOutcome>;

export const FOUND: RouteOutcome = { status: 200 };
export const NOT_FOUND: RouteOutcome = { status: 404 };

/** A query's data, or undefined when it failed: the screen shows its error, and the browser tries again. */
export async function fetchData<T>(query: Promise<T>): Promise<T | undefined> {
  try {
    return await query;
  } catch {
    return undefined;
  }
}
