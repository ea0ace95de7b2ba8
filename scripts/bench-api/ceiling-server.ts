/**
 * The ceiling: a bare node:http server, in a process of its own, sending the answers the real
 * server gave (status, headers and body bytes, compressed as they were) to whatever it is asked.
 * It reads each request's body before answering, as the real server must.
 */
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

interface Answer {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

let answers: Answer[] = [];
/** Each connection's next answer: a load connection sends a scenario's requests in turn, so it gets their answers in turn. */
const turns = new WeakMap<Socket, number>();

const server = createServer((request, response) => {
  request.resume();
  request.once('end', () => {
    const turn = turns.get(request.socket) ?? 0;
    turns.set(request.socket, turn + 1);
    const answer = answers[turn % answers.length];
    if (!answer) {
      response.writeHead(503).end();
      return;
    }
    response.writeHead(answer.status, answer.headers.flat());
    response.end(answer.body);
  });
});

server.listen(0, () => process.send?.({ url: `http://localhost:${(server.address() as AddressInfo).port}` }));

process.on('message', (message: { type: string; answers?: { status: number; headers: [string, string][]; body: string }[] }) => {
  if (message.type === 'stop') {
    server.close(() => process.exit(0));
    server.closeAllConnections();
    return;
  }
  answers = (message.answers ?? []).map((answer) => ({ ...answer, body: Buffer.from(answer.body, 'base64') }));
  process.send?.({ ready: true });
});
process.once('disconnect', () => process.exit(0));
