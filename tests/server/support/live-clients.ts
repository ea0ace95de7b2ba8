/**
 * Live-channel clients of the server tests: a storefront tab's channel (one WebSocket of its own),
 * and an administrator's live screen applying LiveVisitorChanges as the admin app does.
 */
import { randomBytes } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { createSession } from '../../../src/server/auth/sessions';
import type { TestServer } from './test-server';

export const VISITOR_FIELDS = 'client session path lang is_mobile first_seen_at last_seen_at user { id email } history { path visited_at }';
export const MESSAGES_SUBSCRIPTION = `subscription LiveMessages($client: String!, $session: String!) {
  liveMessages(client: $client, session: $session) { subject type name timestamp }
}`;
export const CHANGES_SUBSCRIPTION = `subscription LiveVisitorChanges { liveVisitorChanges { snapshot visitors { ${VISITOR_FIELDS} } left } }`;

export interface Visitor {
  client: string;
  session: string;
  path: string;
  lang: number;
  is_mobile: boolean;
  first_seen_at: string;
  last_seen_at: string;
  user: { id: string; email: string } | null;
  history: { path: string; visited_at: string }[];
}

export interface LiveMessage {
  subject: string;
  type: string;
  name: string;
  timestamp: number;
}

/** A client id of this run (4 characters and 13 letters, as the storefront makes them), so runs sharing a Redis do not meet. */
export const clientId = (tag: string) =>
  `${tag.slice(0, 4).padEnd(4, 'x')}${randomBytes(7).toString('hex').slice(0, 13).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;

export const wsUrl = (server: TestServer) => `${server.url.replace(/^http/, 'ws')}/graphql`;

export function wsClient(server: TestServer, params: Record<string, string>): Client {
  return createClient({ url: wsUrl(server), webSocketImpl: WebSocket, retryAttempts: 0, connectionParams: params, lazy: true });
}

/** An administrator's session on a server (sessions are not tied to the administrators table). */
export async function adminToken(server: TestServer): Promise<string> {
  const administrator = await server.db.selectFrom('administrators').select('id').orderBy('id').executeTakeFirst();
  return createSession(server.db, 'admin', administrator?.id ?? 1, new Date(Date.now() + 3_600_000));
}

/** Resolves when `check` holds, looking again on every `wake`; rejects after `ms` with what `describe` says. */
function waiter(ms: number) {
  let wake = () => {};
  return {
    wake: () => wake(),
    until(check: () => boolean, describe: () => string): Promise<void> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(describe())), ms);
        wake = () => {
          if (!check()) return;
          clearTimeout(timer);
          resolve();
        };
        wake();
      });
    },
  };
}

/** A storefront tab's live channel on a WebSocket of its own: resolves once the server's hello arrived. */
export async function openChannel(server: TestServer, client: string, session: string, params: Record<string, string> = { lang: '0' }) {
  const socket = wsClient(server, params);
  const messages: LiveMessage[] = [];
  const errors: unknown[] = [];
  const wait = waiter(10_000);
  socket.subscribe<{ liveMessages: LiveMessage }>(
    { query: MESSAGES_SUBSCRIPTION, variables: { client, session } },
    {
      next: (result) => {
        if (result.errors) errors.push(result.errors);
        if (result.data) messages.push(result.data.liveMessages);
        wait.wake();
      },
      error: (error) => {
        errors.push(error);
        wait.wake();
      },
      complete: () => {},
    },
  );
  await wait.until(
    () => messages.length > 0 || errors.length > 0,
    () => 'no hello from the live channel',
  );
  if (errors.length) throw new Error(`the live channel was refused: ${JSON.stringify(errors)}`);
  return { messages, hello: messages[0]!, close: () => socket.dispose() };
}

/** An administrator's live screen: the LiveVisitorChanges pushes applied to a list, as the admin app does. */
export function watchVisitors(server: TestServer, token: string) {
  const socket = wsClient(server, { authorization: `Bearer ${token}`, lang: '0' });
  const visitors = new Map<string, Visitor>();
  const pushes: { snapshot: boolean; visitors: Visitor[]; left: string[] }[] = [];
  const errors: unknown[] = [];
  const wait = waiter(10_000);
  const stop = socket.subscribe<{ liveVisitorChanges: { snapshot: boolean; visitors: Visitor[]; left: string[] } }>(
    { query: CHANGES_SUBSCRIPTION },
    {
      next: (result) => {
        if (result.errors) errors.push(result.errors);
        const changes = result.data?.liveVisitorChanges;
        if (changes) {
          pushes.push(changes);
          if (changes.snapshot) visitors.clear();
          for (const client of changes.left) visitors.delete(client);
          for (const visitor of changes.visitors) visitors.set(visitor.client, visitor);
        }
        wait.wake();
      },
      error: (error) => {
        errors.push(error);
        wait.wake();
      },
      complete: () => {},
    },
  );
  return {
    visitors,
    pushes,
    errors,
    /** Resolves when the list satisfies `check`, within 10 s. */
    until: (check: (visitors: Map<string, Visitor>) => boolean) =>
      wait.until(
        () => pushes.length > 0 && check(visitors),
        () => `the live list never got there: ${JSON.stringify([...visitors.keys()])}, errors ${JSON.stringify(errors)}`,
      ),
    /** Resolves when the subscription has failed. */
    failed: () =>
      wait.until(
        () => errors.length > 0,
        () => 'the subscription did not fail',
      ),
    close: async () => {
      stop();
      await socket.dispose();
    },
  };
}
