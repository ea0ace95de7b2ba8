import { Agent, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import type { Duplex } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { checkFieldsExist, FAILING_HEADER } from './steered-failures';
import type { Shop, Shops } from './shops';
import { STEER_HEADERS, SteerError, steerOfRequest, UNSTEERED, type Steer } from './steering';

/** Headers of one connection, never passed on; the X-Forwarded ones only the front sets. */
const NOT_PASSED_ON = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', ...STEER_HEADERS]);

export interface FrontOptions {
  shops: Shops;
  /** The start's steer (flags of `npm run mock`), which each request's headers may change. */
  start: Steer;
  /** The `Type.field` names of the schema, for a clear refusal of a field that does not exist. */
  fields: () => ReadonlySet<string>;
  /** Settles once the start's shop is up (its schema read): requests wait for it. */
  ready: Promise<unknown>;
}

const headerOf = (request: IncomingMessage) => (name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

/** The request's steer, its fields checked against the schema. */
function steerOf(request: IncomingMessage, options: FrontOptions): Steer {
  const steer = steerOfRequest(headerOf(request), options.start);
  checkFieldsExist(steer.failingFields, options.fields(), 'X-Mock-Error');
  return steer;
}

/** What the shop receives: the client's headers (Host too) with the steer applied and the client's address. */
async function passedOnHeaders(request: IncomingMessage, steer: Steer, shop: Shop): Promise<IncomingHttpHeaders> {
  const headers: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(request.headers)) if (!NOT_PASSED_ON.has(name)) headers[name] = value;
  if (request.socket.remoteAddress) headers['x-forwarded-for'] = request.socket.remoteAddress;
  const failing = [...steer.failingFields, ...steer.failingOperations];
  if (failing.length) headers[FAILING_HEADER] = failing.join(', ');
  if (steer.as === 'shopper') headers.authuser = await shop.tokenOf('shopper');
  if (steer.as === 'admin') headers.authorization = `Bearer ${await shop.tokenOf('admin')}`;
  return headers;
}

/** An answer of the front's own: a steer it cannot read (400), or a failure of its own. */
function answer(request: IncomingMessage, response: ServerResponse, status: number, body: unknown): void {
  const graphqlResponse = request.headers.accept?.includes('application/graphql-response+json');
  response.writeHead(status, { 'content-type': `${graphqlResponse ? 'application/graphql-response+json' : 'application/json'}; charset=utf-8`, 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

/** Sends the request on to the shop and its answer back as it comes (streamed: subscriptions over SSE too). */
function forward(request: IncomingMessage, response: ServerResponse, shop: Shop, headers: IncomingHttpHeaders, agent: Agent): void {
  const upstream = httpRequest({ host: '127.0.0.1', port: shop.port, method: request.method, path: request.url, headers, agent }, (shopAnswer) => {
    const passed: string[] = [];
    for (let i = 0; i < shopAnswer.rawHeaders.length; i += 2) {
      if (!NOT_PASSED_ON.has(shopAnswer.rawHeaders[i]!.toLowerCase())) passed.push(shopAnswer.rawHeaders[i]!, shopAnswer.rawHeaders[i + 1]!);
    }
    response.writeHead(shopAnswer.statusCode ?? 502, shopAnswer.statusMessage, passed);
    shopAnswer.pipe(response);
  });
  upstream.on('error', (error) => {
    if (response.headersSent) return void response.destroy(error);
    answer(request, response, 502, { errors: [{ message: `The mock's shop did not answer: ${error.message}` }] });
  });
  response.once('close', () => {
    if (!response.writableFinished) upstream.destroy();
  });
  request.pipe(upstream);
}

async function steered(request: IncomingMessage, response: ServerResponse, options: FrontOptions, agent: Agent): Promise<void> {
  await options.ready;
  const address = new URL(request.url ?? '/', 'http://mock');
  let steer: Steer;
  try {
    steer = steerOf(request, options);
  } catch (error) {
    if (!(error instanceof SteerError)) throw error;
    return answer(request, response, 400, { errors: [{ message: error.message }] });
  }
  const shop = await options.shops.open(steer.scenario);
  // The shop's pages and files show its scenario; the other steers are the API's.
  if (address.pathname !== '/graphql') return forward(request, response, shop, await passedOnHeaders(request, { ...UNSTEERED, scenario: steer.scenario }, shop), agent);
  if (steer.delayMs) await sleep(steer.delayMs);
  forward(request, response, shop, await passedOnHeaders(request, steer, shop), agent);
}

/** A WebSocket (graphql-ws) goes to its scenario's shop as it is: its messages are not steered. */
async function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer, options: FrontOptions): Promise<void> {
  await options.ready;
  const shop = await options.shops.open(steerOf(request, options).scenario);
  const upstream = connect(shop.port, '127.0.0.1', () => {
    const lines = [`${request.method} ${request.url} HTTP/1.1`];
    for (let i = 0; i < request.rawHeaders.length; i += 2) {
      const name = request.rawHeaders[i]!;
      const lower = name.toLowerCase();
      if (lower === 'connection' || lower === 'upgrade' || !NOT_PASSED_ON.has(lower)) lines.push(`${name}: ${request.rawHeaders[i + 1]}`);
    }
    if (request.socket.remoteAddress) lines.push(`X-Forwarded-For: ${request.socket.remoteAddress}`);
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head.length) upstream.write(head);
    upstream.pipe(socket).pipe(upstream);
  });
  upstream.on('error', () => socket.destroy());
  socket.on('error', () => upstream.destroy());
  socket.on('close', () => upstream.destroy());
}

/**
 * The mock's port: every request goes to the shop of its scenario, after its delay, with the demo
 * account's token it asks for, and what it asks to fail in FAILING_HEADER (steered-failures.ts).
 * The shop sees no other X-Mock-* header. Returns what closes it.
 */
export function serveSteered(server: Server, options: FrontOptions): () => void {
  const agent = new Agent({ keepAlive: true });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    steered(request, response, options, agent).catch((error: unknown) => {
      console.error('mock: a request failed', error);
      if (!response.headersSent) answer(request, response, 500, { errors: [{ message: `The mock failed: ${(error as Error).message}` }] });
      else response.destroy();
    });
  });
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    upgrade(request, socket, head, options).catch(() => socket.destroy());
  });
  return () => agent.destroy();
}
