import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../../../src/client/lib/graphql';
import { isSignedOutError, splitServerErrors } from '../../../../src/client/lib/server-errors';

const graphql = (...errors: { message: string; extensions?: Record<string, unknown> }[]) =>
  GraphQLRequestError.graphql(errors, { operationName: 'UserRegister' });

describe('server errors for a form', () => {
  it('puts a message beside the field it names and the rest in the red box', () => {
    const error = graphql(
      { message: 'Nalog sa ovom e-mail adresom već postoji.', extensions: { field: 'email' } },
      { message: 'Link je istekao.', extensions: { field: 'token' } },
      { message: 'Nešto drugo.' },
    );
    expect(splitServerErrors(error, ['email', 'password'])).toEqual({
      fields: { email: 'Nalog sa ovom e-mail adresom već postoji.' },
      general: 'Link je istekao.\nNešto drugo.',
    });
  });

  it('shows a transport failure whole', () => {
    expect(splitServerErrors(GraphQLRequestError.http(502, {}), ['email'])).toEqual({
      fields: {},
      general: 'Response not successful: Received status code 502',
    });
  });

  it('knows a refused token', () => {
    expect(isSignedOutError(graphql({ message: 'Log in to continue.', extensions: { code: 'UNAUTHENTICATED' } }))).toBe(true);
    expect(isSignedOutError(graphql({ message: 'Wrong.', extensions: { code: 'BAD_USER_INPUT' } }))).toBe(false);
    expect(isSignedOutError(new Error('offline'))).toBe(false);
  });
});
