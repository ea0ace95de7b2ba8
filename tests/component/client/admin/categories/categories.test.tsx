import '../../../support/happy-dom-globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, sentOperations, useTestShop } from '../../../support/test-shop';
import { signInAsDemoAdmin, WAIT } from '../admin-harness';
import { rowCount, serbianIs } from '../admin-rows';

const shop = useTestShop();

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const categoryNamed = (name: string) => shop.db.selectFrom('categories').selectAll().where(serbianIs('names', name)).executeTakeFirstOrThrow();
const categoryExists = async (id: number) => (await shop.db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
const tree = () => screen.getByRole('list', { name: 'Stablo kategorija' });

async function replaceText(user: UserEvent, field: HTMLInputElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('admin categories', { timeout: 60_000 }, () => {
  it('counts a parent category\'s products as the storefront\'s menu does, its subcategories\' included', async () => {
    // The storefront's menu: every top-level category with its count.
    const storefront = renderApp('/prodavnica');
    const menu = await screen.findByRole('navigation', { name: 'Kategorije' }, WAIT);
    await waitFor(() => expect(menu.querySelectorAll(':scope > ul > li').length).toBeGreaterThan(2), WAIT);
    const shown = new Map(
      [...menu.querySelectorAll(':scope > ul > li > a')].map((link) => [
        link.firstChild!.textContent!.trim(),
        Number(link.querySelector('.category-count')!.textContent!.replace(/\D/g, '')),
      ]),
    );
    storefront.unmount();

    await signInAsDemoAdmin(shop.db);
    renderApp('/cms/categories');
    await screen.findByRole('list', { name: 'Stablo kategorija' }, WAIT);
    let parents = 0;
    for (const [name, count] of shown) {
      const row = within(tree()).getByRole('link', { name }).closest('.catalog-tree-row')!;
      expect(row.querySelector('.catalog-tree-counts')!.textContent, name).toMatch(new RegExp(`^proizvoda: ${count} ·`));
      if ((await shop.db.selectFrom('categories').select('id').where('parent_id', '=', (await categoryNamed(name)).id).execute()).length > 0) parents += 1;
    }
    expect(parents).toBeGreaterThan(0);
  });

  it('creates a subcategory with a slug made from its name, and the tree shows it under its parent', async () => {
    await signInAsDemoAdmin(shop.db);
    const parent = await categoryNamed('Računari');
    const count = await rowCount(shop.db, 'categories');
    const { user, router } = renderApp('/cms/categories/new');
    await screen.findByRole('list', { name: 'Stablo kategorija' }, WAIT);
    await user.type(input(/^Naziv/), 'Gejming oprema');
    expect(input(/^Slug/).value).toBe('gejming-oprema');
    await user.selectOptions(screen.getByLabelText(/^Nadređena kategorija/), parent.id.toString());
    await user.click(screen.getByRole('button', { name: 'Sačuvaj (srpski)' }));

    expect(await screen.findByText('Kategorija „Gejming oprema“ je sačuvana.', {}, WAIT)).toBeTruthy();
    expect(await rowCount(shop.db, 'categories')).toBe(count + 1);
    const created = await shop.db.selectFrom('categories').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(created).toMatchObject({ parent_id: parent.id });
    expect(created.names[0]).toBe('Gejming oprema');
    expect(created.slugs[0]).toBe('gejming-oprema');
    expect(sentOperations('UpsertCategory')[0]!.headers.get('lang')).toBe('0');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/cms/categories/${created.id}`), WAIT);
    const parentItem = within(tree()).getByRole('link', { name: 'Računari' }).closest('li')!;
    await waitFor(() => expect(within(parentItem).getByRole('link', { name: 'Gejming oprema' })).toBeTruthy(), WAIT);
  });

  it('edits the name in the chosen language and shows both translations', async () => {
    await signInAsDemoAdmin(shop.db);
    const category = await categoryNamed('Tableti');
    const { user } = renderApp(`/cms/categories/${category.id}`);
    await waitFor(() => expect(input(/^Naziv/).value).toBe('Tableti'), WAIT);
    const translations = screen.getByRole('table', { name: 'Prevodi' });
    expect(within(translations).getByText('Tablets')).toBeTruthy();

    await replaceText(user, input(/^Naziv/), 'Tablet računari');
    await user.click(screen.getByRole('button', { name: 'Sačuvaj (srpski)' }));
    expect(await screen.findByText('Kategorija „Tablet računari“ je sačuvana.', {}, WAIT)).toBeTruthy();
    expect((await categoryNamed('Tablet računari')).names).toEqual(['Tablet računari', 'Tablets']);
    await waitFor(() => expect(within(tree()).getByRole('link', { name: 'Tablet računari' })).toBeTruthy(), WAIT);
    expect(within(tree()).queryByRole('link', { name: 'Tableti' })).toBeNull();
  });

  it('asks before deleting a category and removes it from the tree after the confirmation', async () => {
    await signInAsDemoAdmin(shop.db);
    const category = await categoryNamed('Miševi');
    const { user, router } = renderApp(`/cms/categories/${category.id}`);
    await waitFor(() => expect(input(/^Naziv/).value).toBe('Miševi'), WAIT);
    await user.click(screen.getByRole('button', { name: 'Obriši kategoriju' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('Obrisati kategoriju „Miševi“?');
    await user.click(within(dialog).getByRole('button', { name: 'Otkaži' }));
    expect(sentOperations('DeleteCategory')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Obriši kategoriju' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Da, obriši' }));
    expect(await screen.findByText('Kategorija „Miševi“ je obrisana.', {}, WAIT)).toBeTruthy();
    expect(await categoryExists(category.id)).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cms/categories'), WAIT);
    await waitFor(() => expect(within(tree()).queryByRole('link', { name: 'Miševi' })).toBeNull(), WAIT);
  });

  it("shows the server's refusal to delete a category with subcategories", async () => {
    await signInAsDemoAdmin(shop.db);
    const category = await categoryNamed('Računarska oprema');
    const { user } = renderApp(`/cms/categories/${category.id}`);
    await waitFor(() => expect(input(/^Naziv/).value).toBe('Računarska oprema'), WAIT);
    await user.click(screen.getByRole('button', { name: 'Obriši kategoriju' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Da, obriši' }));
    expect(await screen.findByText('Kategorija ima podkategorije.', {}, WAIT)).toBeTruthy();
    expect(await categoryExists(category.id)).toBe(true);
  });

  it('moves a category up with the keyboard buttons and saves the new order with SortCategories', async () => {
    await signInAsDemoAdmin(shop.db);
    const first = await categoryNamed('Telefoni i tableti');
    const second = await categoryNamed('Računari');
    expect([first.position, second.position]).toEqual([1, 2]);
    const { user } = renderApp('/cms/categories');
    const up = await screen.findByRole('button', { name: 'Pomeri „Računari“ gore' }, WAIT);
    expect((screen.getByRole('button', { name: 'Pomeri „Telefoni i tableti“ gore' }) as HTMLButtonElement).disabled).toBe(true);
    up.focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(sentOperations('SortCategories')).toHaveLength(1), WAIT);
    const items = sentOperations('SortCategories')[0]!.variables['items'] as { id: string; position: number; parent_id: string | null }[];
    expect(items.slice(0, 2)).toEqual([
      { id: String(second.id), position: 1, parent_id: null },
      { id: String(first.id), position: 2, parent_id: null },
    ]);
    expect(await screen.findByText('Redosled kategorija je sačuvan.', {}, WAIT)).toBeTruthy();
    expect([(await categoryNamed('Računari')).position, (await categoryNamed('Telefoni i tableti')).position]).toEqual([1, 2]);
    const topNames = within(tree())
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === tree())
      .map((item) => within(item).getAllByRole('link')[0]!.textContent);
    expect(topNames.slice(0, 2)).toEqual(['Računari', 'Telefoni i tableti']);
  });

  it("shows the server's refusal of a taken slug beside the field and keeps what was typed", async () => {
    await signInAsDemoAdmin(shop.db);
    const existing = await categoryNamed('Računari');
    const count = await rowCount(shop.db, 'categories');
    const { user } = renderApp('/cms/categories/new');
    await screen.findByRole('list', { name: 'Stablo kategorija' }, WAIT);
    await user.type(input(/^Naziv/), 'Računari');
    expect(input(/^Slug/).value).toBe(existing.slugs[0]);
    await user.click(screen.getByRole('button', { name: 'Sačuvaj (srpski)' }));

    const slug = input(/^Slug/);
    await waitFor(() => expect(slug.getAttribute('aria-invalid')).toBe('true'), WAIT);
    const message = document.getElementById(slug.getAttribute('aria-describedby')!.split(' ').at(-1)!)!;
    expect(message.textContent).toBe('Ovaj slug je već zauzet.');
    expect(slug.value).toBe(existing.slugs[0]);
    expect(input(/^Naziv/).value).toBe('Računari');
    expect(await rowCount(shop.db, 'categories')).toBe(count);
  });

  it('checks the required name before sending', async () => {
    await signInAsDemoAdmin(shop.db);
    const { user } = renderApp('/cms/categories/new');
    await screen.findByRole('list', { name: 'Stablo kategorija' }, WAIT);
    await user.click(screen.getByRole('button', { name: 'Sačuvaj (srpski)' }));
    expect(input(/^Naziv/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Ovo polje je obavezno.').length).toBeGreaterThan(0);
    expect(sentOperations('UpsertCategory')).toHaveLength(0);
  });
});
