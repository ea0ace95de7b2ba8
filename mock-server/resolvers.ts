import { mergeDomainResolvers } from '../src/server/lib/merge-resolvers';
import type { MockResolvers } from './context';
import { catalogResolvers } from './catalog/resolvers';
import { cmsResolvers } from './cms/resolvers';
import { liveResolvers } from './live/resolvers';
import { orderResolvers } from './orders/resolvers';
import { searchResolvers } from './search/resolvers';
import { statsResolvers } from './stats/resolvers';
import { storageResolvers } from './storage/resolvers';
import { userResolvers } from './users/resolvers';

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

/** Every domain's resolvers as one map. */
export function mockResolvers(): MockResolvers {
  return mergeDomainResolvers(domains);
}
