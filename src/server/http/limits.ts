import { createFetch } from '@whatwg-node/fetch';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';

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

/** Fetch API whose multipart parser refuses (413) files past MAX_MULTIPART_FILE_BYTES. */
export function limitedFetchApi() {
  return createFetch({ formDataLimits: { fileSize: MAX_MULTIPART_FILE_BYTES, files: 10, fieldSize: 1024 * 1024 } });
}

/** The Yoga plugins that enforce REQUEST_LIMITS, for the real server and the mock alike. */
export function requestLimitPlugins() {
  return [
    maxDepthPlugin({ n: REQUEST_LIMITS.depth, flattenFragments: true }),
    maxAliasesPlugin({ n: REQUEST_LIMITS.aliases }),
    costLimitPlugin({ maxCost: REQUEST_LIMITS.cost }),
    maxTokensPlugin({ n: REQUEST_LIMITS.tokens }),
  ];
}
