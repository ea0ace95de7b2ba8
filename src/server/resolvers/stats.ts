// STUB: replaced by the stats domain's engineer.
import type { Resolvers } from '../../../generated/resolvers';

export const statsResolvers: Resolvers = {};
