import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { printExecutableGraphQLDocument } from '@graphql-tools/documents';
import { parse, visit, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import type { GraphQLContext } from '../../context';
import { userError } from '../../errors';
import { projectPath } from '../../project-root';
import { requestLang } from '../request-lang';
import { withStatus } from './request-errors';

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

/** The id a request names instead of a query: GraphQL over HTTP's `documentId`, in a POST's body or a GET's address (which Yoga's parser leaves out). */
function requestedId(params: Record<string, unknown>, request: Request): string | null {
  const inAddress = request.method === 'GET' ? new URL(request.url, 'http://localhost').searchParams.get('documentId') : null;
  const id = params.documentId ?? inAddress;
  return typeof id === 'string' ? persistedIdOf(id) : null;
}

/** The key of generated/client/persisted-documents.json a requested id names: a bare sha256 is `sha256:<hex>`. */
export const persistedIdOf = (id: string): string => (/^[0-9a-f]{64}$/i.test(id) ? `sha256:${id.toLowerCase()}` : id);

/**
 * A document's id with every `__typename` selection left out: the clients' caches (Apollo Client's,
 * urql's) add one to each selection set, which asks nothing of the shop, so the shop's own document
 * with them added is still the shop's own.
 */
function typenameFreeId(document: DocumentNode): string {
  const bare = visit(document, { Field: (field) => (field.name.value === '__typename' ? null : undefined) });
  return persistedDocumentId(bare);
}

export interface Trust {
  /** Whether a parsed document is one of the shop's own, `__typename` selections aside. */
  isTrusted(document: DocumentNode): boolean;
  /** The same of a document's text; false for a text that does not parse. */
  isTrustedText(text: string): boolean;
}

/** The shop's own documents, by their `__typename`-free ids, made once on the first question. */
export function trustOf(documents: PersistedDocuments): Trust {
  const known = new WeakMap<DocumentNode, boolean>();
  const knownTexts = new LRUCache<string, boolean>({ max: 1_000 });
  let trustedIds: ReadonlySet<string> | undefined;
  const isTrusted = (document: DocumentNode) => {
    let answer = known.get(document);
    if (answer === undefined) {
      trustedIds ??= new Set([...documents.values()].map((text) => typenameFreeId(parse(text, { noLocation: true }))));
      known.set(document, (answer = trustedIds.has(typenameFreeId(document))));
    }
    return answer;
  };
  const isTrustedText = (text: string) => {
    let answer = knownTexts.get(text);
    if (answer === undefined) {
      try {
        answer = isTrusted(parse(text, { noLocation: true }));
      } catch {
        answer = false;
      }
      knownTexts.set(text, answer);
    }
    return answer;
  };
  return { isTrusted, isTrustedText };
}

/**
 * Trusted documents. A request may name a persisted document by id instead of sending its text.
 * With `enforce` (production), a caller who is not an administrator runs only the persisted
 * documents: the spec's client sends the full query, so its normalised print, `__typename`
 * selections aside, is hashed and looked up. Checked at execution, where the caller is known, over
 * HTTP and graphql-ws alike.
 */
export function trustedDocumentsPlugin(options: { documents: PersistedDocuments; enforce: boolean; trust?: Trust }): Plugin {
  const { documents, enforce } = options;
  const { isTrusted } = options.trust ?? trustOf(documents);
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
      if (query === undefined) throw withStatus(userError(requestLang(request), 'untrustedOperation', { code: 'NOT_FOUND' }), 404);
      setParams({ query, operationName: params.operationName, variables: params.variables, extensions: params.extensions });
    },
    onExecute: check,
    onSubscribe: check,
  };
}
