/** The admin's statistics charts and dashboard; the queries live in src/server/stats/. */
import { asResolvers, type DomainResolvers } from './domain-resolvers';
import { dashboard } from '../stats/dashboard';
import { statsSeries } from '../stats/series';

const resolvers: DomainResolvers<'statsSeries' | 'dashboard'> = {
  Query: {
    statsSeries: (_source, args, ctx) => statsSeries(ctx, args),
    dashboard: (_source, _args, ctx) => dashboard(ctx),
  },
  Mutation: {},
};

/** Each root type holds only this domain's fields; resolvers/index.ts merges the domains. */
export const statsResolvers = asResolvers(resolvers);
