import { QueryClient, hashKey, type QueryKey } from '@tanstack/react-query';
import { getRequestContext, isTransientFailure } from '../lib/graphql';

/**
 * The generated query keys do not hold the language, which travels in a header; the cache keeps each
 * language's answers apart by hashing the request language in. Invalidating by key still reaches both.
 */
export function languageQueryKeyHash(queryKey: QueryKey): string {
  return hashKey([getRequestContext().lang, ...queryKey]);
}

/** One more try after a network failure or a server hiccup; a refusal is shown at once. */
export const retryQuery = (failureCount: number, error: unknown): boolean => failureCount < 1 && isTransientFailure(error);

/** `server`: a server render's cache, which tries once; the browser retries what failed there. */
export function createQueryClient({ server = false }: { server?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { queryKeyHashFn: languageQueryKeyHash, staleTime: 60_000, retry: server ? false : retryQuery, refetchOnWindowFocus: false },
    },
  });
}
