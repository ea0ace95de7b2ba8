// STUB: replaced by the search domain's engineer.
import type { Resolvers } from '../../../generated/resolvers';

export const searchResolvers: Resolvers = {};
