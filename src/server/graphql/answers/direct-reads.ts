import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CompiledQuery } from 'graphql-jit';
import { parse, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { keptBytes, type AnswerStore } from './answer-store';
import { collectDependencies } from '../../cache/dependencies';
import type { GraphQLContext } from '../../context';
import { keepAnswer } from './answer-cache';
import { answerKey } from './answer-keys';
import type { AnswerRuns } from './answer-runs';
import { ANSWER_VARY, publicAnswerCacheControl } from './answer-headers';
import type { CompiledReads } from './compiled-queries';
import { acceptedEncoding, answerBody } from '../../http/compression';
import { nodeHeader, type SentAnswers } from './sent-answers';
import { readingOfHeaders } from '../request-lang';
import { cyrillicAnswer } from '../cyrillic-answers';
import type { CyrillicOptions } from '../../../shared/i18n/cyrillic';
import type { Reading } from '../../../shared/i18n/scripts';
import { persistedIdOf, type PersistedDocuments } from '../plugins/trusted-documents';
import { answerParts, partTexts } from './answer-parts';

export interface DirectReadsOptions {
  schema: GraphQLSchema;
  documents: PersistedDocuments;
  store: AnswerStore;
  runs: AnswerRuns;
  compiled: CompiledReads;
  sent: SentAnswers;
  /** HTML_CDN_SECONDS: how long a CDN keeps a public answer. */
  cdnSeconds: number;
  context(request: IncomingMessage): Promise<GraphQLContext>;
  /** What a Cyrillic answer takes from the shop: brand names kept, its own spellings (modules/cyrillic). */
  cyrillic(): Promise<CyrillicOptions>;
}

export interface DirectReads {
  /** Answers `request` and resolves true, or resolves false having sent nothing: then GraphQL Yoga answers it. */
  answer(request: IncomingMessage, response: ServerResponse): Promise<boolean>;
  /** How many requests were answered directly (izlog_graphql_direct_answers_total). */
  count(): number;
}

/** The address's parameters a direct answer reads; any other (extensions, a query's text) goes to Yoga. */
const PARAMETERS = new Set(['documentId', 'variables', 'operationName']);

interface Asked {
  text: string;
  document: DocumentNode;
  operationName: string | null;
  variables: Record<string, unknown>;
  reading: Reading;
}

/** X-Izlog-Cache of a direct answer: kept, made whole, made again from its parts, or the previous one sent while it is made. */
type Outcome = 'hit' | 'miss' | 'remade' | 'stale';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The storefront's uncached public reads, answered without GraphQL Yoga. Most of an uncached
 * listing's time went to Yoga's work around the operation (a fetch Request and Response, an abort
 * signal, the parameters parsed, a dozen plugins' hooks and their promises), not to the operation.
 * An anonymous persisted-document GET of a compiled public read (compiled-queries.ts) that Yoga
 * would answer the plain way is answered here with the same compiled operation, answer key, kept
 * answer, headers and compression, and is kept in the sent answers as Yoga's would be; the test
 * direct-reads.test.ts holds the two answers equal. Everything else goes to Yoga: a caller with a
 * token, another origin (CORS decides), a conditional request (304), another media type, a request
 * without the Lang header (no form can send it: the cross-site rule, cross-site.ts), an answer
 * another request is making with no previous one to send meanwhile, a document not compiled yet,
 * and an answer with errors, which Yoga runs again to report them its own way. A kept answer sent
 * already in the request's form is the sent answers' (sent-answers.ts), before this is asked.
 */
export function directReads(options: DirectReadsOptions): DirectReads {
  const { schema, documents, store, runs, compiled, sent, cdnSeconds } = options;
  const parsed = new Map<string, DocumentNode>();
  let answered = 0;

  const asked = (request: IncomingMessage): Asked | null => {
    const headers = request.headers;
    if (!sent.keeps(request) || headers.origin !== undefined || headers['if-none-match'] !== undefined || headers.lang === undefined) return null;
    if (headers.accept !== undefined && headers.accept !== '*/*' && headers.accept !== 'application/json') return null;
    const search = new URLSearchParams((request.url ?? '').split('?')[1] ?? '');
    for (const name of search.keys()) if (!PARAMETERS.has(name)) return null;
    const id = search.get('documentId');
    const text = id === null ? undefined : documents.get(persistedIdOf(id));
    if (text === undefined) return null;
    let document = parsed.get(text);
    if (!document) parsed.set(text, (document = parse(text, { noLocation: true })));
    let variables: unknown = {};
    try {
      variables = JSON.parse(search.get('variables') ?? '{}');
    } catch {
      return null;
    }
    if (!isObject(variables)) return null;
    return { text, document, operationName: search.get('operationName'), variables, reading: readingOfHeaders(nodeHeader(request)) };
  };

  /** The answer's body and headers as Yoga's plugins would make them (answer-headers.ts, compressed-answers.ts), kept in the sent answers. */
  const send = async (request: IncomingMessage, response: ServerResponse, result: ExecutionResult, outcome: Outcome) => {
    const kept = (result.extensions as { http?: { headers?: Record<string, string> } } | undefined)?.http?.headers;
    // A kept answer was serialised once, as it was kept (answer-store.ts).
    const text = keptBytes(result) ?? Buffer.from(JSON.stringify({ data: result.data }));
    const headers: [string, string][] = [['content-type', 'application/json; charset=utf-8']];
    const vary: string[] = [];
    if (kept) {
      for (const [name, value] of Object.entries(kept)) headers.push([name.toLowerCase(), value]);
      headers.push(['x-izlog-cache', outcome], ['cache-control', publicAnswerCacheControl(cdnSeconds)]);
      vary.push(...ANSWER_VARY);
    } else {
      headers.push(['x-izlog-cache', 'bypass'], ['cache-control', 'no-store']);
    }
    const { body, headers: encoded } = await answerBody(text, acceptedEncoding(request));
    for (const [name, value] of encoded) {
      if (name === 'vary') vary.push(value);
      else headers.push([name, value]);
    }
    if (vary.length) headers.push(['vary', vary.join(', ')]);
    sent.keep(request, { status: 200, headers: new Headers(headers), body });
    for (const [name, value] of headers) response.setHeader(name, value);
    response.setHeader('content-length', body.length);
    response.writeHead(200).end(body);
  };

  /** Runs `document`'s compiled operation as the request asks it: its answer (in Cyrillic when asked so) and what it read. */
  const run = async (request: IncomingMessage, question: Asked, query: CompiledQuery, document: DocumentNode) => {
    const context = await options.context(request);
    const reading = collectDependencies(() => query.query(undefined, context, question.variables));
    let result = await reading.value;
    if (result.errors?.length) return null;
    // As the Yoga path does inside its execute function (plugins/cyrillic-answers.ts): kept in Cyrillic.
    if (question.reading === 'sr-Cyrl') result = cyrillicAnswer(schema, document, question.operationName, question.variables, result, await options.cyrillic());
    return { result, tags: reading.tags, frameTags: reading.frameTags };
  };

  /**
   * A kept answer whose parts kept apart alone are stale (a listing's option counts after a size sold
   * out), made again by running the operation of its parts alone and writing them into the rest as
   * kept (answer-parts.ts); undefined when it cannot be (then the whole operation runs).
   */
  const remake = async (request: IncomingMessage, question: Asked, key: string): Promise<ExecutionResult | undefined> => {
    const parts = answerParts(schema, question.document, question.operationName);
    const frame = parts ? store.frame?.(key) : undefined;
    // Taken as the frame is found fresh: a change to it from now on makes the answer made here stale.
    const stamp = store.stamp();
    const query = parts && frame && stamp !== null ? compiled.compiledFor(schema, parts.document, question.operationName) : null;
    if (!parts || !frame || !query || !store.keepRemade) return undefined;
    const ran = await run(request, question, query, parts.document);
    const texts = ran && partTexts(ran.result.data, parts.paths);
    if (!ran || !texts) return undefined;
    return store.keepRemade(key, frame, texts, new Set([...frame.frameTags, ...ran.tags]), new Set([...frame.frameTags, ...ran.frameTags]), stamp!)?.result;
  };

  /** Makes the answer again (its parts alone, when they alone are stale) and keeps it; null when it has errors (Yoga reports them its own way). */
  const rebuild = async (request: IncomingMessage, question: Asked, query: CompiledQuery, key: string, stamp: number): Promise<{ result: ExecutionResult; outcome: Outcome } | null> => {
    try {
      const remade = await remake(request, question, key).catch(() => undefined);
      if (remade) return { result: remade, outcome: 'remade' };
      const ran = await run(request, question, query, question.document);
      if (!ran) return null;
      const parts = answerParts(schema, question.document, question.operationName);
      await keepAnswer(store, key, ran.result, ran.tags, stamp, parts ? { paths: parts.paths, frameTags: ran.frameTags } : undefined);
      // The parts' own operation compiles now (compiled-queries.ts), so that the first answer made again from them runs it.
      if (parts) compiled.compiledFor(schema, parts.document, question.operationName);
      return { result: ran.result, outcome: 'miss' };
    } catch {
      return null;
    } finally {
      runs.finish(key);
    }
  };

  return {
    count: () => answered,
    async answer(request, response) {
      const question = asked(request);
      const query = question && compiled.compiledFor(schema, question.document, question.operationName);
      if (!question || !query) return false;
      const key = answerKey({ documentString: question.text, operationName: question.operationName, variableValues: question.variables, reading: question.reading });
      const stamp = store.stamp();
      if (key === null || stamp === null) return false;
      const kept = await store.get(key);
      // A fresh kept answer not yet sent in this request's form (language, encoding): compressed
      // now, on demand (an answer made again behind a stale one may go stale again unasked).
      if (kept?.freshness === 'fresh') {
        await send(request, response, kept.result, 'hit');
        answered++;
        return true;
      }
      const claimed = runs.claim(key);
      if (kept) {
        // Stale-while-revalidate: this visitor gets the previous answer at once (as it was sent
        // before, when it was: not compressed again); the first of them rebuilds it behind.
        if (!sent.sendPrevious(request, response, kept.etag)) await send(request, response, kept.result, 'stale');
        answered++;
        if (claimed) void rebuild(request, question, query, key, stamp);
        return true;
      }
      // No previous answer to send while another request makes it: Yoga's plugin waits for that one.
      if (!claimed) return false;
      const rebuilt = await rebuild(request, question, query, key, stamp);
      if (!rebuilt) return false;
      await send(request, response, rebuilt.result, rebuilt.outcome);
      answered++;
      return true;
    },
  };
}
