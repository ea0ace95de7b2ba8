import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../../context';
import { translate } from '../../errors';

/** What Yoga puts in place of an error it must not show (a database failure, a bug). */
const MASKED_MESSAGE = 'Unexpected error.';

/**
 * A failure the shopper cannot fix still gets a message in their language: Yoga's masked
 * "Unexpected error." becomes the catalogue's `unexpected` text in the request's language, with the
 * path kept, so the client's red error box reads as the rest of the shop. The cause stays in the log.
 */
export function translatedUnexpectedErrors(): Plugin {
  return {
    onExecutionResult({ result, setResult, context }) {
      if (!result || Symbol.asyncIterator in result || !result.errors?.some((error) => error.message === MASKED_MESSAGE)) return;
      // Yoga hands every hook the context our factory built (build-context.ts).
      const message = translate((context as unknown as GraphQLContext).lang, 'unexpected');
      setResult({
        ...result,
        errors: result.errors.map((error) =>
          error.message === MASKED_MESSAGE
            ? new GraphQLError(message, { path: error.path, extensions: { ...error.extensions, code: 'INTERNAL_SERVER_ERROR' } })
            : error,
        ),
      });
    },
  };
}
