import { NOT_FOUND, type RouteOutcome } from '../app/routes/route-data';

/** Route module: any path without a screen (spec §8's "Page doesn't exists."). */
export { default } from '../app/NotFound';

export const loader = (): Promise<RouteOutcome> => Promise.resolve(NOT_FOUND);
