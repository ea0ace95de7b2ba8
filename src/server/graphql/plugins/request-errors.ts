import { GraphQLError } from 'graphql';

/**
 * A refusal with the HTTP status GraphQL over HTTP asks for with application/graphql-response+json
 * (400 malformed, 403 not permitted, 404 no such document); with application/json the answer stays
 * 200, as the spec asks of that media type (Yoga's `spec` flag). Yoga keeps `http` out of the body.
 */
export const withStatus = (error: GraphQLError, status: number) =>
  new GraphQLError(error.message, { extensions: { ...error.extensions, http: { status, spec: true } } });
