import { GraphQLRequestError } from '../../lib/graphql';

/** True when the server refused the call for want of a (valid) administrator's token. */
export function isUnauthenticated(error: unknown): boolean {
  return (
    error instanceof GraphQLRequestError &&
    (error.status === 401 || error.errors.some((item) => item.extensions?.['code'] === 'UNAUTHENTICATED'))
  );
}
