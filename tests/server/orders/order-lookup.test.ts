/**
 * The order status page's lookup: the code opens an order only with the e-mail it was placed with
 * (any case) or the key of the order e-mails' link; administrators and its buyer need neither. A
 * wrong e-mail and an unknown code get the same answer, and failed lookups are throttled per address.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_ADMIN, DEMO_USER } from '../../../fixtures/users/accounts';
import { LIMITS } from '../../../src/server/lib/throttle';
import { serverBackends } from '../support/backends';
import { outcome, randomAddress, requestFrom, TOO_MANY } from '../support/from-address';
import { startTestServer, type TestServer } from '../support/test-server';

const LOOKUP = `query ($code: String!, $email: String, $key: String) { order(code: $code, email: $email, key: $key) { id code customer { email } } }`;
const CREATE_ORDER = `mutation ($key: String!, $items: [OrderItemInput!]!, $email: String!) {
  createOrder(idempotency_key: $key, items: $items, name: "Mila", lastname: "Lukić", email: $email, phone: "+381 64 220 3391",
    address: "Njegoševa 52", city: "Beograd", zip: "11000", country_id: "1", payment_method: CASH_ON_DELIVERY) { id code status_key } }`;

describe.each(await serverBackends())('the order lookup on %s', (backend) => {
  let server: TestServer;
  let adminToken: string;
  let userToken: string;
  /** A guest's order, and one the demo shopper placed signed in. */
  let guest: { id: string; code: string; status_key: string };
  let own: { id: string; code: string };
  const GUEST_EMAIL = 'mila.lukic@gmail.com';

  beforeAll(async () => {
    server = await startTestServer(backend, { TRUSTED_PROXY: 'loopback' });
    adminToken = (await server.request(`mutation { adminLogin(email: "${DEMO_ADMIN.email}", password: "${DEMO_ADMIN.password}") { token } }`)).data.adminLogin.token;
    userToken = (await server.request(`mutation { userLogin(email: "${DEMO_USER.email}", password: "${DEMO_USER.password}") { token } }`)).data.userLogin.token;
    const { rows } = await sql<{ id: number }>`
      select id from products where active and active_from is null and active_to is null and price >= 1000 order by id limit 1`.execute(server.db);
    await sql`update products set stock = 50 where id = ${rows[0]!.id}`.execute(server.db);
    await server.contentChanged();
    const items = [{ product_id: String(rows[0]!.id), quantity: 1 }];
    guest = (await server.request(CREATE_ORDER, { key: `provera-gost-${Date.now()}`, items, email: 'Mila.Lukic@Gmail.com' })).data.createOrder;
    own = (await server.request(CREATE_ORDER, { key: `provera-kupac-${Date.now()}`, items, email: DEMO_USER.email }, { userToken })).data.createOrder;
  }, 120_000);
  afterAll(async () => server?.close());

  test('the code with the e-mail in any case, or with the link’s key, opens the order; the code alone does not', async () => {
    const address = randomAddress();
    for (const email of [GUEST_EMAIL, ' MILA.Lukic@gmail.COM ']) {
      const found = await requestFrom(server, address, LOOKUP, { code: guest.code.toLowerCase(), email });
      expect(found.data?.order).toMatchObject({ id: guest.id, code: guest.code, customer: { email: GUEST_EMAIL } });
    }
    expect(guest.status_key).toMatch(/^[0-9a-f]{32}$/);
    expect((await requestFrom(server, address, LOOKUP, { code: guest.code, key: guest.status_key })).data?.order).toMatchObject({ id: guest.id });
    expect((await requestFrom(server, address, LOOKUP, { code: guest.code })).data?.order).toBeNull();
    // A key opens only its own order.
    expect((await requestFrom(server, address, LOOKUP, { code: own.code, key: guest.status_key })).data?.order).toBeNull();
  });

  test('a wrong e-mail and an unknown code get the very same answer', async () => {
    const address = randomAddress();
    const wrongEmail = await requestFrom(server, address, LOOKUP, { code: guest.code, email: 'neko.drugi@gmail.com' });
    const unknownCode = await requestFrom(server, address, LOOKUP, { code: 'IZ-26-99999-AAAAAAAA', email: GUEST_EMAIL });
    const wrongKey = await requestFrom(server, address, LOOKUP, { code: guest.code, key: '0'.repeat(32) });
    expect(wrongEmail).toEqual({ data: { order: null } });
    expect(unknownCode).toEqual(wrongEmail);
    expect(wrongKey).toEqual(wrongEmail);
  });

  test('administrators and the shopper who placed it open an order by its code alone; another shopper does not', async () => {
    expect((await server.request(LOOKUP, { code: own.code }, { userToken })).data.order).toMatchObject({ id: own.id });
    expect((await server.request(LOOKUP, { code: guest.code }, { userToken })).data.order).toBeNull();
    expect((await server.request(LOOKUP, { code: guest.code }, { adminToken })).data.order).toMatchObject({ id: guest.id });
  });

  test('an empty code and a malformed e-mail are refused with translated field errors', async () => {
    const address = randomAddress();
    const empty = await requestFrom(server, address, LOOKUP, { code: '  ', email: GUEST_EMAIL });
    expect(empty.errors?.[0]).toMatchObject({ message: 'Polje „Kod“ je obavezno.', extensions: { field: 'code' } });
    const emptyEn = await requestFrom(server, address, LOOKUP, { code: '', email: GUEST_EMAIL }, 1);
    expect(emptyEn.errors?.[0]).toMatchObject({ message: 'The field "Code" is required.', extensions: { field: 'code' } });
    const malformed = await requestFrom(server, address, LOOKUP, { code: guest.code, email: 'mila@' });
    expect(malformed.errors?.[0]).toMatchObject({ message: 'E-mail adresa nije ispravna.', extensions: { field: 'email' } });
    const malformedEn = await requestFrom(server, address, LOOKUP, { code: guest.code, email: 'mila@' }, 1);
    expect(malformedEn.errors?.[0]).toMatchObject({ message: 'The e-mail address is not valid.', extensions: { field: 'email' } });
    const tooLong = await requestFrom(server, address, LOOKUP, { code: guest.code, email: `${'a'.repeat(250)}@gmail.com` }, 1);
    expect(tooLong.errors?.[0]?.extensions).toMatchObject({ field: 'email' });
  });

  test(`failed lookups from one address stop after ${LIMITS.orderLookupAddress.points}; lookups that open an order do not count`, async () => {
    const address = randomAddress();
    for (let index = 0; index < LIMITS.orderLookupAddress.points + 5; index++) {
      expect(outcome(await requestFrom(server, address, LOOKUP, { code: guest.code, email: GUEST_EMAIL }))).toBe('ok');
    }
    const failures = await Promise.all(
      Array.from({ length: LIMITS.orderLookupAddress.points + 10 }, (_, index) =>
        requestFrom(server, address, LOOKUP, { code: guest.code, email: `pogadjam${index}@gmail.com` }, (index % 2) as 0 | 1),
      ),
    );
    const refused = failures.map(outcome).filter((text) => TOO_MANY.sr.test(text) || TOO_MANY.en.test(text));
    expect(refused).toHaveLength(10);
    // Even the right e-mail waits now, and another address is not held up.
    expect(outcome(await requestFrom(server, address, LOOKUP, { code: guest.code, email: GUEST_EMAIL }))).toMatch(TOO_MANY.sr);
    expect(outcome(await requestFrom(server, randomAddress(), LOOKUP, { code: guest.code, email: GUEST_EMAIL }))).toBe('ok');
  });

  test('every order has its own key, the demo’s too', async () => {
    const { rows } = await sql<{ keys: number; distinct: number; malformed: number }>`
      select count(*)::int as keys, count(distinct status_key)::int as distinct, count(*) filter (where status_key !~ '^[0-9a-f]{32}$')::int as malformed
      from orders`.execute(server.db);
    expect(rows[0]!.keys).toBeGreaterThan(20);
    expect(rows[0]!.distinct).toBe(rows[0]!.keys);
    expect(rows[0]!.malformed).toBe(0);
  });
});
