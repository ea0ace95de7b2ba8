import DataLoader from 'dataloader';
import type { GraphQLContext } from '../../context';
import { perRequest } from '../../lib/per-request';

export { perRequest };

/** A per-request DataLoader over numeric keys. */
export function requestLoader<V>(ctx: GraphQLContext, key: string, batch: (keys: readonly number[]) => Promise<V[]>): DataLoader<number, V> {
  return perRequest(ctx, key, () => new DataLoader<number, V>(batch));
}
