/**
 * The ceiling: a bare node:http server, in a process of its own, sending the answers the real
 * server gave (status, headers and body bytes, compressed as they were). An answer captured for a
 * GET is sent again for that GET (its language and address): a pool of thousands of different
 * requests, picked at random, gets each its own answer. A request it holds no answer for (a cold
 * one, with a nonce) gets the scenario's answers in turn on each connection. It reads each
 * request's body before answering, as the real server must.
 */
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { requestKey } from './requests';

interface Answer {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

export interface CeilingAnswer {
  /** requestKey() of the GET it answers, or null: sent in turn. */
  key: string | null;
  status: number;
  headers: [string, string][];
  /** base64 over IPC */
  body: string;
}

let inTurn: Answer[] = [];
let byKey = new Map<string, Answer>();
/** Each connection's next answer in turn. */
const turns = new WeakMap<Socket, number>();

const server = createServer((request, response) => {
  request.resume();
  request.once('end', () => {
    const lang = request.headers.lang;
    let answer = byKey.get(requestKey(request.url ?? '', Array.isArray(lang) ? lang[0] : lang));
    if (!answer) {
      const turn = turns.get(request.socket) ?? 0;
      turns.set(request.socket, turn + 1);
      answer = inTurn[turn % inTurn.length];
    }
    if (!answer) {
      response.writeHead(503).end();
      return;
    }
    response.writeHead(answer.status, answer.headers.flat());
    response.end(answer.body);
  });
});

server.listen(0, () => process.send?.({ url: `http://localhost:${(server.address() as AddressInfo).port}` }));

process.on('message', (message: { type: string; answers?: CeilingAnswer[] }) => {
  if (message.type === 'stop') {
    server.close(() => process.exit(0));
    server.closeAllConnections();
    return;
  }
  inTurn = [];
  byKey = new Map();
  for (const { key, ...answer } of message.answers ?? []) {
    const decoded = { ...answer, body: Buffer.from(answer.body, 'base64') };
    if (key === null) inTurn.push(decoded);
    else byKey.set(key, decoded);
  }
  process.send?.({ ready: true });
});
process.once('disconnect', () => process.exit(0));
