import { connect } from 'node:net';

export interface SlowRequest {
  /** Sends the rest of the body, and `then` (a further request on the same connection) after it. */
  finish(then?: string): void;
  /** Everything the server sent, once it has closed the connection. */
  received: Promise<string>;
}

/**
 * A POST of `body` to `path` whose body comes slowly: its headers and first bytes now, the rest at
 * finish(). The server has the request in progress meanwhile, as with a client on a slow line.
 */
export function slowPost(url: string, path: string, body: string, headers: Record<string, string> = {}): SlowRequest {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  const head = [
    `POST ${path} HTTP/1.1`,
    `Host: ${hostname}:${port}`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ].join('\r\n');
  const split = Math.floor(body.length / 2);
  socket.write(`${head}\r\n\r\n${body.slice(0, split)}`);
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const received = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(text));
    socket.on('error', () => undefined);
  });
  return { finish: (then = '') => void socket.write(body.slice(split) + then), received };
}

/** A GET to send on a connection after another request. */
export const pipelinedGet = (url: string, path: string) => `GET ${path} HTTP/1.1\r\nHost: ${new URL(url).host}\r\n\r\n`;
