import type { GraphQLContext } from '../context';

const caches = new WeakMap<object, Map<string, unknown>>();

/**
 * A value made once per request (a DataLoader, a cached query such as the exchange rate): the
 * request's loaders object is the key, so it lives exactly as long as the request.
 */
export function perRequest<T>(ctx: Pick<GraphQLContext, 'loaders'>, key: string, make: () => T): T {
  let cache = caches.get(ctx.loaders);
  if (!cache) caches.set(ctx.loaders, (cache = new Map()));
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key) as T;
}
