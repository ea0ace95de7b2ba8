/**
 * The users domain of the mock server: sign-in and sessions, registration rules, password links,
 * profile changes and the admin's shoppers list, over yoga.fetch with the spec's headers.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { MockDb } from '../../mock-server/db';
import { DEMO_ADMIN, DEMO_USER, EDITOR_ADMIN } from '../../fixtures/users/accounts';
import { FIXTURE_TOKENS } from '../../fixtures/users/links';
import { createMockClient, type MockClient } from './support/mock-client';

let db: MockDb;
let ok: MockClient['ok'];
let refused: MockClient['refused'];
let adminToken: MockClient['loginAdmin'];
let userToken: MockClient['loginUser'];
let mails: string[];

const USER_LOGIN = `mutation ($email: String!, $password: String!) {
  userLogin(email: $email, password: $password) { token user { id name lastname verified } } }`;
const ADMIN_LOGIN = `mutation ($email: String!, $password: String!, $remember: Boolean) {
  adminLogin(email: $email, password: $password, remember: $remember) { token expires_at name email } }`;
const ME = `{ me { id name lastname email verified banned phone address city zip country { code name } orders_count } }`;
const REGISTER = `mutation ($name: String!, $lastname: String!, $email: String!, $password: String!, $phone: String, $newsletter: Boolean) {
  userRegister(name: $name, lastname: $lastname, email: $email, password: $password, phone: $phone, newsletter: $newsletter) {
    token user { id email verified } } }`;
const USERS = `query ($page: Int, $first: Int, $search: String, $banned: Boolean) {
  users(page: $page, first: $first, search: $search, banned: $banned) {
    data { id name lastname email banned verified } paginatorInfo { currentPage lastPage count total } } }`;

/** The token at the end of the last link the mock "mailed". */
function lastMailedToken(): string {
  const token = mails.at(-1)?.match(/\/([0-9a-f]{48})\b/)?.[1];
  if (!token) throw new Error(`no link was mailed: ${mails.join('\n')}`);
  return token;
}

beforeEach(() => {
  ({ db, ok, refused, loginAdmin: adminToken, loginUser: userToken } = createMockClient({ lang: 1 }));
  mails = [];
  vi.spyOn(console, 'info').mockImplementation((...args: unknown[]) => void mails.push(args.join(' ')));
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('signing in', () => {
  test('a wrong password or an unknown e-mail is refused, in the request language', async () => {
    const wrong = await refused(USER_LOGIN, { email: DEMO_USER.email, password: 'pogresna-lozinka' });
    expect(wrong.message).toBe('Wrong e-mail or password.');
    expect(wrong.extensions?.code).toBe('UNAUTHENTICATED');
    const unknown = await refused(USER_LOGIN, { email: 'niko@nigde.rs', password: DEMO_USER.password }, { lang: 0 });
    expect(unknown.message).toBe('Pogrešan e-mail ili lozinka.');
    const admin = await refused(ADMIN_LOGIN, { email: DEMO_ADMIN.email, password: DEMO_USER.password });
    expect(admin.message).toBe('Wrong e-mail or password.');
  });

  test('the demo accounts sign in; e-mail case does not matter', async () => {
    const login = await ok(USER_LOGIN, { email: DEMO_USER.email.toUpperCase(), password: DEMO_USER.password });
    expect(login.userLogin.user).toMatchObject({ name: 'Marko', lastname: 'Petrović' });
    const me = await ok(ME, {}, { user: login.userLogin.token, lang: 0 });
    expect(me.me).toMatchObject({ email: DEMO_USER.email, city: 'Beograd', country: { code: 'RS', name: 'Srbija' } });
    expect(me.me.orders_count).toBeGreaterThanOrEqual(5);
  });

  test('remember-me keeps the admin token 30 days, otherwise 12 hours; logout ends it', async () => {
    const day = 86_400_000;
    const remembered = await ok(ADMIN_LOGIN, { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, remember: true });
    expect(Date.parse(remembered.adminLogin.expires_at) - Date.now()).toBeGreaterThan(29.9 * day);
    const session = await ok(ADMIN_LOGIN, { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
    const hours = (Date.parse(session.adminLogin.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);

    const token = session.adminLogin.token;
    expect((await ok('{ currentAdministrator { name email last_login_at } }', {}, { admin: token })).currentAdministrator).toMatchObject({
      name: DEMO_ADMIN.name,
    });
    await ok('mutation { adminLogout { success } }', {}, { admin: token });
    const after = await refused('{ currentAdministrator { name } }', {}, { admin: token });
    expect(after.message).toBe('Log in as an administrator.');
    // The other session still works.
    await ok('{ administrators { id } }', {}, { admin: remembered.adminLogin.token });
  });

  test('a banned shopper cannot sign in, and a ban signs the shopper out', async () => {
    const banned = db.users.find((user) => user.banned)!;
    expect(banned).toBeDefined();
    const token = await userToken();
    const admin = await adminToken();
    const ban = await ok('mutation ($id: ID!) { banUser(id: $id, banned: true) { id banned } }', { id: String(db.users[0]!.id) }, { admin });
    expect(ban.banUser.banned).toBe(true);
    expect((await refused(ME, {}, { user: token })).extensions?.code).toBe('UNAUTHENTICATED');
    const login = await refused(USER_LOGIN, { email: DEMO_USER.email, password: DEMO_USER.password });
    expect(login.message).toBe('This account is banned.');

    await ok('mutation ($id: ID!) { banUser(id: $id, banned: false) { id banned } }', { id: String(db.users[0]!.id) }, { admin });
    await userToken();
  });

  test('logout ends the shopper token', async () => {
    const token = await userToken();
    await ok('mutation { userLogout { success error } }', {}, { user: token });
    const after = await refused(ME, {}, { user: token });
    expect(after.message).toBe('Log in to continue.');
  });

  test('passwords are stored as scrypt hashes', () => {
    for (const account of [...db.users, ...db.administrators]) {
      expect(account.password_hash).toMatch(/^scrypt\$\d+\$[0-9a-f]+\$[0-9a-f]{64}$/);
    }
    expect(db.users[0]!.password_hash).not.toContain(DEMO_USER.password);
  });
});

describe('registration', () => {
  const valid = { name: 'Ivana', lastname: 'Marković', email: 'ivana.markovic@gmail.com', password: 'sigurna-lozinka' };

  test.each([
    [{ email: DEMO_USER.email }, 'An account with this e-mail already exists.', 'email'],
    [{ email: 'Marko.Petrovic@Izlog.rs' }, 'An account with this e-mail already exists.', 'email'],
    [{ email: 'ivana.markovic@' }, 'The e-mail address is not valid.', 'email'],
    [{ password: 'kratka' }, 'The password must have at least 8 characters.', 'password'],
    [{ name: '  ' }, 'The field "First name" is required.', 'name'],
    [{ lastname: '' }, 'The field "Last name" is required.', 'lastname'],
  ])('%o is refused and nothing is created', async (change, message, field) => {
    const before = db.users.length;
    const error = await refused(REGISTER, { ...valid, ...change });
    expect(error.message).toBe(message);
    expect(error.extensions?.field).toBe(field);
    expect(db.users).toHaveLength(before);
  });

  test('the Serbian message names the field in Serbian', async () => {
    const error = await refused(REGISTER, { ...valid, name: '' }, { lang: 0 });
    expect(error.message).toBe('Polje „Ime“ je obavezno.');
  });

  test('a new account is signed in, unverified until the e-mail link is followed once', async () => {
    const registered = await ok(REGISTER, { ...valid, newsletter: true });
    expect(registered.userRegister.user).toMatchObject({ email: valid.email, verified: false });
    const token = registered.userRegister.token;
    expect((await ok(ME, {}, { user: token })).me.verified).toBe(false);
    expect(db.newsletterSubscribers.some((subscriber) => subscriber.email === valid.email)).toBe(true);

    const link = lastMailedToken();
    expect(mails.at(-1)).toContain('/account/verify/');
    await ok('mutation ($token: String!) { userVerify(token: $token) { success } }', { token: link });
    expect((await ok(ME, {}, { user: token })).me.verified).toBe(true);
    const again = await refused('mutation ($token: String!) { userVerify(token: $token) { success } }', { token: link });
    expect(again.message).toBe('The link has expired or has already been used.');
    // The new account appears in the admin's list, newest first.
    const list = await ok(USERS, { first: 1 }, { admin: await adminToken() });
    expect(list.users.data[0].email).toBe(valid.email);
  });
});

describe('password links', () => {
  const EMAIL = `mutation ($email: String!) { userPasswordEmail(email: $email) { success error } }`;
  const RESET = `mutation ($token: String!, $password: String!) { userPasswordReset(token: $token, password: $password) { success error } }`;

  test('an unknown address gets the same answer and no mail', async () => {
    expect((await ok(EMAIL, { email: 'niko@nigde.rs' })).userPasswordEmail).toEqual({ success: true, error: null });
    expect(mails).toHaveLength(0);
  });

  test('a reset link sets the password once and signs every session out', async () => {
    const session = await userToken();
    await ok(EMAIL, { email: DEMO_USER.email }, { lang: 0 });
    expect(mails.at(-1)).toContain('/nalog/resetuj/');
    const link = lastMailedToken();

    const short = await refused(RESET, { token: link, password: 'kratka' });
    expect(short.message).toBe('The password must have at least 8 characters.');
    // The refused attempt did not use the link up.
    await ok(RESET, { token: link, password: 'nova-lozinka-2026' });

    expect((await refused(ME, {}, { user: session })).extensions?.code).toBe('UNAUTHENTICATED');
    await refused(USER_LOGIN, { email: DEMO_USER.email, password: DEMO_USER.password });
    await userToken(DEMO_USER.email, 'nova-lozinka-2026');
    const reused = await refused(RESET, { token: link, password: 'jos-jedna-lozinka' }, { lang: 0 });
    expect(reused.message).toBe('Link je istekao ili je već iskorišćen.');
    expect(reused.extensions?.field).toBe('token');
  });

  test('an expired link is refused', async () => {
    await ok(EMAIL, { email: DEMO_USER.email });
    const link = db.passwordResets.find((candidate) => candidate.token === lastMailedToken())!;
    link.expires_at = Date.now() - 1;
    const error = await refused(RESET, { token: link.token, password: 'nova-lozinka-2026' });
    expect(error.message).toBe('The link has expired or has already been used.');
  });

  test('an administrator resets with the fixture link, which then stops working', async () => {
    const ADMIN_RESET = `mutation ($token: String!, $password: String!) { adminPasswordReset(token: $token, password: $password) { success } }`;
    const editor = (await ok(ADMIN_LOGIN, { email: EDITOR_ADMIN.email, password: EDITOR_ADMIN.password })).adminLogin.token;
    await ok(ADMIN_RESET, { token: FIXTURE_TOKENS.adminReset[0], password: 'nova-lozinka-urednika' });
    expect((await refused('{ administrators { id } }', {}, { admin: editor })).extensions?.code).toBe('UNAUTHENTICATED');
    await ok(ADMIN_LOGIN, { email: EDITOR_ADMIN.email, password: 'nova-lozinka-urednika' });
    await refused(ADMIN_RESET, { token: FIXTURE_TOKENS.adminReset[0], password: 'treca-lozinka-2026' });
    // A user's link does not reset an administrator.
    await refused(ADMIN_RESET, { token: FIXTURE_TOKENS.userReset[0], password: 'treca-lozinka-2026' });
  });
});

describe('the signed-in shopper', () => {
  const UPDATE = `mutation ($name: String, $city: String, $zip: String, $country_id: ID, $phone: String) {
    updateProfile(name: $name, city: $city, zip: $zip, country_id: $country_id, phone: $phone) {
      name city zip phone country { code name } } }`;

  test('updateProfile changes what is given and refuses an empty name or an unknown country', async () => {
    const token = await userToken();
    const changed = await ok(UPDATE, { city: 'Novi Sad', zip: '21000', country_id: '2', phone: '' }, { user: token, lang: 0 });
    expect(changed.updateProfile).toEqual({ name: 'Marko', city: 'Novi Sad', zip: '21000', phone: null, country: { code: 'ME', name: 'Crna Gora' } });

    const empty = await refused(UPDATE, { name: '', city: 'Niš' }, { user: token });
    expect(empty.message).toBe('The field "First name" is required.');
    expect(empty.extensions?.field).toBe('name');
    const inactive = await refused(UPDATE, { country_id: '5', city: 'Niš' }, { user: token });
    expect(inactive.extensions?.field).toBe('country_id');
    expect((await ok(ME, {}, { user: token })).me.city).toBe('Novi Sad');
  });

  test('changePassword checks the current password and signs other sessions out', async () => {
    const CHANGE = `mutation ($current: String!, $password: String!) { changePassword(current_password: $current, password: $password) { success } }`;
    const here = await userToken();
    const elsewhere = await userToken();
    const wrong = await refused(CHANGE, { current: 'nije-ta', password: 'nova-lozinka-2026' }, { user: here });
    expect(wrong.message).toBe('The current password is not correct.');
    expect(wrong.extensions?.field).toBe('current_password');
    await refused(CHANGE, { current: DEMO_USER.password, password: 'kratka' }, { user: here });
    await ok(CHANGE, { current: DEMO_USER.password, password: 'nova-lozinka-2026' }, { user: here });
    await ok(ME, {}, { user: here });
    await refused(ME, {}, { user: elsewhere });
    await userToken(DEMO_USER.email, 'nova-lozinka-2026');
  });

  test('myOrders needs a shopper and pages newest first', async () => {
    const MY_ORDERS = `query ($page: Int, $first: Int) { myOrders(page: $page, first: $first) {
      data { code created_at } paginatorInfo { currentPage lastPage count total } } }`;
    expect((await refused(MY_ORDERS)).message).toBe('Log in to continue.');
    const token = await userToken();
    const first = (await ok(MY_ORDERS, { page: 1, first: 2 }, { user: token })).myOrders;
    const second = (await ok(MY_ORDERS, { page: 2, first: 2 }, { user: token })).myOrders;
    expect(first.data).toHaveLength(2);
    expect(first.paginatorInfo.total).toBe(db.orders.filter((order) => order.user_id === 1).length);
    expect(second.paginatorInfo.currentPage).toBe(2);
    expect(first.data[1].created_at > second.data[0].created_at).toBe(true);
  });
});

describe('the admin users screen', () => {
  test('pages, searches without diacritics and filters banned shoppers', async () => {
    const admin = await adminToken();
    const page1 = (await ok(USERS, { page: 1, first: 5 }, { admin })).users;
    const page2 = (await ok(USERS, { page: 2, first: 5 }, { admin })).users;
    expect(page1.data).toHaveLength(5);
    expect(page1.paginatorInfo).toMatchObject({ currentPage: 1, count: 5, total: db.users.length });
    expect(page2.data[0].id).not.toBe(page1.data[0].id);

    const found = (await ok(USERS, { search: 'djordjevic' }, { admin })).users.data;
    expect(found.map((user: { lastname: string }) => user.lastname)).toEqual(['Đorđević']);
    const byMail = (await ok(USERS, { search: 'MARKO.PETROVIC' }, { admin })).users.data;
    expect(byMail).toHaveLength(1);

    const banned = (await ok(USERS, { banned: true }, { admin })).users.data;
    expect(banned.length).toBe(db.users.filter((user) => user.banned).length);
    expect(banned.every((user: { banned: boolean }) => user.banned)).toBe(true);
    expect((await refused(USERS, {}, { user: await userToken() })).extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('administrators', () => {
  const CREATE = `mutation ($name: String!, $email: String!, $password: String!) {
    createAdministrator(name: $name, email: $email, password: $password) { id name email } }`;
  const DELETE = `mutation ($id: ID!) { deleteAdministrator(id: $id) { success error } }`;

  test('create refuses a taken e-mail and a short password; the new one can sign in and be deleted', async () => {
    const admin = await adminToken();
    const taken = await refused(CREATE, { name: 'Drugi', email: DEMO_ADMIN.email, password: 'dovoljno-duga' }, { admin });
    expect(taken.message).toBe('An account with this e-mail already exists.');
    await refused(CREATE, { name: 'Milan Nikolić', email: 'milan@izlog.rs', password: 'kratka' }, { admin });
    expect(db.administrators).toHaveLength(2);

    const made = (await ok(CREATE, { name: 'Milan Nikolić', email: 'milan@izlog.rs', password: 'dovoljno-duga' }, { admin })).createAdministrator;
    const theirs = (await ok(ADMIN_LOGIN, { email: 'milan@izlog.rs', password: 'dovoljno-duga' })).adminLogin.token;
    await ok(DELETE, { id: made.id }, { admin });
    expect((await ok('{ administrators { email } }', {}, { admin })).administrators).toHaveLength(2);
    // Deleting signs the administrator out.
    await refused('{ administrators { id } }', {}, { admin: theirs });
  });

  test('an administrator cannot delete their own account', async () => {
    const admin = await adminToken();
    const error = await refused(DELETE, { id: '1' }, { admin, lang: 0 });
    expect(error.message).toBe('Ne možete obrisati sopstveni nalog.');
    expect(db.administrators).toHaveLength(2);
  });
});
