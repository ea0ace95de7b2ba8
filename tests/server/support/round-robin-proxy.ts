/**
 * A small reverse proxy in front of several instances, as a load balancer is: requests go to the
 * instances in turn, with the client's address added to X-Forwarded-For; an instance that refuses the connection is skipped
 * (the request never reached it), and one that drops a request it was given answers 502, since
 * only the client may decide to send a non-idempotent request again.
 */
import { createServer, request as send, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Proxy {
  url: string;
  close(): Promise<void>;
}

/** The client's address after those the request came through, as nginx's $proxy_add_x_forwarded_for. */
const forwardedFor = (incoming: IncomingMessage) =>
  [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress].filter((address) => address && String(address).trim()).join(', ');

export async function roundRobinProxy(targets: readonly string[]): Promise<Proxy> {
  let turn = 0;
  const forward = (incoming: IncomingMessage, body: Buffer, response: ServerResponse, tries: number) => {
    const target = new URL(targets[turn++ % targets.length]!);
    const outgoing = send(
      { host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, host: target.host, 'x-forwarded-for': forwardedFor(incoming) } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        answer.on('error', () => response.destroy());
      },
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' && tries + 1 < targets.length) return forward(incoming, body, response, tries + 1);
      if (!response.headersSent) response.writeHead(502).end('Bad gateway');
      else response.destroy();
    });
    outgoing.end(body);
  };
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => forward(incoming, Buffer.concat(chunks), response, 0));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
