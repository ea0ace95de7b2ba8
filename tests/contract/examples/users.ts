import { expect } from 'vitest';
import { DEMO_ADMIN, DEMO_USER } from '../../../fixtures/users/accounts';
import { FIXTURE_TOKENS } from '../../../fixtures/users/links';
import { ORDER_CODE_PATTERN } from '../../../src/shared/orders/order-code';
import type { OperationExamples } from './types';

const SERBIAN_LETTER = /[čćšžđČĆŠŽĐ]/;
const TOKEN = /^[0-9a-f]{32,}$/;
const HOUR_MS = 3_600_000;

const countryName = (lang: number) => (lang === 1 ? 'Serbia' : 'Srbija');

export const examples: OperationExamples = {
  AdminLogin: {
    variables: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, remember: true },
    check: (data) => {
      expect(data.adminLogin.token).toMatch(TOKEN);
      expect(data.adminLogin.name).toBe(DEMO_ADMIN.name);
      expect(data.adminLogin.email).toBe(DEMO_ADMIN.email);
      const lifetime = Date.parse(data.adminLogin.expires_at) - Date.now();
      // Remember-me: 30 days.
      expect(lifetime).toBeGreaterThan(29 * 24 * HOUR_MS);
      expect(lifetime).toBeLessThanOrEqual(30 * 24 * HOUR_MS);
    },
  },
  AdminLogout: {
    as: 'admin',
    check: (data) => expect(data.adminLogout).toEqual({ success: true, error: null }),
  },
  AdminPasswordEmail: {
    variables: { email: DEMO_ADMIN.email },
    check: (data) => expect(data.adminPasswordEmail.success).toBe(true),
  },
  AdminPasswordReset: {
    // The fixture links of the second administrator, one per language (each works once).
    variables: (ctx) => ({ token: FIXTURE_TOKENS.adminReset[ctx.lang], password: 'nova-lozinka-urednika' }),
    check: (data) => expect(data.adminPasswordReset).toEqual({ success: true, error: null }),
  },
  GetCurrentAdministrator: {
    as: 'admin',
    check: (data) => {
      expect(data.currentAdministrator.name).toBe(DEMO_ADMIN.name);
      expect(data.currentAdministrator.email).toBe(DEMO_ADMIN.email);
      expect(data.currentAdministrator.last_login_at).toBeTruthy();
    },
  },
  GetAdministrators: {
    as: 'admin',
    check: (data) => {
      expect(data.administrators.length).toBeGreaterThanOrEqual(2);
      expect(data.administrators.map((admin: { email: string }) => admin.email)).toContain(DEMO_ADMIN.email);
      expect(data.administrators.some((admin: { name: string }) => SERBIAN_LETTER.test(admin.name))).toBe(true);
    },
  },
  CreateAdministrator: {
    as: 'admin',
    variables: (ctx) => ({ name: 'Milan Nikolić', email: `milan.nikolic.${ctx.lang}@izlog.rs`, password: 'urednik-prodavnice' }),
    check: (data, lang) => {
      expect(data.createAdministrator.email).toBe(`milan.nikolic.${lang}@izlog.rs`);
      expect(data.createAdministrator.name).toBe('Milan Nikolić');
      expect(data.createAdministrator.last_login_at).toBeNull();
    },
  },
  DeleteAdministrator: {
    as: 'admin',
    // Deletes an administrator this example makes first.
    variables: async (ctx) => {
      const made = await ctx.query('CreateAdministrator', {
        name: 'Vesna Pavlović',
        email: `vesna.pavlovic.${ctx.lang}@izlog.rs`,
        password: 'privremena-lozinka',
      });
      return { id: made.createAdministrator.id };
    },
    check: (data) => expect(data.deleteAdministrator).toEqual({ success: true, error: null }),
  },
  UserLogin: {
    variables: { email: DEMO_USER.email, password: DEMO_USER.password },
    check: (data, lang) => {
      expect(data.userLogin.token).toMatch(TOKEN);
      expect(data.userLogin.user).toMatchObject({ name: 'Marko', lastname: 'Petrović', email: DEMO_USER.email, banned: false });
      expect(data.userLogin.user.country.name).toBe(countryName(lang));
    },
  },
  UserRegister: {
    variables: (ctx) => ({
      name: 'Ivana',
      lastname: 'Marković',
      email: `ivana.markovic.${ctx.lang}@gmail.com`,
      password: 'sigurna-lozinka-2026',
      phone: '+381 64 555 0101',
      newsletter: true,
    }),
    check: (data, lang) => {
      expect(data.userRegister.token).toMatch(TOKEN);
      expect(data.userRegister.user).toMatchObject({
        name: 'Ivana',
        lastname: 'Marković',
        email: `ivana.markovic.${lang}@gmail.com`,
        verified: false,
        banned: false,
        orders_count: 0,
      });
    },
  },
  UserVerify: {
    // The confirmation links of two unverified fixture shoppers, one per language.
    variables: (ctx) => ({ token: FIXTURE_TOKENS.userVerify[ctx.lang] }),
    check: (data) => expect(data.userVerify).toEqual({ success: true, error: null }),
  },
  UserLogout: {
    as: 'user',
    check: (data) => expect(data.userLogout).toEqual({ success: true, error: null }),
  },
  UserPasswordEmail: {
    variables: { email: DEMO_USER.email },
    check: (data) => expect(data.userPasswordEmail.success).toBe(true),
  },
  UserPasswordReset: {
    variables: (ctx) => ({ token: FIXTURE_TOKENS.userReset[ctx.lang], password: 'nova-lozinka-2026' }),
    check: (data) => expect(data.userPasswordReset).toEqual({ success: true, error: null }),
  },
  GetMe: {
    as: 'user',
    check: (data, lang) => {
      expect(data.me).toMatchObject({ name: 'Marko', lastname: 'Petrović', email: DEMO_USER.email, verified: true });
      expect(data.me.city).toBe('Beograd');
      expect(data.me.country).toMatchObject({ code: 'RS', name: countryName(lang) });
      expect(data.me.orders_count).toBeGreaterThanOrEqual(5);
    },
  },
  GetMyOrders: {
    as: 'user',
    variables: { page: 1, first: 3 },
    check: (data) => {
      const { data: orders, paginatorInfo } = data.myOrders;
      expect(orders).toHaveLength(3);
      expect(paginatorInfo.total).toBeGreaterThanOrEqual(5);
      expect(paginatorInfo.lastPage).toBeGreaterThanOrEqual(2);
      for (const order of orders) {
        expect(order.code).toMatch(ORDER_CODE_PATTERN);
        expect(order.items.length).toBeGreaterThan(0);
        expect(order.total).toBeCloseTo(order.subtotal - order.discount + order.delivery_price, 2);
      }
      const created = orders.map((order: { created_at: string }) => order.created_at);
      expect(created).toEqual([...created].sort().reverse());
    },
  },
  UpdateProfile: {
    as: 'user',
    // The demo user's own address, so the other examples keep reading it.
    variables: { phone: '+381 64 123 4567', address: 'Bulevar kralja Aleksandra 73', city: 'Beograd', zip: '11000', country_id: '1' },
    check: (data, lang) => {
      expect(data.updateProfile).toMatchObject({ address: 'Bulevar kralja Aleksandra 73', city: 'Beograd', zip: '11000' });
      expect(data.updateProfile.country.name).toBe(countryName(lang));
    },
  },
  ChangePassword: {
    as: 'user',
    // Changes it to itself: the harness signs the demo user in again with the same password.
    variables: { current_password: DEMO_USER.password, password: DEMO_USER.password },
    check: (data) => expect(data.changePassword).toEqual({ success: true, error: null }),
  },
  GetUsers: {
    as: 'admin',
    // Without diacritics, as people type: finds Jovanović.
    variables: { page: 1, first: 5, search: 'jovanovic' },
    check: (data) => {
      const { data: users, paginatorInfo } = data.users;
      expect(users.length).toBeGreaterThanOrEqual(2);
      expect(paginatorInfo.total).toBe(users.length);
      for (const user of users) expect(user.lastname).toBe('Jovanović');
    },
  },
  BanUser: {
    as: 'admin',
    variables: async (ctx) => {
      const found = await ctx.query('GetUsers', { search: 'Tamara Vasić' });
      return { id: found.users.data[0].id, banned: true };
    },
    check: (data, lang) => {
      expect(data.banUser).toMatchObject({ name: 'Tamara', lastname: 'Vasić', banned: true });
      expect(data.banUser.country.name).toBe(countryName(lang));
    },
  },
};
