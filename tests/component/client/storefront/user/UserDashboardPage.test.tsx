import '../../../support/happy-dom-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../../../../fixtures/users/accounts';
import { readCookie } from '../../../../../src/shared/session/cookies';
import { findSessionSubject } from '../../../../../src/server/auth/sessions';
import { USER_TOKEN_COOKIE } from '../../../../../src/shared/constants';
import { renderApp, sentOperations, useTestShop } from '../../../support/test-shop';
import { signInAs } from './signed-in';

const shop = useTestShop();
const LOAD = { timeout: 10_000 };

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('user dashboard', () => {
  it('sends a logged-out visitor to the login, which comes back here (Serbian)', async () => {
    const { router } = renderApp('/korisnik');
    await screen.findByRole('heading', { name: 'Prijava' }, LOAD);
    expect(router.state.location.pathname).toBe('/nalog/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/korisnik');
    expect(sentOperations('GetMe')).toHaveLength(0);
  });

  it('forgets a token the server no longer accepts and sends the shopper to log in (English)', async () => {
    document.cookie = `${USER_TOKEN_COOKIE}=revoked-token; path=/`;
    const { router } = renderApp('/user/orders');
    await screen.findByRole('heading', { name: 'Log in' }, LOAD);
    expect(router.state.location.pathname).toBe('/account/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/user/orders');
    expect(sentOperations('GetMe')[0]?.headers.get('Authuser')).toBe('revoked-token');
    await waitFor(() => expect(readCookie(document.cookie, USER_TOKEN_COOKIE)).toBeNull());
  });

  it('shows the profile and saves an edited delivery address (Serbian)', async () => {
    await signInAs(shop.db, DEMO_USER.email);
    const { user } = renderApp('/korisnik');
    expect(await screen.findByText('Zdravo, Marko!', {}, LOAD)).toBeTruthy();
    expect(screen.getByText(DEMO_USER.email)).toBeTruthy();
    expect(field('Ime').value).toBe('Marko');
    expect(field('Ulica i broj').value).toBe('Bulevar kralja Aleksandra 73');

    await user.clear(field('Ulica i broj'));
    await user.type(field('Ulica i broj'), 'Knez Mihailova 10');
    await user.clear(field('Grad'));
    await user.type(field('Grad'), 'Beograd');
    await user.click(screen.getByRole('button', { name: 'Sačuvaj izmene' }));

    expect(await screen.findByText('Podaci su sačuvani.', {}, LOAD)).toBeTruthy();
    expect(sentOperations('UpdateProfile')[0]?.variables).toMatchObject({ name: 'Marko', address: 'Knez Mihailova 10', city: 'Beograd' });
    const saved = await shop.db.selectFrom('users').select(['address', 'city']).where('email', '=', DEMO_USER.email).executeTakeFirst();
    expect(saved).toEqual({ address: 'Knez Mihailova 10', city: 'Beograd' });
    expect(field('Ulica i broj').value).toBe('Knez Mihailova 10');
  });

  it('refuses an empty name beside the field, keeping the rest (English)', async () => {
    await signInAs(shop.db, DEMO_USER.email);
    const { user } = renderApp('/user');
    await screen.findByText('Hello, Marko!', {}, LOAD);
    await user.clear(field('First name'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(field('Last name').value).toBe('Petrović');
    expect(sentOperations('UpdateProfile')).toHaveLength(0);
  });

  it('shows the server’s message for a wrong current password (English)', async () => {
    await signInAs(shop.db, DEMO_USER.email);
    const { user } = renderApp('/user');
    const section = (await screen.findByRole('heading', { name: 'Change password' }, LOAD)).closest('section')!;
    await user.type(within(section).getByLabelText(/^Current password/), 'wrong-one');
    await user.type(within(section).getByLabelText(/^New password/), 'nova-lozinka');
    await user.type(within(section).getByLabelText(/^Repeat the password/), 'nova-lozinka');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await within(section).findByText('The current password is not correct.', {}, LOAD)).toBeTruthy();
  });

  it('changes the password (Serbian)', async () => {
    await signInAs(shop.db, DEMO_USER.email);
    const { user } = renderApp('/korisnik');
    const section = (await screen.findByRole('heading', { name: 'Promena lozinke' }, LOAD)).closest('section')!;
    await user.type(within(section).getByLabelText(/^Trenutna lozinka/), DEMO_USER.password);
    await user.type(within(section).getByLabelText(/^Nova lozinka/), 'nova-lozinka');
    await user.type(within(section).getByLabelText(/^Ponovite lozinku/), 'nova-lozinka');
    await user.click(within(section).getByRole('button', { name: 'Promeni lozinku' }));
    expect(await screen.findByText('Lozinka je promenjena. Ostali uređaji su odjavljeni.', {}, LOAD)).toBeTruthy();
    expect(sentOperations('ChangePassword')[0]?.variables).toEqual({ current_password: DEMO_USER.password, password: 'nova-lozinka' });
    expect((within(section).getByLabelText(/^Trenutna lozinka/) as HTMLInputElement).value).toBe('');
  });

  it('logs out: the session ends, the cookie is cleared, home (English)', async () => {
    const token = await signInAs(shop.db, DEMO_USER.email);
    const { user, router } = renderApp('/user');
    await screen.findByText('Hello, Marko!', {}, LOAD);
    await user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByText('You have been logged out.', {}, LOAD)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
    expect(readCookie(document.cookie, USER_TOKEN_COOKIE)).toBeNull();
    expect(await findSessionSubject(shop.db, 'user', token)).toBeNull();
    expect(sentOperations('UserLogout')[0]?.headers.get('Authuser')).toBe(token);
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
  });
});
