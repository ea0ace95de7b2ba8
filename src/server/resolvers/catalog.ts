// STUB: replaced by the catalog domain's engineer.
import type { Resolvers } from '../../../generated/resolvers';

export const catalogResolvers: Resolvers = {};
