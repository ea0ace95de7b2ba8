import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_USER } from '../../../fixtures/users/accounts';
import { issueAccountToken, RESET_LINK_MS } from '../../../src/server/modules/users/tokens';
import { serverBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';

const RESET = 'mutation($token: String!, $password: String!) { userPasswordReset(token: $token, password: $password) { success } }';

describe.each(await serverBackends())('password reset links on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => server?.close());

  test('after a reset link is used, the account’s older links stop working', async () => {
    const user = await server.db.selectFrom('users').select('id').where('email', '=', DEMO_USER.email).executeTakeFirstOrThrow();
    const older = await issueAccountToken(server.db, 'user_reset', user.id, RESET_LINK_MS);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newest = await issueAccountToken(server.db, 'user_reset', user.id, RESET_LINK_MS);

    const used = await server.request(RESET, { token: newest, password: 'nova-lozinka-1' });
    expect(used.data?.userPasswordReset.success).toBe(true);

    const stale = await server.request(RESET, { token: older, password: 'nova-lozinka-2' });
    expect(stale.errors?.[0]?.message).toBe('Link je istekao ili je već iskorišćen.');
  });
});
