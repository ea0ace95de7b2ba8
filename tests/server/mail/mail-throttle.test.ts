import { readdirSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_USER } from '../../../fixtures/users/accounts';
import { LIMITS } from '../../../src/server/lib/throttle';
import { ABOVE_THE_DATABASE } from '../support/backends';
import { outcome, randomAddress, requestFrom, TOO_MANY } from '../support/from-address';
import { startTestServer, type TestServer } from '../support/test-server';

const RESET_EMAIL = 'mutation ($email: String!) { userPasswordEmail(email: $email) { success } }';
const REGISTER = `mutation ($email: String!) {
  userRegister(name: "Petar", lastname: "Perić", email: $email, password: "dovoljno-duga") { token }
}`;
const CONTACT = 'mutation ($email: String!) { sendContactMessage(name: "Petar", email: $email, message: "Zdravo!") { success } }';
const SUBSCRIBE = 'mutation ($email: String!) { subscribeNewsletter(email: $email) { success } }';

const freshEmail = () => `petar-${randomBytes(4).toString('hex')}@gmail.com`;

describe.each(ABOVE_THE_DATABASE)('mail throttling on %s', (backend) => {
  let server: TestServer;

  /** The mail written to the outbox so far, as text. */
  const outbox = (): string[] => {
    const dir = join(server.config.dataDir, 'outbox');
    try {
      return readdirSync(dir).map((file) => readFileSync(join(dir, file), 'utf8'));
    } catch {
      return [];
    }
  };
  const mailsTo = (email: string) => outbox().filter((mail) => mail.includes(`To: ${email}`)).length;

  beforeAll(async () => {
    server = await startTestServer(backend, { TRUSTED_PROXY: 'loopback' });
  }, 120_000);
  afterAll(async () => server?.close());

  test('200 password reset requests for one address at once send at most the limit of mails, from any number of clients', async () => {
    const addresses = Array.from({ length: 20 }, randomAddress);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) => requestFrom(server, addresses[index % addresses.length]!, RESET_EMAIL, { email: DEMO_USER.email }, (index % 2) as 0 | 1)),
    );
    const outcomes = answers.map(outcome);
    const accepted = outcomes.filter((text) => text === 'ok').length;
    expect(mailsTo(DEMO_USER.email)).toBeLessThanOrEqual(LIMITS.mailRecipient.points);
    expect(accepted).toBeLessThanOrEqual(LIMITS.mailRecipient.points);
    expect(outcomes.filter((text) => TOO_MANY.sr.test(text) || TOO_MANY.en.test(text))).toHaveLength(200 - accepted);
    // An address without an account is counted the same way, so the answers reveal nothing.
    const unknown = 'niko-' + randomBytes(4).toString('hex') + '@nigde.rs';
    const unknownOutcomes: string[] = [];
    for (let index = 0; index <= LIMITS.mailRecipient.points; index++) unknownOutcomes.push(outcome(await requestFrom(server, randomAddress(), RESET_EMAIL, { email: unknown })));
    expect(unknownOutcomes.slice(0, -1)).toEqual(Array(LIMITS.mailRecipient.points).fill('ok'));
    expect(unknownOutcomes.at(-1)).toMatch(TOO_MANY.sr);
  });

  test.each([
    { what: 'password reset links', query: RESET_EMAIL },
    { what: 'registrations with their confirmation mail', query: REGISTER },
    { what: 'contact messages', query: CONTACT },
  ])('one client asking for $what is stopped at the per-address limit', async ({ query }) => {
    const address = randomAddress();
    const tries = LIMITS.mailAddress.points + 3;
    const emails = Array.from({ length: tries }, freshEmail);
    const outcomes: string[] = [];
    for (const email of emails) outcomes.push(outcome(await requestFrom(server, address, query, { email }, 1)));
    expect(outcomes.slice(0, LIMITS.mailAddress.points)).toEqual(Array(LIMITS.mailAddress.points).fill('ok'));
    for (const refused of outcomes.slice(LIMITS.mailAddress.points)) expect(refused).toMatch(TOO_MANY.en);
    // Refused means nothing was done: no account, no confirmation mail.
    const refusedEmail = emails.at(-1)!;
    expect(await server.db.selectFrom('users').select('id').where('email', '=', refusedEmail).executeTakeFirst()).toBeUndefined();
    expect(mailsTo(refusedEmail)).toBe(0);
    // Another client is not held up.
    expect(outcome(await requestFrom(server, randomAddress(), query, { email: freshEmail() }))).toBe('ok');
  });

  test('newsletter subscriptions from one client are stopped at their limit', async () => {
    const address = randomAddress();
    const tries = LIMITS.newsletterAddress.points + 3;
    const outcomes: string[] = [];
    for (let index = 0; index < tries; index++) outcomes.push(outcome(await requestFrom(server, address, SUBSCRIBE, { email: freshEmail() })));
    expect(outcomes.filter((text) => text === 'ok')).toHaveLength(LIMITS.newsletterAddress.points);
    expect(outcomes.slice(LIMITS.newsletterAddress.points).every((text) => TOO_MANY.sr.test(text))).toBe(true);
  });
});
