import type { IResolvers } from '@graphql-tools/utils';
import type { MockContext } from './context';
import { catalogResolvers } from './catalog/resolvers';
import { cmsResolvers } from './cms/resolvers';
import { liveResolvers } from './live/resolvers';
import { orderResolvers } from './orders/resolvers';
import { searchResolvers } from './search/resolvers';
import { statsResolvers } from './stats/resolvers';
import { storageResolvers } from './storage/resolvers';
import { userResolvers } from './users/resolvers';

export type MockResolvers = IResolvers<unknown, MockContext>;

const domains: MockResolvers[] = [
  storageResolvers,
  catalogResolvers,
  cmsResolvers,
  userResolvers,
  orderResolvers,
  statsResolvers,
  liveResolvers,
  searchResolvers,
];

/** Every domain's resolvers as one map; two domains resolving the same field is a mistake. */
export function mockResolvers(): MockResolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const domain of domains) {
    for (const [typeName, fields] of Object.entries(domain)) {
      const target = (merged[typeName] ??= {});
      for (const [fieldName, resolver] of Object.entries(fields as Record<string, unknown>)) {
        if (fieldName in target) throw new Error(`Two mock domains resolve ${typeName}.${fieldName}`);
        target[fieldName] = resolver;
      }
    }
  }
  return merged as MockResolvers;
}
