import type { Resolvers } from '../../../generated/resolvers';
import { catalogResolvers } from '../modules/catalog';
import { catalogImportResolvers } from '../modules/catalog-import';
import { cmsResolvers } from '../modules/cms';
import { liveResolvers } from '../modules/live';
import { mergeDomainResolvers } from '../lib/merge-resolvers';
import { orderResolvers } from '../modules/orders';
import { paymentResolvers } from '../modules/payments';
import { cyrillicResolvers } from '../modules/cyrillic';
import { DateScalar, DateTime } from './scalars';
import { searchResolvers } from '../modules/search/resolvers';
import { statsResolvers } from '../modules/stats';
import { storageResolvers } from '../modules/storage';
import { userResolvers } from '../modules/users';

const domains: Resolvers[] = [
  storageResolvers,
  catalogResolvers,
  catalogImportResolvers,
  cmsResolvers,
  userResolvers,
  orderResolvers,
  paymentResolvers,
  cyrillicResolvers,
  statsResolvers,
  liveResolvers,
  searchResolvers,
];

/** Every domain's resolvers and the scalars, as one map. */
export function serverResolvers(): Resolvers {
  return { ...mergeDomainResolvers(domains), DateTime, Date: DateScalar };
}
