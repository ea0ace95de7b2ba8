import '../../../support/happy-dom-globals';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../../../../fixtures/users/accounts';
import { findSessionSubject } from '../../../../../src/server/auth/sessions';
import { USER_TOKEN_COOKIE } from '../../../../../src/shared/constants';
import { readCookie } from '../../../../../src/shared/session/cookies';
import { renderApp, sentOperations, useTestShop } from '../../../support/test-shop';

const shop = useTestShop();
const LOAD = { timeout: 10_000 };

describe('login', () => {
  it('logs the demo user in (Serbian): cookie written, toast, user area, and the token travels as Authuser', async () => {
    const { user, router } = renderApp('/nalog/login');
    await screen.findByRole('heading', { name: 'Prijava' }, LOAD);
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), DEMO_USER.email);
    await user.type(screen.getByLabelText(/^Lozinka/), DEMO_USER.password);
    await user.click(screen.getByRole('button', { name: 'Prijavi se' }));

    expect(await screen.findByText('Uspešno ste se prijavili.', {}, LOAD)).toBeTruthy();
    const token = readCookie(document.cookie, USER_TOKEN_COOKIE);
    expect(token).toBeTruthy();
    const marko = await shop.db.selectFrom('users').select('id').where('email', '=', DEMO_USER.email).executeTakeFirstOrThrow();
    expect(await findSessionSubject(shop.db, 'user', token)).toBe(marko.id);
    await waitFor(() => expect(router.state.location.pathname).toBe('/korisnik'));
    expect(await screen.findByText('Zdravo, Marko!', {}, LOAD)).toBeTruthy();
    expect(sentOperations('GetMe').at(-1)?.headers.get('Authuser')).toBe(token);
    // The header now leads to the account instead of the login.
    expect(screen.getByRole('link', { name: 'Moj nalog' })).toBeTruthy();
  });

  it('shows the server’s message for a wrong password (English) and keeps the e-mail', async () => {
    const { user, router } = renderApp('/account/login');
    await screen.findByRole('heading', { name: 'Log in' }, LOAD);
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), DEMO_USER.email);
    await user.type(screen.getByLabelText(/^Password/), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect((await screen.findByRole('alert', {}, LOAD)).textContent).toBe('Wrong e-mail or password.');
    expect((screen.getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement).value).toBe(DEMO_USER.email);
    expect(readCookie(document.cookie, USER_TOKEN_COOKIE)).toBeNull();
    expect(router.state.location.pathname).toBe('/account/login');
  });

  it('checks the form before sending: a translated message beside each field, nothing sent', async () => {
    const { user } = renderApp('/account/login');
    await screen.findByRole('heading', { name: 'Log in' }, LOAD);
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'marko@');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The e-mail address is not valid.')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect((email as HTMLInputElement).value).toBe('marko@');
    expect(document.activeElement).toBe(email);
    expect(sentOperations('UserLogin')).toHaveLength(0);
  });

  it('goes back to ?next= after logging in, and links to register and the forgotten password', async () => {
    const { user, router } = renderApp('/account/login?next=%2Fuser%2Forders');
    await screen.findByRole('heading', { name: 'Log in' }, LOAD);
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/account/password');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/account/register?next=%2Fuser%2Forders');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), DEMO_USER.email);
    await user.type(screen.getByLabelText(/^Password/), DEMO_USER.password);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/orders'), LOAD);
    expect(await screen.findByRole('heading', { name: 'My orders' }, LOAD)).toBeTruthy();
  });
});
