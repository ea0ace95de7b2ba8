/**
 * GraphQL execution, as the rest of the server uses it: the executable schema, Yoga with its
 * plugins, and the /graphql endpoint whose one pipeline app.ts mounts.
 */
export { createGraphQLEndpoint, type GraphQLEndpoint } from './endpoint';
export { createGraphQLHandler } from './handler';
export { createServerSchema, type SchemaOptions } from './schema';
