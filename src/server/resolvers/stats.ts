/** The admin's statistics charts and dashboard; the queries live in src/server/stats/. */
import type { QueryResolvers, Resolvers } from '../../../generated/resolvers';
import { dashboard } from '../stats/dashboard';
import { statsSeries } from '../stats/series';

const Query: Pick<QueryResolvers, 'statsSeries' | 'dashboard'> = {
  statsSeries: (_source, args, ctx) => statsSeries(ctx, args),
  dashboard: (_source, _args, ctx) => dashboard(ctx),
};

/** Each root type holds only this domain's fields; resolvers/index.ts merges the domains. */
export const statsResolvers: Resolvers = {
  Query: Query as QueryResolvers,
};
