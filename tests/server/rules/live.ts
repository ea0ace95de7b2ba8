/**
 * Live-channel refusals that only the retired hand-written mock's tests asserted (the removed
 * tests/contract/live-mock.test.ts), on the live test file's server.
 */
import { expect, test } from 'vitest';
import { MESSAGES_SUBSCRIPTION, wsClient } from '../support/live-clients';
import type { TestServer } from '../support/test-server';

export function defineLiveRules(running: () => TestServer): void {
  test('a client id over 64 characters is refused; a channel without a client id is refused', async () => {
    const server = running();
    const send = await server.request(
      `mutation ($client: String!) { sendLiveMessage(client: $client, session: "Tst001", message: { subject: "history", type: "page", name: "/shop", timestamp: 1 }) { success } }`,
      { client: 'k'.repeat(65) },
      { lang: 1 },
    );
    expect(send.errors?.[0]).toMatchObject({ message: 'The value can have at most 64 characters.', extensions: { code: 'BAD_USER_INPUT', field: 'client' } });

    const socket = wsClient(server, { lang: '1' });
    try {
      const errors = await new Promise<unknown>((resolve) => {
        socket.subscribe({ query: MESSAGES_SUBSCRIPTION, variables: { client: '', session: 'Kanal1' } }, {
          next: (result) => resolve(result.errors),
          error: resolve,
          complete: () => resolve('completed without an error'),
        });
      });
      expect(JSON.stringify(errors)).toContain('The field \\"client\\" is required.');
    } finally {
      await socket.dispose();
    }
  });
}
