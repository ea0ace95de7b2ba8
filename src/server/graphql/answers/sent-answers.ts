import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { LONGEST_KEPT_MS, type AnswerStore } from './answer-store';
import type { ContentVersion } from '../../cache/content-version';
import { isAnonymous } from './answer-keys';
import { acceptedEncoding } from '../../http/compression';
import { readingOfHeaders } from '../request-lang';

/**
 * Public answers kept as they went out: status, headers and the compressed bytes, under the GET's
 * address, language and encoding. A storefront's persisted-document GET that was answered from the
 * answer cache once is answered again by a map lookup and one write, before GraphQL Yoga builds a
 * Request, parses its parameters or runs a plugin: the cached answer costs what a static file
 * costs. Each entry keeps what its answer shows (the answer store's description of it) and is sent
 * only while none of that changed: a stale one goes to the direct answers or Yoga, which send it or
 * rebuild it, and goes out again as it is once the store holds its ETag fresh (made again the same).
 */
export interface SentAnswers {
  /** Sends the kept answer (or 304) for this request, when there is one; false leaves it to Yoga. */
  send(request: IncomingMessage, response: ServerResponse): boolean;
  /**
   * Sends, marked stale, the answer this request found no longer fresh in send() when it is the
   * one with `etag` (the previous answer, sent while it is rebuilt), as it was compressed then.
   */
  sendPrevious(request: IncomingMessage, response: ServerResponse, etag: string): boolean;
  /** Whether Yoga's answer to this request may be kept here once it comes (an anonymous GET). */
  keeps(request: IncomingMessage): boolean;
  /** Keeps Yoga's answer to `request` when it is a public, tagged one of the version now. */
  keep(request: IncomingMessage, answer: { status: number; headers: Headers; body: Uint8Array }): void;
}

interface Sent {
  /** What it shows, as of `stamp`: those of the answer kept now when it was made again the same. */
  tags: ReadonlySet<string>;
  stamp: number;
  /** The content version it was last found fresh at: while no change came since, it is fresh without reading its tags again. */
  freshAt: number;
  etag: string;
  headers: [string, string][];
  body: Buffer;
}

/** Sends a kept answer, or 304 when the request holds its ETag. */
function write(request: IncomingMessage, response: ServerResponse, sent: Sent, outcome: 'hit' | 'stale'): void {
  for (const [name, value] of sent.headers) response.setHeader(name, value);
  response.setHeader('x-izlog-cache', outcome);
  if (matches(request.headers['if-none-match'], sent.etag)) {
    response.removeHeader('content-encoding');
    response.removeHeader('content-type');
    response.writeHead(304).end();
    return;
  }
  response.setHeader('content-length', sent.body.length);
  response.writeHead(200).end(sent.body);
}

/** Headers that belong to one connection or one response, never to a kept answer. */
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'set-cookie', 'x-izlog-cache']);

/** A node request's header by name, repeated ones joined (as HTTP allows), null when absent or empty. */
export const nodeHeader = (request: IncomingMessage) => (name: string): string | null => [request.headers[name]].flat().join(', ') || null;

const anonymous = (request: IncomingMessage) => isAnonymous({ header: nodeHeader(request) });

/** The request's key: what an answer depends on beside the content version (address, language and script, encoding, a CORS origin). */
function keyOf(request: IncomingMessage): string {
  return `${readingOfHeaders(nodeHeader(request))} ${acceptedEncoding(request)} ${request.headers.origin ?? ''} ${request.url}`;
}

const matches = (ifNoneMatch: string | undefined, etag: string) => ifNoneMatch != null && ifNoneMatch.split(',').some((tag) => tag.trim() === etag);

export function sentAnswers(store: AnswerStore, version: Pick<ContentVersion, 'freshSince' | 'current'>, maxBytes: number): SentAnswers {
  const kept = new LRUCache<string, Sent>({
    maxSize: Math.max(1, maxBytes),
    sizeCalculation: (sent, key) => sent.body.length + key.length + 512,
    ttl: LONGEST_KEPT_MS,
  });
  const keeps = (request: IncomingMessage) => request.method === 'GET' && anonymous(request);
  /** The entry a request found no longer fresh: the previous answer, which it may be sent while it is rebuilt. */
  const previous = new WeakMap<IncomingMessage, Sent>();
  return {
    keeps,
    send(request, response) {
      if (!keeps(request)) return false;
      const key = keyOf(request);
      const sent = kept.get(key);
      if (!sent) return false;
      const now = version.current();
      if (version.freshSince(sent.tags, sent.stamp, sent.freshAt) !== 'fresh') {
        // Made again since with the same bytes (answer-store.ts keepRemade): fresh again, as it went out.
        const shows = store.describe(sent.etag);
        if (!shows) {
          // Kept meanwhile: the previous answer while it is rebuilt, and revived if it comes out the same.
          previous.set(request, sent);
          return false;
        }
        sent.tags = shows.tags;
        sent.stamp = shows.stamp;
      }
      sent.freshAt = now;
      write(request, response, sent, 'hit');
      return true;
    },
    sendPrevious(request, response, etag) {
      const sent = previous.get(request);
      if (sent?.etag !== etag) return false;
      write(request, response, sent, 'stale');
      return true;
    },
    keep(request, answer) {
      const etag = answer.headers.get('etag');
      const shows = etag ? store.describe(etag) : undefined;
      if (!keeps(request) || answer.status !== 200 || !etag || !shows) return;
      if (!answer.headers.get('cache-control')?.startsWith('public')) return;
      const headers: [string, string][] = [];
      answer.headers.forEach((value, name) => {
        if (!PER_RESPONSE.has(name)) headers.push([name, value]);
      });
      kept.set(keyOf(request), { tags: shows.tags, stamp: shows.stamp, freshAt: shows.stamp, etag, headers, body: Buffer.from(answer.body) });
    },
  };
}

/** A node request's headers as a fetch Headers (repeated ones joined, as HTTP allows). */
function fetchHeaders(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

/** The node request each fetch Request answerAndKeep hands to Yoga stands for (its client's address). */
const nodeRequests = new WeakMap<Request, IncomingMessage>();

/** The node request a fetch Request made by answerAndKeep stands for, if it is one. */
export const nodeRequestOf = (request: Request | undefined): IncomingMessage | undefined => (request ? nodeRequests.get(request) : undefined);

/**
 * Answers an anonymous GET through Yoga's fetch handler (the same plugins as any request), sends
 * it, and keeps it in `sent` when it is a public, tagged answer. `Fetch` is the Request class
 * the handler's own adapter makes (lighter than Node's). The node request goes beside it
 * (nodeRequestOf), not as Yoga's server context: the adapter makes a context given one anew for
 * every request, by turning it into a prototype, which costs a tenth of a small answer's time.
 */
export async function answerAndKeep(
  sent: SentAnswers,
  request: IncomingMessage,
  response: ServerResponse,
  fetchAnswer: (request: Request) => Promise<Response>,
  Fetch: { Request: typeof Request } = globalThis,
): Promise<void> {
  const address = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
  const fetchRequest = new Fetch.Request(address, { method: 'GET', headers: fetchHeaders(request) });
  nodeRequests.set(fetchRequest, request);
  const answer = await fetchAnswer(fetchRequest);
  const body = new Uint8Array(await answer.arrayBuffer());
  sent.keep(request, { status: answer.status, headers: answer.headers, body });
  answer.headers.forEach((value, name) => {
    if (name !== 'set-cookie') response.setHeader(name, value);
  });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length) response.setHeader('set-cookie', cookies);
  if (answer.status !== 304) response.setHeader('content-length', body.length);
  response.writeHead(answer.status).end(answer.status === 304 ? undefined : body);
}
