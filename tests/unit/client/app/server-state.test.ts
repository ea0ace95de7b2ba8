import { QueryClient, dehydrate, hydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { receivedNow } from '../../../../src/client/app/server-state';

const STALE_TIME_MS = 60_000;
const TEN_MINUTES_MS = 10 * 60_000;

/** A server render's cache, dehydrated `age` ms before the browser reads it. */
function renderedAgo(age: number) {
  const server = new QueryClient();
  server.setQueryData(['GetProduct', { id: '1' }], { product: { id: '1' } }, { updatedAt: Date.now() - age });
  return dehydrate(server);
}

describe('the server cache the browser hydrates from', () => {
  it('counts a page kept ten minutes in the HTML cache as fresh, so the browser does not ask again', () => {
    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: STALE_TIME_MS } } });
    hydrate(browser, receivedNow(renderedAgo(TEN_MINUTES_MS)));
    const query = browser.getQueryCache().find({ queryKey: ['GetProduct', { id: '1' }] })!;
    expect(query.state.data).toEqual({ product: { id: '1' } });
    expect(query.isStaleByTime(STALE_TIME_MS)).toBe(false);
  });

  it('would refetch the same page hydrated as rendered (what receivedNow prevents)', () => {
    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: STALE_TIME_MS } } });
    hydrate(browser, renderedAgo(TEN_MINUTES_MS));
    expect(browser.getQueryCache().find({ queryKey: ['GetProduct', { id: '1' }] })!.isStaleByTime(STALE_TIME_MS)).toBe(true);
  });
});
