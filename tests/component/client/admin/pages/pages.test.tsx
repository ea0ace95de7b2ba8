import '../../../support/happy-dom-globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MENU_CODES } from '../../../../../src/server/modules/cms/codes';
import { renderApp, sentOperations, useTestShop } from '../../../support/test-shop';
import { signInAsDemoAdmin, WAIT } from '../admin-harness';
import { rowCount, serbianIs } from '../admin-rows';

const shop = useTestShop();

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const pageById = (id: number) => shop.db.selectFrom('pages').selectAll().where('id', '=', id).executeTakeFirst();
/** The first page (by id) that is or is not locked. */
const firstPage = (locked: boolean) => shop.db.selectFrom('pages').selectAll().where('locked', '=', locked).orderBy('id').executeTakeFirstOrThrow();

async function replaceText(user: UserEvent, field: HTMLInputElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('admin pages', { timeout: 60_000 }, () => {
  it('checks name and slug before creating a page, then creates it and opens it', async () => {
    await signInAsDemoAdmin(shop.db);
    const count = await rowCount(shop.db, 'pages');
    const { user, router } = renderApp('/cms/pages');
    const create = await screen.findByRole('button', { name: 'Napravi stranicu' }, WAIT);
    await user.click(create);
    expect(await screen.findByText('Unesite naziv stranice.')).toBeTruthy();
    expect(screen.getByText('Unesite slug stranice.')).toBeTruthy();
    expect(sentOperations('CreatePage')).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Naziv/), 'Uslovi dostave');
    expect(input(/^Slug/).value).toBe('uslovi-dostave');
    // The menus by their names, without their codes.
    const menus = [...(screen.getByLabelText('Meni') as HTMLSelectElement).options].map((option) => option.textContent);
    expect(menus).toEqual(['Zaglavlje', 'Česta pitanja', 'Van menija']);
    await user.selectOptions(screen.getByLabelText('Meni'), 'FAQ');
    await user.click(create);
    expect(await screen.findByText('Stranica „Uslovi dostave“ je napravljena.', {}, WAIT)).toBeTruthy();
    expect(await rowCount(shop.db, 'pages')).toBe(count + 1);
    const created = await shop.db.selectFrom('pages').selectAll().where(serbianIs('names', 'Uslovi dostave')).executeTakeFirstOrThrow();
    expect(created).toMatchObject({ menu: MENU_CODES.FAQ, active: false });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/cms/pages/${created.id}`), WAIT);
    expect(await screen.findByRole('heading', { name: 'Uslovi dostave', level: 1 }, WAIT)).toBeTruthy();
  });

  it('edits the Serbian and the English name of a page separately', async () => {
    await signInAsDemoAdmin(shop.db);
    const page = await firstPage(false);
    const [serbian, english] = page.names;
    const { user } = renderApp(`/cms/pages/${page.id}`);
    await waitFor(() => expect(input(/^Naziv/).value).toBe(serbian), WAIT);
    await replaceText(user, input(/^Naziv/), 'Novi naziv');
    await user.click(screen.getByRole('button', { name: 'Sačuvaj stranicu' }));
    expect(await screen.findByText('Stranica „Novi naziv“ je sačuvana.', {}, WAIT)).toBeTruthy();
    expect((await pageById(page.id))!.names).toEqual(['Novi naziv', english]);

    await user.click(screen.getByRole('button', { name: 'EN' }));
    await waitFor(() => expect(input(/^Name/).value).toBe(english), WAIT);
    await replaceText(user, input(/^Name/), 'New name');
    await user.click(screen.getByRole('button', { name: 'Save page' }));
    expect(await screen.findByText('Page “New name” was saved.', {}, WAIT)).toBeTruthy();
    const current = (await pageById(page.id))!;
    expect(current.names).toEqual(['Novi naziv', 'New name']);
    expect(sentOperations('UpdatePage').at(-1)!.headers.get('lang')).toBe('1');
  });

  it('switches a page on from the list and moves it with the keyboard buttons', async () => {
    await signInAsDemoAdmin(shop.db);
    const page = await shop.db.selectFrom('pages').selectAll().where('active', '=', false).orderBy('id').executeTakeFirstOrThrow();
    const name = page.names[0]!;
    const { user } = renderApp('/cms/pages');
    const toggle = (await screen.findByLabelText(`Aktivna: ${name}`, {}, WAIT)) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    await user.click(toggle);
    expect(await screen.findByText(`Stranica „${name}“ je uključena.`, {}, WAIT)).toBeTruthy();
    expect((await pageById(page.id))!.active).toBe(true);

    const header = await shop.db.selectFrom('pages').selectAll().where('menu', '=', MENU_CODES.HEADER).where('parent_id', 'is', null).orderBy('position').orderBy('id').execute();
    const second = header[1]!;
    await user.click(screen.getByRole('button', { name: `Pomeri „${second.names[0]}“ gore` }));
    expect(await screen.findByText('Redosled stranica je sačuvan.', {}, WAIT)).toBeTruthy();
    const items = sentOperations('SortPages').at(-1)!.variables['items'] as { id: string; position: number }[];
    expect(items.slice(0, 2)).toEqual([
      { id: String(second.id), position: 1, parent_id: null },
      { id: String(header[0]!.id), position: 2, parent_id: null },
    ]);
    expect((await pageById(second.id))!.position).toBe(1);
  });

  it('shows why a locked page cannot be deleted, and deletes another after confirming', async () => {
    await signInAsDemoAdmin(shop.db);
    const locked = await firstPage(true);
    const { user, unmount } = renderApp(`/cms/pages/${locked.id}`);
    const button = (await screen.findByRole('button', { name: 'Obriši stranicu' }, WAIT)) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe('page-delete-locked');
    expect(document.getElementById('page-delete-locked')!.textContent).toContain(locked.code!);
    unmount();

    const other = await firstPage(false);
    const again = renderApp(`/cms/pages/${other.id}`);
    // Asked in the page (the browser's confirm() is not there to answer).
    await again.user.click(await screen.findByRole('button', { name: 'Obriši stranicu' }, WAIT));
    const question = screen.getByRole('alertdialog');
    expect(question.textContent).toContain(other.names[0]!);
    await again.user.click(within(question).getByRole('button', { name: 'Da, obriši' }));
    expect(await screen.findByText(`Stranica „${other.names[0]}“ je obrisana.`, {}, WAIT)).toBeTruthy();
    expect(await pageById(other.id)).toBeUndefined();
    await waitFor(() => expect(again.router.state.location.pathname).toBe('/cms/pages'), WAIT);
    void user;
  });
});
