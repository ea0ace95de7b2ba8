/** The admin's statistics charts and dashboard; the queries live beside it (dashboard.ts, series.ts). */
import { asResolvers, type DomainResolvers } from '../../lib/domain-resolvers';
import { dashboard } from './dashboard';
import { statsSeries } from './series';

const resolvers: DomainResolvers<'statsSeries' | 'dashboard'> = {
  Query: {
    statsSeries: (_source, args, ctx) => statsSeries(ctx, args),
    dashboard: (_source, _args, ctx) => dashboard(ctx),
  },
  Mutation: {},
};

/** Each root type holds only this domain's fields; src/server/graphql/resolvers.ts merges the domains. */
export const statsResolvers = asResolvers(resolvers);
