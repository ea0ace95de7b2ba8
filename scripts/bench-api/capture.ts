/**
 * One request to the real server, its answer kept as it came over the wire (status, headers, body
 * bytes still compressed): what the ceiling then sends. Also which transport the server takes.
 */
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { fillNonce, scenarioRequests, type PersistedIds, type Transport, type WireRequest } from './requests';
import type { Scenario } from './scenarios';

export interface CapturedAnswer {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

/** Set by whoever sends the answer, per connection or per moment, not part of the answer's bytes. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

export function send(base: string, wire: WireRequest): Promise<CapturedAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(wire.path, base), { method: wire.method, headers: wire.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('error', reject);
      response.once('end', () => {
        const raw = response.rawHeaders;
        const headers: [string, string][] = [];
        for (let i = 0; i < raw.length; i += 2) if (!PER_CONNECTION.has(raw[i]!.toLowerCase())) headers.push([raw[i]!, raw[i + 1]!]);
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
    });
    request.once('error', reject);
    request.end(wire.body);
  });
}

const header = (answer: CapturedAnswer, name: string) => answer.headers.find(([key]) => key.toLowerCase() === name)?.[1];

export const encodingOf = (answer: CapturedAnswer) => header(answer, 'content-encoding') ?? 'identity';

/** The answer's body as the server wrote it before compressing it. */
export function decodedBody(answer: CapturedAnswer): Buffer {
  const encoding = encodingOf(answer);
  return encoding === 'br' ? brotliDecompressSync(answer.body) : encoding === 'gzip' ? gunzipSync(answer.body) : answer.body;
}

/** The answer's GraphQL result, decompressed and parsed; null when it is not JSON. */
export function answerResult(answer: CapturedAnswer): { data?: Record<string, unknown> | null; errors?: unknown[] } | null {
  try {
    return JSON.parse(decodedBody(answer).toString('utf8')) as { data?: Record<string, unknown>; errors?: unknown[] };
  } catch {
    return null;
  }
}

/** Why the answer is not a good one to measure, or null. */
export function answerProblem(answer: CapturedAnswer, scenario: Pick<Scenario, 'problem'>): string | null {
  const result = answerResult(answer);
  if (answer.status !== 200) return `HTTP ${answer.status}: ${answer.body.subarray(0, 300).toString('utf8')}`;
  if (!result) return 'the answer is not JSON';
  if (result.errors?.length) return `errors: ${JSON.stringify(result.errors).slice(0, 300)}`;
  if (!result.data) return 'the answer has no data';
  return scenario.problem(result.data);
}

/** The scenario's answers, one per request it sends in turn; throws when one is not a good answer. */
export async function captureAnswers(base: string, scenario: Scenario, transport: Transport, ids: PersistedIds, nonce: string): Promise<CapturedAnswer[]> {
  const answers: CapturedAnswer[] = [];
  for (const wire of scenarioRequests(scenario, transport, ids)) {
    const answer = await send(base, fillNonce(wire, nonce));
    const problem = answerProblem(answer, scenario);
    if (problem) throw new Error(`${scenario.title} (${wire.method} ${wire.path.slice(0, 120)}): ${problem}`);
    answers.push(answer);
  }
  return answers;
}

/**
 * GET with the persisted document's id when the server answers it (as the storefront then sends
 * public queries, so caches and ETags can work), else the POST with the query text.
 */
export async function detectTransport(base: string, probe: Scenario, ids: PersistedIds): Promise<{ transport: Transport; why: string }> {
  const [wire] = scenarioRequests(probe, 'get', ids);
  const answer = await send(base, wire!);
  const problem = answerProblem(answer, probe);
  if (problem === null) return { transport: 'get', why: `the server answered ${probe.operationName} by \`GET /graphql?documentId=…\`` };
  return { transport: 'post', why: `the server did not answer ${probe.operationName} by \`GET /graphql?documentId=…\` (${problem.slice(0, 160)})` };
}
