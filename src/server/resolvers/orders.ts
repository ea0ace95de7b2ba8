// STUB: replaced by the orders domain's engineer.
import type { Resolvers } from '../../../generated/resolvers';

export const orderResolvers: Resolvers = {};
