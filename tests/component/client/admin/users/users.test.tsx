import '../../../support/happy-dom-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, sentOperations, useTestShop } from '../../../support/test-shop';
import { signInAsDemoAdmin, WAIT } from '../admin-harness';

const shop = useTestShop();
afterEach(() => vi.restoreAllMocks());

const users = () => shop.db.selectFrom('users').select(['id', 'name', 'lastname', 'email', 'banned', 'verified']).orderBy('id').execute();
const isBanned = async (id: number) => (await shop.db.selectFrom('users').select('banned').where('id', '=', id).executeTakeFirstOrThrow()).banned;

/** The browser's confirm(), watched: the admin asks in the page, never with it. */
function watchBrowserConfirm() {
  const confirm = vi.fn((_question?: string) => true);
  Object.defineProperty(window, 'confirm', { value: confirm, configurable: true, writable: true });
  return confirm;
}

describe('admin users', () => {
  it('bans a shopper after the confirmation: the store has the ban, the row its label, a toast says so', async () => {
    await signInAsDemoAdmin(shop.db);
    const target = (await users()).find((candidate) => !candidate.banned)!;
    const { user } = renderApp(`/cms/users?search=${encodeURIComponent(target.email)}`);
    const name = `${target.name} ${target.lastname}`;
    const confirm = watchBrowserConfirm();

    // Asked in the page: cancelling sends nothing.
    await user.click(await screen.findByRole('button', { name: `Blokiraj korisnika ${name}` }, WAIT));
    const question = screen.getByRole('alertdialog');
    expect(question.textContent).toContain(target.email);
    await user.click(within(question).getByRole('button', { name: 'Otkaži' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sentOperations('BanUser')).toHaveLength(0);
    expect(await isBanned(target.id)).toBe(false);

    await user.click(screen.getByRole('button', { name: `Blokiraj korisnika ${name}` }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Da, blokiraj' }));
    expect(await screen.findByText(`Korisnik ${name} je blokiran.`, {}, WAIT)).toBeTruthy();
    expect(await isBanned(target.id)).toBe(true);
    const row = (await screen.findByRole('button', { name: `Odblokiraj korisnika ${name}` }, WAIT)).closest('tr')!;
    expect(within(row).getByText('Blokiran')).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('searches, filters the banned and labels the not verified', async () => {
    await signInAsDemoAdmin(shop.db);
    const all = await users();
    const { user, router } = renderApp('/cms/users');
    expect(await screen.findByText(`Ukupno korisnika: ${all.length}`, {}, WAIT)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Prikaži'), 'banned');
    const banned = all.filter((candidate) => candidate.banned);
    expect(banned.length).toBeGreaterThan(0);
    expect(await screen.findByText(`Ukupno korisnika: ${banned.length}`, {}, WAIT)).toBeTruthy();
    expect(sentOperations('GetUsers').at(-1)!.variables).toMatchObject({ banned: true });
    expect(router.state.location.search).toBe('?banned=banned');
    expect(screen.getAllByText('Blokiran').length).toBeGreaterThanOrEqual(Math.min(banned.length, 20));

    await user.selectOptions(screen.getByLabelText('Prikaži'), '');
    await user.type(screen.getByLabelText('Pretraga po imenu ili e-mailu'), 'nema-takvog-korisnika{Enter}');
    expect(await screen.findByText('Nijedan korisnik ne odgovara pretrazi. Pokušajte sa manje uslova.', {}, WAIT)).toBeTruthy();

    const unverified = all.find((candidate) => !candidate.verified)!;
    await waitFor(() => void router.navigate(`/cms/users?search=${encodeURIComponent(unverified.email)}`));
    const cell = await screen.findByText(unverified.email, {}, WAIT);
    expect(within(cell.closest('tr')!).getByText('Nije potvrđen')).toBeTruthy();
  });
});
