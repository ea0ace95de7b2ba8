import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import type { GraphQLContext } from '../context';
import { applyAccessDirectives } from './access-directives';
import { applyInputBounds } from './bounds/input-bounds';
import { serverResolvers } from './resolvers';
import { loadSchemaTypeDefs } from './schema-files';

export interface SchemaOptions {
  /** The contract's type definitions (default: schema/*.graphql). */
  typeDefs?: string[];
  /** Wraps the resolvers' schema before the directives apply: the mock fills what no resolver answers (mock-server/schema-mocks.ts) and fails the fields a developer steers to fail (mock-server/steered-failures.ts). */
  addMocks?: (schema: GraphQLSchema) => GraphQLSchema;
}

/** The contract made executable by the server's resolvers, with the access directives and input bounds enforced. */
export function createServerSchema(options: SchemaOptions = {}): GraphQLSchema {
  const executable = makeExecutableSchema({ typeDefs: options.typeDefs ?? loadSchemaTypeDefs(), resolvers: serverResolvers() });
  const schema = options.addMocks ? options.addMocks(executable) : executable;
  return applyAccessDirectives(applyInputBounds(schema, (context: GraphQLContext) => context.lang), (context: GraphQLContext) => ({
    lang: context.lang,
    isAdmin: context.adminId != null,
    isUser: context.userId != null,
  }));
}
