import type { MutationResolvers, QueryResolvers, Resolvers } from '../../../generated/resolvers';
import type { GraphQLContext } from '../context';

/**
 * One domain's share of the resolver map: exactly the root fields it names (the compiler asks for
 * each of them, typed by the generated resolvers), and its types' fields. graphql/resolvers.ts merges the
 * domains into the full `Resolvers`, which requires every root field.
 */
export type DomainResolvers<Q extends keyof QueryResolvers = never, M extends keyof MutationResolvers = never> = Omit<Resolvers<GraphQLContext>, 'Query' | 'Mutation'> & {
  Query: Pick<QueryResolvers<GraphQLContext>, Q>;
  Mutation: Pick<MutationResolvers<GraphQLContext>, M>;
};

/** A domain's map as the merged `Resolvers` index.ts takes. */
export const asResolvers = (domain: DomainResolvers): Resolvers => domain as unknown as Resolvers;
