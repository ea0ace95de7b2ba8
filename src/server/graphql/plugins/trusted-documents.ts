import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { printExecutableGraphQLDocument } from '@graphql-tools/documents';
import { GraphQLError, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../../context';
import { userError } from '../../errors';
import { projectPath } from '../../project-root';

/** What codegen writes for the apps' operations: `sha256:<hex>` → the normalised document. */
export const PERSISTED_DOCUMENTS_FILE = projectPath('generated/client/persisted-documents.json');

export type PersistedDocuments = ReadonlyMap<string, string>;

export function loadPersistedDocuments(file = PERSISTED_DOCUMENTS_FILE): PersistedDocuments {
  return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
}

/** A document's id as codegen's client preset computes it: the sha256 of its normalised print. */
export function persistedDocumentId(document: DocumentNode): string {
  return `sha256:${createHash('sha256').update(printExecutableGraphQLDocument(document)).digest('hex')}`;
}

/**
 * The id a request names instead of a query: GraphQL over HTTP's `documentId` (in a POST's body or a
 * GET's address, which Yoga's parser leaves out), or Apollo's persisted-query hash.
 */
function requestedId(params: Record<string, unknown>, request: Request): string | null {
  const extensions = params.extensions as { persistedQuery?: { sha256Hash?: unknown } } | undefined;
  const inAddress = request.method === 'GET' ? new URL(request.url, 'http://localhost').searchParams.get('documentId') : null;
  const id = params.documentId ?? inAddress ?? extensions?.persistedQuery?.sha256Hash;
  return typeof id === 'string' ? persistedIdOf(id) : null;
}

/** The key of generated/client/persisted-documents.json a requested id names: a bare sha256 is `sha256:<hex>`. */
export const persistedIdOf = (id: string): string => (/^[0-9a-f]{64}$/i.test(id) ? `sha256:${id.toLowerCase()}` : id);

const langOf = (header: string | null | undefined) => (header === '1' ? 1 : 0);

/**
 * A refusal with the HTTP status GraphQL over HTTP asks for with application/graphql-response+json
 * (403 not permitted, 404 no such document); with application/json the answer stays 200, as the
 * spec asks of that media type (Yoga's `spec` flag). Yoga keeps `http` out of the answer's body.
 */
const withStatus = (error: GraphQLError, status: number) =>
  new GraphQLError(error.message, { extensions: { ...error.extensions, http: { status, spec: true } } });

/**
 * Trusted documents. A request may name a persisted document by id instead of sending its text.
 * With `enforce` (production), a caller who is not an administrator runs only the persisted
 * documents: the spec's client sends the full query, so its normalised print is hashed and looked
 * up. Checked at execution, where the caller is known, over HTTP and graphql-ws alike.
 */
export function trustedDocumentsPlugin(options: { documents: PersistedDocuments; enforce: boolean }): Plugin {
  const { documents, enforce } = options;
  const trusted = new WeakMap<DocumentNode, boolean>();
  const isTrusted = (document: DocumentNode) => {
    let known = trusted.get(document);
    if (known === undefined) trusted.set(document, (known = documents.has(persistedDocumentId(document))));
    return known;
  };
  const check = ({ args, setResultAndStopExecution }: { args: { document: DocumentNode; contextValue: unknown }; setResultAndStopExecution(result: { errors: Error[] }): void }) => {
    // Yoga hands every hook the context our factory built (build-context.ts).
    const context = args.contextValue as GraphQLContext;
    if (!enforce || context.adminId != null || isTrusted(args.document)) return;
    setResultAndStopExecution({ errors: [withStatus(userError(context.lang, 'untrustedOperation', { code: 'FORBIDDEN' }), 403)] });
  };

  return {
    onParams({ params, setParams, request }) {
      const id = params.query ? null : requestedId(params as Record<string, unknown>, request);
      if (id === null) return;
      const query = documents.get(id);
      if (query === undefined) throw withStatus(userError(langOf(request.headers.get('lang')), 'untrustedOperation', { code: 'NOT_FOUND' }), 404);
      setParams({ query, operationName: params.operationName, variables: params.variables, extensions: params.extensions });
    },
    onExecute: check,
    onSubscribe: check,
  };
}
