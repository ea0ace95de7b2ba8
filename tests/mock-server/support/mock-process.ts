import { START_TIMEOUT_MS, startServerProcess } from '../../support/server-process';

/** A first start of the day makes the demo snapshot, which takes a while on a busy machine. */
export const MOCK_START_TIMEOUT_MS = START_TIMEOUT_MS;

export interface GraphQLAnswer {
  status: number;
  /** From sending the request to the whole answer read. */
  ms: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read by field name, as a frontend developer would
  data?: any;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
}

export interface AskOptions {
  headers?: Record<string, string>;
  variables?: Record<string, unknown>;
  operationName?: string;
}

export interface MockProcess {
  /** Origin, without a trailing slash. */
  url: string;
  /** Milliseconds from the spawn to the line naming the address. */
  startMs: number;
  /** POSTs one operation to /graphql as JSON. */
  ask(query: string, options?: AskOptions): Promise<GraphQLAnswer>;
  stop(): Promise<void>;
}

/** `npm run mock -- <args>` (mock-server/start.mjs) in a child process on a free port; resolves once it names its address. */
export async function startMockProcess(args: string[] = [], env: Record<string, string> = {}): Promise<MockProcess> {
  const started = performance.now();
  const mock = await startServerProcess('mock', 'mock-server/start.mjs', { MOCK_PORT: '0', ...env }, (line) => line.match(/(http:\/\/localhost:\d+)\/graphql/)?.[1] ?? null, args);
  return { url: mock.url, startMs: performance.now() - started, ask: (query, options) => askGraphQL(mock.url, query, options), stop: mock.stop };
}

export async function askGraphQL(url: string, query: string, options: AskOptions = {}): Promise<GraphQLAnswer> {
  const sent = performance.now();
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...options.headers },
    body: JSON.stringify({ query, variables: options.variables, operationName: options.operationName }),
  });
  const body = (await response.json()) as Omit<GraphQLAnswer, 'status' | 'ms'>;
  return { status: response.status, ms: performance.now() - sent, ...body };
}
