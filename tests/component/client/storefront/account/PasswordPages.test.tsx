import '../../../support/happy-dom-globals';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../../../../fixtures/users/accounts';
import { FIXTURE_TOKENS } from '../../../../../fixtures/users/links';
import { hashToken } from '../../../../../src/server/auth/sessions';
import { renderApp, sentOperations, useTestShop } from '../../../support/test-shop';
import { mailedToken } from '../mailed-link';

const shop = useTestShop();
const LOAD = { timeout: 10_000 };

/** The stored link of a token (only its hash is kept). */
const storedLink = (token: string) =>
  shop.db.selectFrom('account_tokens').select(['purpose', 'expires_at', 'used_at']).where('token_hash', '=', hashToken(token)).executeTakeFirst();

async function requestLink(path: string, heading: string, email: string, submit: string) {
  const view = renderApp(path);
  await screen.findByRole('heading', { name: heading }, LOAD);
  await view.user.type(screen.getByRole('textbox', { name: 'E-mail' }), email);
  await view.user.click(screen.getByRole('button', { name: submit }));
  return view;
}

describe('forgotten password', () => {
  it('answers a known address with the neutral confirmation (Serbian) and mails a link', async () => {
    await requestLink('/nalog/lozinka', 'Zaboravljena lozinka', DEMO_USER.email, 'Pošalji link');
    const confirmation = await screen.findByText(/na nju smo poslali link za promenu lozinke/, {}, LOAD);
    expect(confirmation.textContent).toContain(`Ako postoji nalog sa adresom ${DEMO_USER.email}`);
    expect(sentOperations('UserPasswordEmail')[0]?.variables).toEqual({ email: DEMO_USER.email });
    // The mail links to the Serbian reset page with a shopper's reset token that expires.
    const link = await storedLink(mailedToken(shop, DEMO_USER.email, '/nalog/resetuj/'));
    expect(link).toMatchObject({ purpose: 'user_reset', used_at: null });
    expect(link?.expires_at).not.toBeNull();
  });

  it('gives an unknown address exactly the same answer (English)', async () => {
    await requestLink('/account/password', 'Forgotten password', 'nobody@example.com', 'Send the link');
    const confirmation = await screen.findByText(/we have sent it a link to set a new password/, {}, LOAD);
    expect(confirmation.textContent).toBe(
      'If there is an account with the address nobody@example.com, we have sent it a link to set a new password. The link is valid for one hour; check your spam folder too.',
    );
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe('/account/login');
  });
});

describe('password reset', () => {
  it('says the link is invalid or expired and offers a new one (English)', async () => {
    const { user } = renderApp('/account/reset/not-a-real-token');
    await screen.findByRole('heading', { name: 'New password' }, LOAD);
    await user.type(screen.getByLabelText(/^New password/), 'nova-lozinka');
    await user.type(screen.getByLabelText(/^Repeat the password/), 'nova-lozinka');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));

    expect((await screen.findByRole('alert', {}, LOAD)).textContent).toBe('The link has expired or has already been used.');
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/account/password');
    expect(sentOperations('UserPasswordReset')[0]?.variables).toEqual({ token: 'not-a-real-token', password: 'nova-lozinka' });
  });

  it('checks that the two passwords match before sending (Serbian)', async () => {
    const { user } = renderApp('/nalog/resetuj/bilo-koji');
    await screen.findByRole('heading', { name: 'Nova lozinka' }, LOAD);
    await user.type(screen.getByLabelText(/^Nova lozinka/), 'nova-lozinka');
    await user.type(screen.getByLabelText(/^Ponovite lozinku/), 'nova-lozinka2');
    await user.click(screen.getByRole('button', { name: 'Sačuvaj novu lozinku' }));
    expect(screen.getByText('Lozinke se ne poklapaju.')).toBeTruthy();
    expect(sentOperations('UserPasswordReset')).toHaveLength(0);
  });

  it('sets the new password with a valid link and sends the shopper to log in (Serbian)', async () => {
    const { user, router } = renderApp(`/nalog/resetuj/${FIXTURE_TOKENS.userReset[0]}`);
    await screen.findByRole('heading', { name: 'Nova lozinka' }, LOAD);
    await user.type(screen.getByLabelText(/^Nova lozinka/), 'nova-lozinka');
    await user.type(screen.getByLabelText(/^Ponovite lozinku/), 'nova-lozinka');
    await user.click(screen.getByRole('button', { name: 'Sačuvaj novu lozinku' }));

    expect(await screen.findByText('Lozinka je promenjena. Prijavite se novom lozinkom.', {}, LOAD)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/nalog/login'));
    expect((await storedLink(FIXTURE_TOKENS.userReset[0]))?.used_at).not.toBeNull();
  });
});
