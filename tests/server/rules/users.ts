/**
 * Sign-in, registration, profile and administrator rules that only the retired hand-written mock's
 * tests asserted (the removed tests/contract/users-mock.test.ts), on the users test file's server.
 */
import { expect, test } from 'vitest';
import { DEMO_USER } from '../../../fixtures/users/accounts';
import { FIXTURE_TOKENS } from '../../../fixtures/users/links';
import { issueAccountToken } from '../../../src/server/modules/users/tokens';
import type { Running } from './types';

const USER_LOGIN = `mutation ($email: String!, $password: String!) { userLogin(email: $email, password: $password) { token } }`;
const ADMIN_LOGIN = `mutation ($email: String!, $password: String!) { adminLogin(email: $email, password: $password) { token } }`;
const ME = `{ me { name city zip phone country { code name } } }`;

export function defineUserRules(running: Running): void {
  const request = (query: string, variables: Record<string, unknown> = {}, as: { lang?: 0 | 1; admin?: boolean | string; user?: string } = {}) => {
    const { server, adminToken } = running();
    return server.request(query, variables, { lang: as.lang ?? 0, adminToken: as.admin === true ? adminToken : as.admin || null, userToken: as.user ?? null });
  };
  const signIn = async (email: string = DEMO_USER.email, password: string = DEMO_USER.password) => (await request(USER_LOGIN, { email, password })).data.userLogin.token as string;

  test('a shopper’s e-mail signs in whatever its case; the profile changes only what is given, an empty phone clears it', async () => {
    const user = await signIn(DEMO_USER.email.toUpperCase());
    expect((await request(ME, {}, { user })).data.me).toMatchObject({ name: 'Marko', city: 'Beograd', country: { code: 'RS', name: 'Srbija' } });
    const UPDATE = `mutation ($city: String, $zip: String, $country_id: ID, $phone: String) { updateProfile(city: $city, zip: $zip, country_id: $country_id, phone: $phone) {
      name city zip phone country { code name } } }`;
    const changed = await request(UPDATE, { city: 'Novi Sad', zip: '21000', country_id: '2', phone: '' }, { user });
    expect(changed.data.updateProfile).toEqual({ name: 'Marko', city: 'Novi Sad', zip: '21000', phone: null, country: { code: 'ME', name: 'Crna Gora' } });
    await request(UPDATE, { city: 'Beograd', zip: '11000', country_id: '1' }, { user });
  });

  test('an administrator’s logout ends that token only', async () => {
    // An administrator of its own: the file's earlier tests change the demo administrator's password.
    const account = { email: 'odjava.pravila@izlog.rs', password: 'dovoljno-duga-lozinka' };
    await request(`mutation ($email: String!, $password: String!) { createAdministrator(name: "Odjava", email: $email, password: $password) { id } }`, account, { admin: true });
    const signInAdmin = async () => (await request(ADMIN_LOGIN, account)).data.adminLogin.token as string;
    const [first, second] = [await signInAdmin(), await signInAdmin()];
    expect((await request(`mutation { adminLogout { success } }`, {}, { admin: first })).data.adminLogout.success).toBe(true);
    expect((await request(`{ currentAdministrator { id } }`, {}, { admin: first, lang: 1 })).errors?.[0]?.message).toBe('Log in as an administrator.');
    expect((await request(`{ currentAdministrator { id } }`, {}, { admin: second })).data.currentAdministrator.id).toBeTruthy();
  });

  test('registration names the missing field; a newsletter opt-in subscribes; the account heads the admin’s list', async () => {
    const REGISTER = `mutation ($name: String!, $lastname: String!, $email: String!, $newsletter: Boolean) {
      userRegister(name: $name, lastname: $lastname, email: $email, password: "sigurna-lozinka", newsletter: $newsletter) { user { email } } }`;
    const valid = { name: 'Jelena', lastname: 'Marić', email: 'jelena.maric.pravila@gmail.com', newsletter: true };
    expect((await request(REGISTER, { ...valid, name: '  ' }, { lang: 1 })).errors?.[0]).toMatchObject({ message: 'The field "First name" is required.', extensions: { field: 'name' } });
    expect((await request(REGISTER, { ...valid, lastname: '' }, { lang: 1 })).errors?.[0]).toMatchObject({ message: 'The field "Last name" is required.', extensions: { field: 'lastname' } });
    expect((await request(REGISTER, { ...valid, name: '' })).errors?.[0]?.message).toBe('Polje „Ime“ je obavezno.');
    expect((await request(REGISTER, valid)).data.userRegister.user.email).toBe(valid.email);
    const subscribers = await request(`query ($search: String) { newsletterSubscribers(search: $search) { data { email } } }`, { search: 'jelena.maric.pravila' }, { admin: true });
    expect(subscribers.data.newsletterSubscribers.data).toEqual([{ email: valid.email }]);
    expect((await request(`{ users(first: 1) { data { email } } }`, {}, { admin: true })).data.users.data).toEqual([{ email: valid.email }]);
    expect((await request(`{ users(search: "MARKO.PETROVIC") { data { email } } }`, {}, { admin: true })).data.users.data).toEqual([{ email: DEMO_USER.email }]);
  });

  test('an expired reset link is refused; a shopper’s link does not reset an administrator', async () => {
    const { server } = running();
    const user = await server.db.selectFrom('users').select('id').where('email', '=', DEMO_USER.email).executeTakeFirstOrThrow();
    const expired = await issueAccountToken(server.db, 'user_reset', user.id, -1_000);
    const reset = await request(`mutation ($token: String!) { userPasswordReset(token: $token, password: "nova-lozinka-2026") { success } }`, { token: expired }, { lang: 1 });
    expect(reset.errors?.[0]).toMatchObject({ message: 'The link has expired or has already been used.', extensions: { field: 'token' } });
    const crossed = await request(`mutation ($token: String!) { adminPasswordReset(token: $token, password: "treca-lozinka-2026") { success } }`, { token: FIXTURE_TOKENS.userReset[0] });
    expect(crossed.errors?.[0]?.extensions).toMatchObject({ field: 'token' });
    expect(await signIn()).toBeTruthy();
  });

  test('myOrders needs a shopper and pages newest first', async () => {
    const MY_ORDERS = `query ($page: Int) { myOrders(page: $page, first: 2) { data { created_at } paginatorInfo { currentPage count total } } }`;
    expect((await request(MY_ORDERS, {}, { lang: 1 })).errors?.[0]?.message).toBe('Log in to continue.');
    const user = await signIn();
    const [first, second] = [(await request(MY_ORDERS, { page: 1 }, { user })).data.myOrders, (await request(MY_ORDERS, { page: 2 }, { user })).data.myOrders];
    expect(first.paginatorInfo).toMatchObject({ currentPage: 1, count: 2 });
    expect(first.paginatorInfo.total).toBeGreaterThanOrEqual(4);
    expect(second.paginatorInfo.currentPage).toBe(2);
    expect(first.data[1].created_at > second.data[0].created_at).toBe(true);
  });

  test('an administrator is not created with a short password', async () => {
    const refused = await request(`mutation { createAdministrator(name: "Milan Nikolić", email: "milan.kratka@izlog.rs", password: "kratka") { id } }`, {}, { admin: true, lang: 1 });
    expect(refused.errors?.[0]).toMatchObject({ message: 'The password must have at least 8 characters.', extensions: { field: 'password' } });
  });
}
