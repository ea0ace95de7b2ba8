import { createFetch } from '@whatwg-node/fetch';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { translate } from '../../errors';

/**
 * How big one GraphQL request may be. The deepest operation the apps send (a page with its
 * blocks' products and their images) is well inside these; a hostile query is refused before it runs.
 */
export const REQUEST_LIMITS = {
  depth: 12,
  aliases: 20,
  cost: 60_000,
  tokens: 8_000,
} as const;

/** Largest upload the API accepts, in bytes; the storage domain checks the same number. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * Where the multipart parser stops reading, before any resolver runs. Twice the upload limit, so a
 * file a little too large still reaches the storage rules and gets their translated message.
 */
export const MAX_MULTIPART_FILE_BYTES = 2 * MAX_UPLOAD_BYTES;

/**
 * Largest request body that is not a multipart upload: the biggest JSON request the apps send (a
 * product with its HTML description) is a few kilobytes, so 1 MB is ample and stops a client from
 * making the server read and parse megabytes of JSON.
 */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** Fetch API whose multipart parser refuses (413) files past MAX_MULTIPART_FILE_BYTES. */
export function limitedFetchApi() {
  // A multipart request's operations field is JSON too: the same limit as a JSON body.
  return createFetch({ formDataLimits: { fileSize: MAX_MULTIPART_FILE_BYTES, files: 10, fieldSize: MAX_JSON_BODY_BYTES } });
}

/** The 413 answer, in the request's language (the Lang header). */
function bodyTooLarge(request: Request) {
  const message = translate(Number(request.headers.get('lang')), 'requestTooLarge', { max: MAX_JSON_BODY_BYTES / (1024 * 1024) });
  // The unread rest of the body is still on the connection: close it, so a client does not send its next request after it.
  return createGraphQLError(message, { extensions: { http: { status: 413, headers: { connection: 'close' } }, code: 'PAYLOAD_TOO_LARGE' } });
}

type FetchApi = { Request: typeof Request; TransformStream: typeof TransformStream };

/** The same request with a body that fails with 413 once more than `limit` bytes have streamed in. */
function withLimitedBody(request: Request, limit: number, fetchAPI: FetchApi): Request {
  // The body is the server adapter's stream (native or @whatwg-node's); its own TransformStream must match it.
  const Transform = request.body instanceof ReadableStream ? TransformStream : fetchAPI.TransformStream;
  let read = 0;
  const body = request.body!.pipeThrough(
    new Transform<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        read += chunk.byteLength;
        if (read > limit) controller.error(bodyTooLarge(request));
        else controller.enqueue(chunk);
      },
    }),
  );
  return new fetchAPI.Request(request.url, { method: request.method, headers: request.headers, signal: request.signal, body, duplex: 'half' } as RequestInit);
}

/**
 * Refuses (413) a POST body over MAX_JSON_BODY_BYTES unless it is a multipart upload (those have
 * their own limits above): by its Content-Length before a byte is read, and, when it has none
 * (chunked), as soon as the stream passes the limit, so the parser never sees more.
 */
export function jsonBodyLimitPlugin(): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      if (request.method !== 'POST' || request.headers.get('content-type')?.toLowerCase().startsWith('multipart/')) return;
      if (Number(request.headers.get('content-length') ?? 0) > MAX_JSON_BODY_BYTES) throw bodyTooLarge(request);
      if (!requestParser || !request.body) return;
      setRequestParser((parsed) => requestParser(withLimitedBody(parsed, MAX_JSON_BODY_BYTES, fetchAPI)));
    },
  };
}

/** The Yoga plugins that enforce REQUEST_LIMITS and the body limit. */
export function requestLimitPlugins() {
  return [
    jsonBodyLimitPlugin(),
    maxDepthPlugin({ n: REQUEST_LIMITS.depth, flattenFragments: true }),
    maxAliasesPlugin({ n: REQUEST_LIMITS.aliases }),
    costLimitPlugin({ maxCost: REQUEST_LIMITS.cost }),
    maxTokensPlugin({ n: REQUEST_LIMITS.tokens }),
  ];
}
