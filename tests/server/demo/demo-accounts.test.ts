import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { DEMO_ADMIN, DEMO_USER } from '../../../fixtures/users/accounts';
import { FIXTURE_TOKENS } from '../../../fixtures/users/links';
import { serverBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';

const ADMIN_LOGIN = 'mutation($email: String!, $password: String!) { adminLogin(email: $email, password: $password) { token } }';
const USER_LOGIN = 'mutation($email: String!, $password: String!) { userLogin(email: $email, password: $password) { token } }';
const ADMIN_RESET = 'mutation($token: String!, $password: String!) { adminPasswordReset(token: $token, password: $password) { success } }';

/** A shop started the default way (no DEMO_ACCOUNTS) must not open to the passwords and links published in the repository. */
describe.each(await serverBackends())('the demo shop by default on %s', (backend) => {
  let server: TestServer;
  let printed = '';

  beforeAll(async () => {
    const info = vi.spyOn(console, 'info').mockImplementation((line: unknown) => {
      printed += `${String(line)}\n`;
    });
    server = await startTestServer(backend, { DEMO_ACCOUNTS: '0' });
    info.mockRestore();
  });
  afterAll(async () => server?.close());

  test('the published demo passwords sign nobody in', async () => {
    const admin = await server.request(ADMIN_LOGIN, DEMO_ADMIN);
    expect(admin.errors?.[0]?.message).toBe('Pogrešan e-mail ili lozinka.');
    const user = await server.request(USER_LOGIN, DEMO_USER, { lang: 1 });
    expect(user.errors?.[0]?.message).toBe('Wrong e-mail or password.');
  });

  test('the fixtures’ password reset links do not work', async () => {
    const reset = await server.request(ADMIN_RESET, { token: FIXTURE_TOKENS.adminReset[0], password: 'preuzet-nalog-1' });
    expect(reset.errors?.[0]?.message).toBe('Link je istekao ili je već iskorišćen.');
  });

  test('the first start prints a new administrator password, and it signs in', async () => {
    const password = printed.match(/admin@izlog\.rs with password (\S+)/)?.[1];
    expect(password, printed).toBeTruthy();
    const login = await server.request(ADMIN_LOGIN, { email: DEMO_ADMIN.email, password });
    expect(login.errors).toBeUndefined();
    expect(login.data.adminLogin.token).toMatch(/^[0-9a-f]{64}$/);
  });
});
