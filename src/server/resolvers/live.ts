// STUB: replaced by the live domain's engineer.
import type { Resolvers } from '../../../generated/resolvers';

export const liveResolvers: Resolvers = {};
