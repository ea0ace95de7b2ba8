import '../../../support/happy-dom-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, sentOperations, useTestShop } from '../../../support/test-shop';
import { DEMO_ADMIN, signInAsDemoAdmin, WAIT } from '../admin-harness';

const shop = useTestShop();

const administrators = () => shop.db.selectFrom('administrators').select(['id', 'name', 'email']).orderBy('id').execute();

describe('admin administrators', { timeout: 60_000 }, () => {
  it('adds an administrator who then can be listed, and shows a taken e-mail beside its field', async () => {
    await signInAsDemoAdmin(shop.db);
    const count = (await administrators()).length;
    const { user } = renderApp('/cms/administrators');
    expect(await screen.findByText(`Ukupno administratora: ${count}`, {}, WAIT)).toBeTruthy();

    await user.type(screen.getByLabelText(/^Ime/), 'Druga Adminka');
    await user.type(screen.getByLabelText(/^E-mail/), DEMO_ADMIN.email);
    await user.type(screen.getByLabelText(/^Lozinka/), 'tajna-lozinka');
    await user.click(screen.getByRole('button', { name: 'Dodaj administratora' }));
    const email = screen.getByLabelText(/^E-mail/) as HTMLInputElement;
    expect(await screen.findByText('Nalog sa ovom e-mail adresom već postoji.', {}, WAIT)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText(/^Ime/) as HTMLInputElement).value).toBe('Druga Adminka');

    await user.clear(email);
    await user.type(email, 'druga@izlog.rs');
    await user.click(screen.getByRole('button', { name: 'Dodaj administratora' }));
    expect(await screen.findByText('Administrator „Druga Adminka“ je dodat.', {}, WAIT)).toBeTruthy();
    const after = await administrators();
    expect(after).toHaveLength(count + 1);
    expect(after.at(-1)).toMatchObject({ name: 'Druga Adminka', email: 'druga@izlog.rs' });
    expect(await screen.findByText('druga@izlog.rs', {}, WAIT)).toBeTruthy();
    expect(sentOperations('CreateAdministrator').at(-1)!.variables).toEqual({ name: 'Druga Adminka', email: 'druga@izlog.rs', password: 'tajna-lozinka' });
  });

  it('checks a short password without sending', async () => {
    await signInAsDemoAdmin(shop.db);
    const { user } = renderApp('/cms/administrators');
    await user.type(await screen.findByLabelText(/^Ime/, {}, WAIT), 'Neko');
    await user.type(screen.getByLabelText(/^E-mail/), 'neko@izlog.rs');
    await user.type(screen.getByLabelText(/^Lozinka/), 'kratka');
    await user.click(screen.getByRole('button', { name: 'Dodaj administratora' }));
    expect(await screen.findByText('Lozinka mora imati najmanje 8 znakova.')).toBeTruthy();
    expect(sentOperations('CreateAdministrator')).toHaveLength(0);
  });

  it('deletes another administrator after confirmation, never yourself', async () => {
    const { id } = await shop.db
      .insertInto('administrators')
      .values({ name: 'Stari Admin', email: 'stari@izlog.rs', password_hash: 'not a hash: this administrator never signs in' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await signInAsDemoAdmin(shop.db);
    const { user } = renderApp('/cms/administrators');
    const mine = (await screen.findByText(DEMO_ADMIN.email, {}, WAIT)).closest('li')!;
    expect(within(mine).getByText(/Ne možete obrisati sopstveni nalog/)).toBeTruthy();
    expect(within(mine).queryByRole('button', { name: /Obriši/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Obriši administratora Stari Admin' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText(/stari@izlog.rs/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Da, obriši' }));
    expect(await screen.findByText('Administrator „Stari Admin“ je obrisan.', {}, WAIT)).toBeTruthy();
    expect((await administrators()).some((admin) => admin.id === id)).toBe(false);
    await waitFor(() => expect(screen.queryByText('stari@izlog.rs')).toBeNull(), WAIT);
  });
});
