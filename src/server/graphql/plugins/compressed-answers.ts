import type { Plugin } from 'graphql-yoga';
import { acceptedEncoding, answerBody } from '../../http/compression';

/** GraphQL's answers over HTTP; not an event stream or a multipart (subscriptions, incremental delivery), which must flow as they come. */
const WHOLE_ANSWER = /^application\/(?:graphql-response\+)?json\b/i;

/** Statuses whose answer has no body to compress. */
const NO_BODY = new Set([204, 205, 304]);

/**
 * /graphql answers compressed as the caller accepts (a listing's answer of 40 kB travels as 5):
 * phones navigating the storefront fetch their screens' data here. Answers run in process for
 * server rendering ask for no encoding and stay as they are.
 */
export function compressedAnswersPlugin(): Plugin {
  return {
    async onResponse({ request, response, setResponse, fetchAPI }) {
      // Not `response.body`: reading it makes a stream of the text (and encodes it) only to test that there is one.
      if (NO_BODY.has(response.status) || response.headers.has('content-encoding') || !WHOLE_ANSWER.test(response.headers.get('content-type') ?? '')) return;
      const encoding = acceptedEncoding({ headers: { 'accept-encoding': request.headers.get('accept-encoding') ?? undefined } });
      if (encoding === 'identity') return;
      const { body, headers: added } = await answerBody(Buffer.from(await response.arrayBuffer()), encoding);
      const headers = new fetchAPI.Headers(response.headers);
      for (const [name, value] of added) headers.append(name, value);
      headers.set('content-length', String(body.length));
      setResponse(new fetchAPI.Response(new Uint8Array(body), { status: response.status, statusText: response.statusText, headers }));
    },
  };
}
