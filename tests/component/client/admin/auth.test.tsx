import '../../support/happy-dom-globals';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../../../src/server/auth/sessions';
import { ADMIN_REMEMBER_DAYS, ADMIN_TOKEN_COOKIE } from '../../../../src/shared/constants';
import { renderApp, sentOperations, useTestShop } from '../../support/test-shop';
import { adminCookieFor, logIn, recordCookieWrites, WAIT } from './admin-harness';

const shop = useTestShop();

/** Administrator sessions the server would still accept. */
async function liveAdminSessions() {
  const { count } = await shop.db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('kind', '=', 'admin')
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirstOrThrow();
  return Number(count);
}

const adminResetLinks = () => shop.db.selectFrom('account_tokens').select(['token_hash', 'used_at']).where('purpose', '=', 'admin_reset').execute();

/** The admin reset links in the mail sent so far (quoted-printable soft line breaks undone), each once: a mail shows it in its text and HTML parts. */
const mailedResetTokens = () => [
  ...new Set(shop.mails().flatMap((mail) => [...mail.replace(/=\r?\n/g, '').matchAll(/\/cms\/auth\/reset\/([0-9a-f]{64})/g)].map((match) => match[1]!))),
];

describe('admin login', () => {
  it('sends /cms to the login, then lands on the products list with the admin token sent', async () => {
    const { user, router } = renderApp('/cms');
    expect(await screen.findByRole('heading', { name: 'Prijava administratora' }, WAIT)).toBeTruthy();
    await logIn(user);
    expect(await screen.findByRole('heading', { name: 'Proizvodi', level: 1 }, WAIT)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/cms/products');
    await waitFor(() => expect(sentOperations('GetProductsWithPagination').length).toBeGreaterThan(0));
    expect(sentOperations('GetProductsWithPagination')[0]!.headers.get('authorization')).toMatch(/^Bearer \S+/);
    expect(document.cookie).toContain(`${ADMIN_TOKEN_COOKIE}=`);
  });

  it('brings the administrator back to the protected path after logging in', async () => {
    const { user, router } = renderApp('/cms/products?search=samsung&order=2');
    await screen.findByRole('heading', { name: 'Prijava administratora' }, WAIT);
    expect(router.state.location.pathname).toBe('/cms/auth');
    await logIn(user);
    await screen.findByRole('heading', { name: 'Proizvodi', level: 1 }, WAIT);
    expect(router.state.location.pathname + router.state.location.search).toBe('/cms/products?search=samsung&order=2');
    expect((screen.getByLabelText('Pretraga po nazivu ili šifri') as HTMLInputElement).value).toBe('samsung');
  });

  it('keeps the cookie 30 days with remember-me, and for the session without it', async () => {
    const recorder = recordCookieWrites();
    try {
      const first = renderApp('/cms/auth');
      await logIn(first.user, { remember: true });
      await screen.findByRole('heading', { name: 'Proizvodi', level: 1 }, WAIT);
      const remembered = recorder.writes.find((write) => write.startsWith(`${ADMIN_TOKEN_COOKIE}=`) && !write.includes('max-age=0'));
      expect(remembered).toContain(`max-age=${ADMIN_REMEMBER_DAYS * 24 * 60 * 60}`);
      first.unmount();

      recorder.writes.length = 0;
      document.cookie = `${ADMIN_TOKEN_COOKIE}=; max-age=0; path=/`;
      const second = renderApp('/cms/auth');
      await logIn(second.user);
      await screen.findByRole('heading', { name: 'Proizvodi', level: 1 }, WAIT);
      const session = recorder.writes.find((write) => write.startsWith(`${ADMIN_TOKEN_COOKIE}=`) && write.length > `${ADMIN_TOKEN_COOKIE}=; `.length && !write.includes('max-age=0'));
      expect(session).toBeDefined();
      expect(session).not.toMatch(/max-age|expires/i);
    } finally {
      recorder.stop();
    }
  });

  it('shows a wrong password in the red box and keeps the typed e-mail', async () => {
    const { user } = renderApp('/cms/auth');
    await user.type(await screen.findByLabelText(/^E-mail/, {}, WAIT), 'admin@izlog.rs');
    await user.type(screen.getByLabelText(/^Lozinka/), 'pogresna');
    await user.click(screen.getByRole('button', { name: 'Prijavi se' }));
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toContain('Pogrešan e-mail ili lozinka.');
    expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('admin@izlog.rs');
  });

  it('sends an expired token to the login and back to where the administrator was', async () => {
    adminCookieFor('expired-token');
    const { user, router } = renderApp('/cms/dashboard');
    expect(await screen.findByRole('heading', { name: 'Prijava administratora' }, WAIT)).toBeTruthy();
    expect(await screen.findByText('Sesija je istekla. Prijavite se ponovo.', {}, WAIT)).toBeTruthy();
    await logIn(user);
    expect(await screen.findByRole('heading', { name: 'Kontrolna tabla', level: 1 }, WAIT)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/cms/dashboard');
  });

  it('logs out: the server forgets the token and the login is shown', async () => {
    const before = await liveAdminSessions();
    const { user } = renderApp('/cms/auth');
    await logIn(user);
    await screen.findByRole('heading', { name: 'Proizvodi', level: 1 }, WAIT);
    const token = new RegExp(`${ADMIN_TOKEN_COOKIE}=([^;]+)`).exec(document.cookie)![1]!;
    const session = () => shop.db.selectFrom('sessions').select('revoked_at').where('token_hash', '=', hashToken(decodeURIComponent(token))).executeTakeFirstOrThrow();
    expect((await session()).revoked_at).toBeNull();
    expect(await liveAdminSessions()).toBe(before + 1);
    await user.click(screen.getByRole('button', { name: 'Odjavi se' }));
    expect(await screen.findByRole('heading', { name: 'Prijava administratora' }, WAIT)).toBeTruthy();
    await waitFor(async () => expect((await session()).revoked_at).not.toBeNull());
    expect(await liveAdminSessions()).toBe(before);
    expect(document.cookie).not.toMatch(new RegExp(`${ADMIN_TOKEN_COOKIE}=\\S`));
  });

  it('asks for a reset link with a neutral confirmation, and resets the password with the token', async () => {
    const { user, router } = renderApp('/cms/auth/password');
    const linksBefore = (await adminResetLinks()).length;
    await user.type(await screen.findByLabelText(/^E-mail/, {}, WAIT), 'nepoznat@izlog.rs');
    await user.click(screen.getByRole('button', { name: 'Pošalji link' }));
    expect((await screen.findByRole('status', {}, WAIT)).textContent).toContain('Ako za ovu adresu postoji');
    expect(await adminResetLinks()).toHaveLength(linksBefore);
    expect(shop.mails()).toHaveLength(0);

    await user.click(screen.getByRole('link', { name: 'Nazad na prijavu' }));
    await user.click(await screen.findByRole('link', { name: 'Zaboravili ste lozinku?' }, WAIT));
    await user.type(await screen.findByLabelText(/^E-mail/, {}, WAIT), 'admin@izlog.rs');
    await user.click(screen.getByRole('button', { name: 'Pošalji link' }));
    await screen.findByRole('status', {}, WAIT);
    expect(await adminResetLinks()).toHaveLength(linksBefore + 1);
    const tokens = mailedResetTokens();
    expect(tokens).toHaveLength(1);
    expect(shop.mails()[0]).toMatch(/^To: admin@izlog\.rs$/m);
    const token = tokens[0]!;

    await act(() => router.navigate(`/cms/auth/reset/${token}`));
    await user.type(await screen.findByLabelText(/^Nova lozinka/, {}, WAIT), 'nova-lozinka-1');
    await user.type(screen.getByLabelText(/^Ponovite lozinku/), 'nova-lozinka-1');
    await user.click(screen.getByRole('button', { name: 'Sačuvaj lozinku' }));
    expect(await screen.findByRole('heading', { name: 'Prijava administratora' }, WAIT)).toBeTruthy();
    const link = (await adminResetLinks()).find((row) => row.token_hash === hashToken(token))!;
    expect(link.used_at).not.toBeNull();
  });
});
