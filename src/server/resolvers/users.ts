// STUB: replaced by the users domain's engineer.
import type { Resolvers } from '../../../generated/resolvers';

export const userResolvers: Resolvers = {};
