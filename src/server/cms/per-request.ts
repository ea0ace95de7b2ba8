import DataLoader from 'dataloader';
import type { GraphQLContext } from '../context';

const caches = new WeakMap<object, Map<string, unknown>>();

/**
 * A value made once per request (a DataLoader, a cached query): the request's loaders object is
 * the key, so it lives exactly as long as the request.
 */
export function perRequest<T>(ctx: GraphQLContext, key: string, make: () => T): T {
  let cache = caches.get(ctx.loaders);
  if (!cache) {
    cache = new Map();
    caches.set(ctx.loaders, cache);
  }
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key) as T;
}

/** A per-request DataLoader over numeric keys. */
export function requestLoader<V>(ctx: GraphQLContext, key: string, batch: (keys: readonly number[]) => Promise<V[]>): DataLoader<number, V> {
  return perRequest(ctx, key, () => new DataLoader<number, V>(batch));
}
