// STUB: replaced by the cms domain's engineer.
import type { Resolvers } from '../../../generated/resolvers';

export const cmsResolvers: Resolvers = {};
