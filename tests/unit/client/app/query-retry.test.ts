import { expect, it } from 'vitest';
import { retryQuery } from '../../../../src/client/app/query-client';
import { GraphQLRequestError } from '../../../../src/client/lib/graphql/errors';

it('tries a query once more after a network failure or a server error, never after a refusal', () => {
  expect(retryQuery(0, new GraphQLRequestError('network', 'Failed to fetch'))).toBe(true);
  expect(retryQuery(0, GraphQLRequestError.http(503, {}))).toBe(true);
  expect(retryQuery(1, new GraphQLRequestError('network', 'Failed to fetch'))).toBe(false);
  expect(retryQuery(0, new GraphQLRequestError('graphql', 'Proizvod nije pronađen.', { errors: [{ message: 'Proizvod nije pronađen.' }] }))).toBe(false);
  expect(retryQuery(0, GraphQLRequestError.http(400, {}))).toBe(false);
});
