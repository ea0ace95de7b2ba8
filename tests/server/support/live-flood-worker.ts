/**
 * An attacker of the live channel, in a worker thread of its own so that its work does not share
 * the event loop of the server under test (which runs in the test's thread). Every socket
 * subscribes `plan[i]` storefront channels with distinct client ids and, when the server closes it,
 * reconnects after a short pause; beside them, page visits go out over HTTP as fast as they are
 * answered. On 'stop' it reports what the server let through.
 */
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

export interface FloodOptions {
  wsUrl: string;
  httpUrl: string;
  /** Subscriptions each socket sends; one entry per socket. */
  plan: number[];
  /** Page visits in flight over HTTP at once. */
  sendConcurrency: number;
}

export interface FloodReport {
  /** Close codes the server sent, with how often. */
  closeCodes: Record<string, number>;
  connections: number;
  subscriptionsSent: number;
  /** Channels the server opened (its hello arrived). */
  channelsOpened: number;
  /** The most channels one socket had opened. */
  channelsPerSocketMax: number;
  /** The most sockets the server had accepted (connection_ack) at once. */
  socketsOpenMax: number;
  messagesAccepted: number;
  messagesRefused: number;
  /** Error codes of refused page visits, with how often. */
  refusals: Record<string, number>;
}

const { wsUrl, httpUrl, plan, sendConcurrency } = workerData as FloodOptions;

const report: FloodReport = {
  closeCodes: {},
  connections: 0,
  subscriptionsSent: 0,
  channelsOpened: 0,
  channelsPerSocketMax: 0,
  socketsOpenMax: 0,
  messagesAccepted: 0,
  messagesRefused: 0,
  refusals: {},
};
let stopped = false;
let socketsOpen = 0;
let serial = 0;
const open = new Set<WebSocket>();

const CHANNEL = 'subscription LiveMessages($client: String!, $session: String!) { liveMessages(client: $client, session: $session) { subject type name } }';
const SEND = `mutation SendLiveMessage($client: String!, $session: String!, $message: LiveMessageInput!) {
  sendLiveMessage(client: $client, session: $session, message: $message) { success error }
}`;

/** A client id of 4 characters and 13 letters, as the storefront makes them, different each call. */
function nextClient(): string {
  const number = (serial += 1).toString(26).padStart(13, '0');
  return `Fldx${[...number].map((digit) => 'abcdefghijklmnopqrstuvwxyz'[parseInt(digit, 26)]).join('')}`;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One socket: `started` is called once the server has accepted or refused it. */
function oneSocket(subscriptions: number, started: () => void = () => {}): Promise<void> {
  return new Promise((resolve) => {
    const socket = new WebSocket(wsUrl, 'graphql-transport-ws');
    open.add(socket);
    let channels = 0;
    let acknowledged = false;
    socket.on('open', () => {
      report.connections += 1;
      socket.send(JSON.stringify({ type: 'connection_init', payload: { lang: '0' } }));
    });
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string; payload?: { data?: { liveMessages?: { subject: string } } } };
      if (message.type === 'connection_ack') {
        acknowledged = true;
        socketsOpen += 1;
        report.socketsOpenMax = Math.max(report.socketsOpenMax, socketsOpen);
        started();
        for (let index = 0; index < subscriptions && socket.readyState === WebSocket.OPEN; index += 1) {
          const variables = { client: nextClient(), session: 'Flood1' };
          socket.send(JSON.stringify({ id: String(index), type: 'subscribe', payload: { query: CHANNEL, variables } }));
          report.subscriptionsSent += 1;
        }
      } else if (message.type === 'next' && message.payload?.data?.liveMessages?.subject === 'live') {
        channels += 1;
        report.channelsOpened += 1;
        report.channelsPerSocketMax = Math.max(report.channelsPerSocketMax, channels);
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', (code) => {
      open.delete(socket);
      report.closeCodes[code] = (report.closeCodes[code] ?? 0) + 1;
      if (acknowledged) socketsOpen -= 1;
      started();
      resolve();
    });
  });
}

async function socketLoop(subscriptions: number, started: () => void = () => {}): Promise<void> {
  while (!stopped) {
    await oneSocket(subscriptions, started);
    // Reconnect at once, as a hostile client would, with just enough pause to keep this thread responsive.
    await pause(50);
  }
}

async function sendLoop(): Promise<void> {
  while (!stopped) {
    const client = nextClient();
    try {
      const response = await fetch(httpUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', lang: '0' },
        body: JSON.stringify({
          query: SEND,
          variables: { client, session: 'Flood1', message: { subject: 'history', type: 'page', name: '/kontakt', timestamp: Date.now() } },
        }),
      });
      const body = (await response.json()) as { data?: { sendLiveMessage?: { success: boolean } }; errors?: { extensions?: { code?: string } }[] };
      if (body.data?.sendLiveMessage?.success) report.messagesAccepted += 1;
      else {
        report.messagesRefused += 1;
        const code = body.errors?.[0]?.extensions?.code ?? (body.data?.sendLiveMessage ? 'NOT_SUCCESS' : `HTTP_${response.status}`);
        report.refusals[code] = (report.refusals[code] ?? 0) + 1;
      }
    } catch {
      report.messagesRefused += 1;
      report.refusals.NETWORK = (report.refusals.NETWORK ?? 0) + 1;
      await pause(20);
    }
  }
}

// The first socket (the one with thousands of channels) goes first; the rest once the server has answered it.
let firstAnswered = () => {};
const answered = new Promise<void>((resolve) => (firstAnswered = resolve));
const [first = 0, ...others] = plan;
const loops = [socketLoop(first, firstAnswered)];
await answered;
loops.push(...others.map((subscriptions) => socketLoop(subscriptions)), ...Array.from({ length: sendConcurrency }, () => sendLoop()));
parentPort!.postMessage({ type: 'started' });

parentPort!.on('message', async (message: { type: string }) => {
  if (message.type !== 'stop') return;
  stopped = true;
  // What the server let through is counted now, before our own closing adds close codes.
  const final = structuredClone(report);
  for (const socket of open) socket.terminate();
  await Promise.race([Promise.all(loops), pause(5_000)]);
  parentPort!.postMessage({ type: 'report', report: final });
});
