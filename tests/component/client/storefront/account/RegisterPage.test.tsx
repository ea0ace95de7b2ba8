import '../../../support/happy-dom-globals';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../../../../fixtures/users/accounts';
import { readCookie } from '../../../../../src/shared/session/cookies';
import { findSessionSubject } from '../../../../../src/server/auth/sessions';
import { USER_TOKEN_COOKIE } from '../../../../../src/shared/constants';
import { renderApp, sentOperations, useTestShop } from '../../../support/test-shop';

const shop = useTestShop();
const LOAD = { timeout: 10_000 };

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('register', () => {
  it('marks the required fields and explains each problem beside its field (Serbian), keeping what was typed', async () => {
    const { user } = renderApp('/nalog/registracija');
    await screen.findByRole('heading', { name: 'Registracija' }, LOAD);
    expect(screen.getByText('Polja označena zvezdicom (*) su obavezna.')).toBeTruthy();
    expect(screen.getByText('Ime', { selector: 'label' }).closest('.form-field-label')!.textContent).toBe('Ime*');
    expect(screen.getByText('Telefon', { selector: 'label' }).closest('.form-field-label')!.textContent).toBe('Telefon');

    await user.type(field('Prezime'), 'Jovanović');
    await user.type(field('E-mail'), 'mila@primer');
    await user.type(screen.getByLabelText(/^Lozinka/), 'kratka');
    await user.type(screen.getByLabelText(/^Ponovite lozinku/), 'drugačija');
    await user.click(screen.getByRole('button', { name: 'Napravi nalog' }));

    expect(screen.getByText('Ovo polje je obavezno.')).toBeTruthy();
    expect(screen.getByText('E-mail adresa nije ispravna.')).toBeTruthy();
    expect(screen.getByText('Lozinka mora imati najmanje 8 znakova.')).toBeTruthy();
    expect(screen.getByText('Lozinke se ne poklapaju.')).toBeTruthy();
    expect(field('Prezime').value).toBe('Jovanović');
    expect(document.activeElement).toBe(field('Ime'));
    expect(sentOperations('UserRegister')).toHaveLength(0);
  });

  it('shows the server’s refusal of a used e-mail beside the e-mail field (English)', async () => {
    const { user } = renderApp('/account/register');
    await screen.findByRole('heading', { name: 'Create an account' }, LOAD);
    await user.type(field('First name'), 'Marko');
    await user.type(field('Last name'), 'Drugi');
    await user.type(field('E-mail'), DEMO_USER.email);
    await user.type(screen.getByLabelText(/^Password/), 'dovoljno-duga');
    await user.type(screen.getByLabelText(/^Repeat the password/), 'dovoljno-duga');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('An account with this e-mail already exists.', {}, LOAD)).toBeTruthy();
    expect(field('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(field('First name').value).toBe('Marko');
  });

  it('makes the account, signs in and asks to confirm the e-mail (English)', async () => {
    const { user, router } = renderApp('/account/register');
    await screen.findByRole('heading', { name: 'Create an account' }, LOAD);
    await user.type(field('First name'), 'Mila');
    await user.type(field('Last name'), 'Janković');
    await user.type(field('E-mail'), 'mila.jankovic@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+381 64 555 1234');
    await user.type(screen.getByLabelText(/^Password/), 'mila-lozinka');
    await user.type(screen.getByLabelText(/^Repeat the password/), 'mila-lozinka');
    await user.click(screen.getByRole('checkbox', { name: 'Send me news and offers by e-mail' }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Your account is ready. We have sent you an e-mail with a link to confirm your address.', {}, LOAD)).toBeTruthy();
    expect(sentOperations('UserRegister')[0]?.variables).toEqual({
      name: 'Mila',
      lastname: 'Janković',
      email: 'mila.jankovic@example.com',
      password: 'mila-lozinka',
      phone: '+381 64 555 1234',
      newsletter: true,
    });
    const created = await shop.db.selectFrom('users').select(['id', 'verified']).where('email', '=', 'mila.jankovic@example.com').executeTakeFirst();
    expect(created?.verified).toBe(false);
    const token = readCookie(document.cookie, USER_TOKEN_COOKIE);
    expect(await findSessionSubject(shop.db, 'user', token)).toBe(created?.id);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
    expect(await screen.findByText('Your e-mail address is not confirmed yet. Follow the link in the e-mail we sent you.', {}, LOAD)).toBeTruthy();
  });
});
