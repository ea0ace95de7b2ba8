import { GraphQLError } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { translate } from '../../errors';

/** The parameters of a GraphQL-over-HTTP request, with what each may hold (null or absent: any of them). */
const PARAMETERS: Record<string, (value: unknown) => boolean> = {
  query: (value) => typeof value === 'string',
  operationName: (value) => typeof value === 'string',
  variables: isObject,
  extensions: isObject,
  // A persisted document's id instead of its text (trusted-documents.ts).
  documentId: (value) => typeof value === 'string',
};

function isObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The 400 answer naming the part of the request that is wrong, in the request's language (the Lang header). */
function malformed(request: Request, part: string): GraphQLError {
  const message = translate(Number(request.headers.get('lang')), 'malformedRequest', { part });
  return createGraphQLError(message, { extensions: { http: { status: 400 }, code: 'BAD_REQUEST' } });
}

/** Which of a GET's JSON parameters does not parse (the address), or the body of any other request. */
function unreadablePart(request: Request): string {
  if (request.method !== 'GET') return 'body';
  const search = new URL(request.url, 'http://localhost').searchParams;
  for (const name of ['variables', 'extensions']) {
    const text = search.get(name);
    try {
      if (text) JSON.parse(text);
    } catch {
      return name;
    }
  }
  return 'query';
}

/** The first parameter of `params` that is not GraphQL over HTTP, or null when all are. */
export function malformedPart(params: unknown): string | null {
  if (!isObject(params)) return 'body';
  for (const [name, value] of Object.entries(params as Record<string, unknown>)) {
    if (value == null) continue;
    const valid = PARAMETERS[name];
    if (!valid || !valid(value)) return name;
  }
  return null;
}

/**
 * Refuses a request that is not GraphQL over HTTP once, at the entry, before any other plugin reads
 * it (the answer cache hashes `query`, the trusted documents look it up): a body or address that does
 * not parse, a batch, a `query` that is not a string (graphql-http's audits LKJ0–LKJ3), `variables` or
 * `extensions` that are not an object, an unknown parameter. The answer is 400 with a message in the
 * request's language; being the caller's mistake, it leaves only the request line in the log. A
 * refusal of another kind the parser makes (413, from limits.ts) passes unchanged.
 */
export function malformedRequestsPlugin(): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser }) {
      // No parser for the media type: Yoga answers 415.
      if (!requestParser) return;
      setRequestParser(async (parsed) => {
        try {
          return await requestParser(parsed);
        } catch (error) {
          const status = error instanceof GraphQLError ? (error.extensions.http as { status?: number } | undefined)?.status : undefined;
          if (status !== undefined && status !== 400) throw error;
          throw malformed(request, unreadablePart(request));
        }
      });
      return {
        onRequestParseDone({ requestParserResult }) {
          const part = Array.isArray(requestParserResult) ? 'body' : malformedPart(requestParserResult);
          if (part !== null) throw malformed(request, part);
        },
      };
    },
  };
}
