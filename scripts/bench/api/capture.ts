/**
 * Requests to the real server with their answers kept as they came over the wire (status, headers,
 * body bytes still compressed): what the ceiling then sends. Also which transport the server takes.
 */
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { wireRequest, type Operation, type PersistedIds, type Transport, type WireRequest } from './requests';

export interface CapturedAnswer {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

/** Set by whoever sends the answer, per connection or per moment, not part of the answer's bytes. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * One request and its answer as it came. A request sent on a kept-alive connection that the server
 * closed as it went idle meanwhile (a busy server's idle timer firing late, while it drains the load
 * of the scenario before) fails with ECONNRESET before the server read it: it is sent once more on a
 * new connection, as Node's documentation advises (http.ClientRequest.reusedSocket).
 */
export async function send(base: string, wire: WireRequest): Promise<CapturedAnswer> {
  try {
    return await sendOnce(base, wire);
  } catch (error) {
    const { code, reusedSocket } = error as { code?: string; reusedSocket?: boolean };
    if (code === 'ECONNRESET' && reusedSocket) return sendOnce(base, wire);
    throw error;
  }
}

function sendOnce(base: string, wire: WireRequest): Promise<CapturedAnswer> {
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
    request.once('error', (error: Error) => reject(Object.assign(error, { reusedSocket: request.reusedSocket })));
    request.end(wire.body);
  });
}

export const header = (answer: CapturedAnswer, name: string) => answer.headers.find(([key]) => key.toLowerCase() === name)?.[1];

export const encodingOf = (answer: CapturedAnswer) => header(answer, 'content-encoding') ?? 'identity';

/** The answer's body as the server wrote it before compressing it. */
export function decodedBody(answer: CapturedAnswer): Buffer {
  const encoding = encodingOf(answer);
  return encoding === 'br' ? brotliDecompressSync(answer.body) : encoding === 'gzip' ? gunzipSync(answer.body) : answer.body;
}

export type Data = Record<string, unknown>;

/** The answer's GraphQL result, decompressed and parsed; null when it is not JSON. */
export function answerResult(answer: CapturedAnswer): { data?: Data | null; errors?: unknown[] } | null {
  try {
    return JSON.parse(decodedBody(answer).toString('utf8')) as { data?: Data; errors?: unknown[] };
  } catch {
    return null;
  }
}

/** Why the data is not what a scenario means to measure (an empty listing, a missing product), or null. */
export type DataProblem = (data: Data) => string | null;

/** Why the answer is not a good one to measure, or null. */
export function answerProblem(answer: CapturedAnswer, problem: DataProblem): string | null {
  const result = answerResult(answer);
  if (answer.status !== 200) return `HTTP ${answer.status}: ${answer.body.subarray(0, 300).toString('utf8')}`;
  if (!result) return 'the answer is not JSON';
  if (result.errors?.length) return `errors: ${JSON.stringify(result.errors).slice(0, 300)}`;
  if (!result.data) return 'the answer has no data';
  return problem(result.data);
}

/** One request's data, or an error saying what went wrong. */
export async function fetchData(base: string, wire: WireRequest, problem: DataProblem = () => null): Promise<Data> {
  const answer = await send(base, wire);
  const why = answerProblem(answer, problem);
  if (why) throw new Error(`${wire.method} ${wire.path.slice(0, 160)}: ${why}`);
  return answerResult(answer)!.data!;
}

/** Runs `work` over `items`, `concurrency` at a time, results in the items' order. */
export async function mapLimit<T, R>(items: readonly T[], concurrency: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

/** The answers to `wires`, in their order; throws when one is not a good answer. A few at a time, as browsers ask. */
export async function captureAnswers(base: string, wires: readonly WireRequest[], problem: DataProblem, concurrency = 1): Promise<CapturedAnswer[]> {
  return mapLimit(wires, concurrency, async (wire) => {
    const answer = await send(base, wire);
    const why = answerProblem(answer, problem);
    if (why) throw new Error(`${wire.method} ${wire.path.slice(0, 160)}: ${why}`);
    return answer;
  });
}

/**
 * GET with the persisted document's id when the server answers it (as the storefront then sends
 * public queries, so caches and ETags can work), else the POST with the query text.
 */
export async function detectTransport(base: string, probe: Operation & { variables: Data; problem: DataProblem }, ids: PersistedIds): Promise<{ transport: Transport; why: string }> {
  const answer = await send(base, wireRequest(probe, probe.variables, 'get', ids));
  const problem = answerProblem(answer, probe.problem);
  if (problem === null) return { transport: 'get', why: `the server answered ${probe.operationName} by \`GET /graphql?documentId=…\`` };
  return { transport: 'post', why: `the server did not answer ${probe.operationName} by \`GET /graphql?documentId=…\` (${problem.slice(0, 160)})` };
}
