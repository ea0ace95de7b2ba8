import { QueryClient, hashKey, type QueryKey } from '@tanstack/react-query';
import { getRequestContext } from '../lib/graphql';

/**
 * The generated query keys do not hold the language, which travels in a header; the cache keeps each
 * language's answers apart by hashing the request language in. Invalidating by key still reaches both.
 */
export function languageQueryKeyHash(queryKey: QueryKey): string {
  return hashKey([getRequestContext().lang, ...queryKey]);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { queryKeyHashFn: languageQueryKeyHash, staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
