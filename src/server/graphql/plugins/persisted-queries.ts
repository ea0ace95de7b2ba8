import { createHash } from 'node:crypto';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import { userError } from '../../errors';
import { requestLang } from '../request-lang';
import { withStatus } from './request-errors';
import type { PersistedDocuments } from './trusted-documents';

/** How much text the registered documents may hold, per server: the shop's own few dozen many times over. */
const REGISTERED_BYTES = 4 * 1024 * 1024;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The hash an automatic persisted query names (`extensions.persistedQuery.sha256Hash`), lower-cased; null when none. */
function persistedHash(extensions: unknown): string | null {
  const hash = (extensions as { persistedQuery?: { sha256Hash?: unknown } } | undefined)?.persistedQuery?.sha256Hash;
  return typeof hash === 'string' ? hash.toLowerCase() : null;
}

/**
 * The protocol's own answer to a hash the server does not know: Apollo Client's link reads the code,
 * urql's exchange the message, and each sends the document's text next. Its message is the
 * protocol's word, not a sentence for people; no one sees it.
 */
const notFound = () => withStatus(new GraphQLError('PersistedQueryNotFound', { extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }), 404);

/**
 * Automatic persisted queries, the protocol of Apollo Client's persisted-query link and urql's
 * persisted exchange: a request names its document by the sha256 of its text
 * (`extensions.persistedQuery.sha256Hash`) and sends no text. A hash of the shop's own documents
 * (generated/client/persisted-documents.json) or of a text sent before is answered; any other is
 * PersistedQueryNotFound, and the client sends the text with its hash. A text whose hash does not
 * match is refused (400); one that `remembers` is kept by its hash (in production only the shop's
 * own documents, `__typename`s aside: trusted-documents.ts, which still checks every execution).
 * Kept as the request arrives, since a kept answer (answers/answer-cache.ts) may go out without
 * executing; in this process's memory, bounded: another instance, or this one after a restart,
 * asks for the text once more.
 */
export function persistedQueriesPlugin(options: { documents: PersistedDocuments; remembers(text: string): boolean }): Plugin {
  const registered = new LRUCache<string, string>({ maxSize: REGISTERED_BYTES, sizeCalculation: (text, hash) => text.length + hash.length });
  return {
    onParams({ params, setParams, request }) {
      const hash = persistedHash(params.extensions);
      if (hash === null) return;
      if (params.query) {
        if (sha256(params.query) !== hash) throw withStatus(userError(requestLang(request), 'persistedQueryMismatch'), 400);
        if (!registered.has(hash) && !options.documents.has(`sha256:${hash}`) && options.remembers(params.query)) registered.set(hash, params.query);
        return;
      }
      const query = options.documents.get(`sha256:${hash}`) ?? registered.get(hash);
      if (query === undefined) throw notFound();
      setParams({ ...params, query });
    },
  };
}
