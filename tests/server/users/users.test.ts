import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_ADMIN, DEMO_USER, EDITOR_ADMIN } from '../../../fixtures/users/accounts';
import { FIXTURE_TOKENS } from '../../../fixtures/users/links';
import { ensureFirstAdministrator } from '../../../src/server/auth/bootstrap-admin';
import { verifyPassword } from '../../../src/server/auth/passwords';
import { defineUserRules } from '../rules/users';
import { serverBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';

const HOUR_MS = 3_600_000;

const ADMIN_LOGIN = `mutation ($email: String!, $password: String!, $remember: Boolean) {
  adminLogin(email: $email, password: $password, remember: $remember) { token expires_at name email }
}`;
const USER_LOGIN = `mutation ($email: String!, $password: String!) {
  userLogin(email: $email, password: $password) { token user { id name email banned country { name } orders_count } }
}`;
const ME = `{ me { id email name verified phone city country { code name } orders_count } }`;
const REGISTER = `mutation ($name: String!, $lastname: String!, $email: String!, $password: String!, $newsletter: Boolean) {
  userRegister(name: $name, lastname: $lastname, email: $email, password: $password, newsletter: $newsletter) { token user { id email verified orders_count } }
}`;

/** The .eml files the server wrote so far, as text. */
function outbox(server: TestServer): string[] {
  const dir = join(server.config.dataDir, 'outbox');
  try {
    return readdirSync(dir)
      .sort()
      .map((file) => readFileSync(join(dir, file), 'utf8'));
  } catch {
    return [];
  }
}

/** The token of the last link to `path` mailed to `email`. */
function mailedToken(server: TestServer, email: string, path: string): string {
  const mail = outbox(server)
    .filter((text) => text.includes(`To: ${email}`))
    .at(-1);
  const match = mail?.replace(/=\r?\n/g, '').match(new RegExp(`${path.replace(/\//g, '\\/')}([0-9a-f]{64})`));
  if (!match) throw new Error(`no mail to ${email} with a link to ${path}`);
  return match[1]!;
}

describe.each(await serverBackends())('users and administrators on %s', (backend) => {
  let server: TestServer;
  let adminToken: string;

  beforeAll(async () => {
    server = await startTestServer(backend);
    adminToken = (await server.request(ADMIN_LOGIN, { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password })).data.adminLogin.token;
  }, 120_000);
  afterAll(async () => server?.close());

  test('administrators log in with the demo passwords; remember-me keeps the token 30 days, otherwise 12 hours', async () => {
    const remembered = await server.request(ADMIN_LOGIN, { email: ' Admin@Izlog.rs ', password: DEMO_ADMIN.password, remember: true });
    expect(remembered.data.adminLogin).toMatchObject({ name: DEMO_ADMIN.name, email: DEMO_ADMIN.email });
    expect(remembered.data.adminLogin.token).toMatch(/^[0-9a-f]{64}$/);
    const lifetime = Date.parse(remembered.data.adminLogin.expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan(29 * 24 * HOUR_MS);
    const session = await server.request(ADMIN_LOGIN, { email: EDITOR_ADMIN.email, password: EDITOR_ADMIN.password });
    expect(Date.parse(session.data.adminLogin.expires_at) - Date.now()).toBeLessThanOrEqual(12 * HOUR_MS);

    const wrong = await server.request(ADMIN_LOGIN, { email: DEMO_ADMIN.email, password: 'pogresna' }, { lang: 1 });
    expect(wrong.errors?.[0]?.message).toBe('Wrong e-mail or password.');
    const current = await server.request(`{ currentAdministrator { email last_login_at } }`, {}, { adminToken: remembered.data.adminLogin.token });
    expect(current.data.currentAdministrator.email).toBe(DEMO_ADMIN.email);
    expect(current.data.currentAdministrator.last_login_at).toBeTruthy();
  });

  test('admin-only fields refuse visitors and shoppers', async () => {
    const user = (await server.request(USER_LOGIN, { email: DEMO_USER.email, password: DEMO_USER.password })).data.userLogin.token;
    for (const headers of [{}, { userToken: user }]) {
      const result = await server.request(`{ users { data { id } } administrators { id } }`, {}, headers);
      expect(result.errors?.[0]?.message).toBe('Prijavite se kao administrator.');
      expect(result.data?.users ?? null).toBeNull();
    }
  });

  test('a shopper logs in, reads and changes the profile; a banned one is refused', async () => {
    const login = await server.request(USER_LOGIN, { email: DEMO_USER.email, password: DEMO_USER.password }, { lang: 1 });
    expect(login.data.userLogin.user).toMatchObject({ email: DEMO_USER.email, banned: false, country: { name: 'Serbia' } });
    expect(login.data.userLogin.user.orders_count).toBeGreaterThanOrEqual(5);
    const userToken = login.data.userLogin.token;

    const bad = await server.request(`mutation { updateProfile(name: " ", city: "Niš") { city } }`, {}, { userToken });
    expect(bad.errors?.[0]?.message).toBe('Polje „Ime“ je obavezno.');
    expect((await server.request(ME, {}, { userToken })).data.me.city).toBe('Beograd');
    const badCountry = await server.request(`mutation { updateProfile(country_id: "5") { city } }`, {}, { userToken, lang: 1 });
    expect(badCountry.errors?.[0]?.message).toBe('We do not deliver to the chosen country.');

    const changed = await server.request(`mutation { updateProfile(phone: "+381 64 000 1111") { phone country { code } } }`, {}, { userToken });
    expect(changed.data.updateProfile).toEqual({ phone: '+381 64 000 1111', country: { code: 'RS' } });

    const banned = await server.request(USER_LOGIN, { email: 'bojan.ristic@eunet.rs', password: 'kupac-23-bojan.ristic' });
    expect(banned.errors?.[0]?.message).toBe('Ovaj nalog je blokiran.');
  });

  test('users are listed newest first, searched without diacritics, filtered by ban', async () => {
    const found = await server.request(`{ users(search: "jovanovic", first: 5) { data { lastname } paginatorInfo { total count } } }`, {}, { adminToken });
    expect(found.data.users.paginatorInfo.total).toBeGreaterThanOrEqual(2);
    for (const user of found.data.users.data) expect(user.lastname).toBe('Jovanović');

    const banned = await server.request(`{ users(banned: true) { data { banned created_at } paginatorInfo { total } } }`, {}, { adminToken });
    expect(banned.data.users.paginatorInfo.total).toBeGreaterThanOrEqual(2);
    expect(banned.data.users.data.every((user: { banned: boolean }) => user.banned)).toBe(true);

    const page = await server.request(`{ users(first: 5, page: 2) { data { created_at } paginatorInfo { currentPage lastPage count total } } }`, {}, { adminToken });
    const created = page.data.users.data.map((user: { created_at: string }) => user.created_at);
    expect(created).toEqual([...created].sort().reverse());
    expect(page.data.users.paginatorInfo).toMatchObject({ currentPage: 2, count: 5 });
  });

  test('registration refuses a taken e-mail and a short password, then mails a single-use confirmation link', async () => {
    const taken = await server.request(REGISTER, { name: 'Marko', lastname: 'P', email: DEMO_USER.email.toUpperCase(), password: 'dovoljno-duga' });
    expect(taken.errors?.[0]?.message).toBe('Nalog sa ovom e-mail adresom već postoji.');
    const short = await server.request(REGISTER, { name: 'Ivana', lastname: 'Marković', email: 'ivana.test@gmail.com', password: 'kratka' }, { lang: 1 });
    expect(short.errors?.[0]?.message).toBe('The password must have at least 8 characters.');
    const invalid = await server.request(REGISTER, { name: 'Ivana', lastname: 'Marković', email: 'ivana.test@', password: 'dovoljno-duga' });
    expect(invalid.errors?.[0]?.message).toBe('E-mail adresa nije ispravna.');
    const none = await server.request(`{ users(search: "ivana.test") { paginatorInfo { total } } }`, {}, { adminToken });
    expect(none.data.users.paginatorInfo.total).toBe(0);

    const made = await server.request(REGISTER, { name: 'Ivana', lastname: 'Marković', email: 'Ivana.Test@gmail.com', password: 'dovoljno-duga', newsletter: true });
    expect(made.data.userRegister.user).toMatchObject({ email: 'ivana.test@gmail.com', verified: false, orders_count: 0 });
    const token = mailedToken(server, 'ivana.test@gmail.com', '/nalog/potvrdi/');
    const verify = `mutation ($token: String!) { userVerify(token: $token) { success error } }`;
    expect((await server.request(verify, { token })).data.userVerify).toEqual({ success: true, error: null });
    expect((await server.request(ME, {}, { userToken: made.data.userRegister.token })).data.me.verified).toBe(true);
    expect((await server.request(verify, { token })).errors?.[0]?.message).toBe('Link je istekao ili je već iskorišćen.');
    // The demo's fixture links work once too.
    expect((await server.request(verify, { token: FIXTURE_TOKENS.userVerify[0] })).data.userVerify.success).toBe(true);
  });

  test('a password reset link is mailed, works once, and signs every session out', async () => {
    const email = 'ana.jovanovic@gmail.com';
    // An unknown address gets the same answer and no mail.
    const before = outbox(server).length;
    const unknown = await server.request(`mutation { userPasswordEmail(email: "niko@nigde.rs") { success } }`);
    expect(unknown.data.userPasswordEmail.success).toBe(true);
    expect(outbox(server).length).toBe(before);

    await server.request(`mutation ($email: String!) { userPasswordEmail(email: $email) { success } }`, { email }, { lang: 1 });
    const token = mailedToken(server, email, '/account/reset/');
    const reset = `mutation ($token: String!, $password: String!) { userPasswordReset(token: $token, password: $password) { success } }`;
    const short = await server.request(reset, { token, password: 'kratka' });
    expect(short.errors?.[0]?.message).toBe('Lozinka mora imati najmanje 8 znakova.');
    expect((await server.request(reset, { token, password: 'nova-lozinka-ane' })).data.userPasswordReset.success).toBe(true);
    expect((await server.request(reset, { token, password: 'jos-jedna-lozinka' })).errors?.[0]?.message).toBe('Link je istekao ili je već iskorišćen.');

    const login = await server.request(USER_LOGIN, { email, password: 'nova-lozinka-ane' });
    const userToken = login.data.userLogin.token;
    expect((await server.request(ME, {}, { userToken })).data.me.email).toBe(email);
    await server.request(`mutation { userPasswordEmail(email: "ana.jovanovic@gmail.com") { success } }`);
    await server.request(reset, { token: mailedToken(server, email, '/nalog/resetuj/'), password: 'treca-lozinka-ane' });
    expect((await server.request(ME, {}, { userToken })).errors?.[0]?.message).toBe('Prijavite se da biste nastavili.');

    // Administrators' links go to /cms.
    await server.request(`mutation { adminPasswordEmail(email: "nenad.kostic@izlog.rs") { success } }`);
    const adminLink = mailedToken(server, EDITOR_ADMIN.email, '/cms/auth/reset/');
    const adminReset = await server.request(`mutation ($token: String!) { adminPasswordReset(token: $token, password: "nova-urednikova") { success } }`, { token: adminLink });
    expect(adminReset.data.adminPasswordReset.success).toBe(true);
    expect((await server.request(ADMIN_LOGIN, { email: EDITOR_ADMIN.email, password: 'nova-urednikova' })).data.adminLogin.name).toBe(EDITOR_ADMIN.name);
  });

  test('changing the password keeps this session and ends the others; logout ends its token; a ban ends all', async () => {
    const email = 'nikola.djordjevic@yahoo.com';
    const reset = await server.request(`mutation ($token: String!) { userPasswordReset(token: $token, password: "nikolina-lozinka") { success } }`, {
      token: FIXTURE_TOKENS.userReset[1],
    });
    expect(reset.data.userPasswordReset.success).toBe(true);
    const first = (await server.request(USER_LOGIN, { email, password: 'nikolina-lozinka' })).data.userLogin.token;
    const second = (await server.request(USER_LOGIN, { email, password: 'nikolina-lozinka' })).data.userLogin.token;

    const wrong = await server.request(`mutation { changePassword(current_password: "nije-ta", password: "nova-nikolina") { success } }`, {}, { userToken: first });
    expect(wrong.errors?.[0]?.message).toBe('Trenutna lozinka nije tačna.');
    const changed = await server.request(`mutation { changePassword(current_password: "nikolina-lozinka", password: "nova-nikolina") { success } }`, {}, { userToken: first });
    expect(changed.data.changePassword.success).toBe(true);
    expect((await server.request(ME, {}, { userToken: first })).data.me.email).toBe(email);
    expect((await server.request(ME, {}, { userToken: second })).errors).toBeTruthy();

    const third = (await server.request(USER_LOGIN, { email, password: 'nova-nikolina' })).data.userLogin.token;
    expect((await server.request(`mutation { userLogout { success } }`, {}, { userToken: third })).data.userLogout.success).toBe(true);
    expect((await server.request(ME, {}, { userToken: third })).errors).toBeTruthy();

    const id = (await server.request(ME, {}, { userToken: first })).data.me.id;
    const ban = await server.request(`mutation ($id: ID!) { banUser(id: $id, banned: true) { banned } }`, { id }, { adminToken });
    expect(ban.data.banUser.banned).toBe(true);
    expect((await server.request(ME, {}, { userToken: first })).errors).toBeTruthy();
    expect((await server.request(USER_LOGIN, { email, password: 'nova-nikolina' })).errors?.[0]?.message).toBe('Ovaj nalog je blokiran.');
  });

  test('administrators are created and deleted, never oneself nor the last one', async () => {
    const create = `mutation ($name: String!, $email: String!, $password: String!) { createAdministrator(name: $name, email: $email, password: $password) { id email last_login_at } }`;
    const taken = await server.request(create, { name: 'X', email: DEMO_ADMIN.email, password: 'dovoljno-duga' }, { adminToken });
    expect(taken.errors?.[0]?.message).toBe('Nalog sa ovom e-mail adresom već postoji.');
    const made = await server.request(create, { name: 'Milan Nikolić', email: 'milan@izlog.rs', password: 'dovoljno-duga' }, { adminToken });
    expect(made.data.createAdministrator).toMatchObject({ email: 'milan@izlog.rs', last_login_at: null });

    const me = (await server.request(`{ currentAdministrator { id } }`, {}, { adminToken })).data.currentAdministrator.id;
    const remove = `mutation ($id: ID!) { deleteAdministrator(id: $id) { success } }`;
    expect((await server.request(remove, { id: me }, { adminToken, lang: 1 })).errors?.[0]?.message).toBe('You cannot delete your own account.');
    const milan = (await server.request(ADMIN_LOGIN, { email: 'milan@izlog.rs', password: 'dovoljno-duga' })).data.adminLogin.token;
    expect((await server.request(remove, { id: made.data.createAdministrator.id }, { adminToken })).data.deleteAdministrator.success).toBe(true);
    // Deleting an administrator ends their sessions.
    expect((await server.request(`{ currentAdministrator { id } }`, {}, { adminToken: milan })).errors).toBeTruthy();
    const logout = await server.request(`mutation { adminLogout { success } }`, {}, { adminToken: milan });
    expect(logout.errors?.[0]?.message).toBe('Prijavite se kao administrator.');
  });

  test('the first start makes an administrator: from ADMIN_EMAIL/ADMIN_PASSWORD, or admin@izlog.rs with a printed password', async () => {
    const set = await ensureFirstAdministrator(server.db, { adminEmail: 'Vlasnik@Izlog.rs', adminPassword: 'vlasnikova-lozinka' });
    expect(set).toMatchObject({ action: 'created', email: 'vlasnik@izlog.rs', password: null });
    const again = await ensureFirstAdministrator(server.db, { adminEmail: 'vlasnik@izlog.rs', adminPassword: 'druga-lozinka-vlasnika' });
    expect(again.action).toBe('updated');
    const login = await server.request(ADMIN_LOGIN, { email: 'vlasnik@izlog.rs', password: 'druga-lozinka-vlasnika' });
    expect(login.data.adminLogin.email).toBe('vlasnik@izlog.rs');
    // Administrators exist: nothing is generated.
    expect((await ensureFirstAdministrator(server.db, { adminEmail: null, adminPassword: null })).action).toBe('none');

    // A shop without administrators gets admin@izlog.rs with a random password, shown once.
    await server.db.deleteFrom('administrators').execute();
    const made = await ensureFirstAdministrator(server.db, { adminEmail: null, adminPassword: null });
    expect(made).toMatchObject({ action: 'generated', email: 'admin@izlog.rs' });
    expect(made.password!.length).toBeGreaterThanOrEqual(12);
    const stored = await server.db.selectFrom('administrators').select('password_hash').executeTakeFirstOrThrow();
    expect(await verifyPassword(made.password!, stored.password_hash)).toBe(true);
    const first = await server.request(ADMIN_LOGIN, { email: 'admin@izlog.rs', password: made.password });
    expect(first.data.adminLogin.email).toBe('admin@izlog.rs');
  });

  defineUserRules(() => ({ server, adminToken }));
});
