// STUB: replaced by the storage domain's engineer.
import type { Resolvers } from '../../../generated/resolvers';

export const storageResolvers: Resolvers = {};
