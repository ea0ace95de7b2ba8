import '../../../support/happy-dom-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp, sentOperations, useTestShop } from '../../../support/test-shop';
import { signInAsDemoAdmin, WAIT } from '../admin-harness';
import { serbianIs } from '../admin-rows';
import { layOutInDocumentOrder } from '../layout-in-order';

const shop = useTestShop();

const categoryNamed = (name: string) => shop.db.selectFrom('categories').selectAll().where(serbianIs('names', name)).executeTakeFirstOrThrow();
const tree = () => screen.getByRole('list', { name: 'Stablo kategorija' });
const topNames = () =>
  within(tree())
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === tree())
    .map((item) => within(item).getAllByRole('link')[0]!.textContent);

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = layOutInDocumentOrder();
});
afterEach(() => restoreLayout());

describe('admin category tree: drag and drop from the keyboard', { timeout: 60_000 }, () => {
  it('lifts a category with Space, moves it down two places with the arrows, drops it, and saves that order', async () => {
    await signInAsDemoAdmin(shop.db);
    const top = await shop.db.selectFrom('categories').selectAll().where('parent_id', 'is', null).orderBy('position').execute();
    const [first, second, third] = top.map((category) => category.names[0]!);
    const { user } = renderApp('/cms/categories');
    const handle = await screen.findByRole('button', { name: `Premesti „${first}“` }, WAIT);
    expect(handle.getAttribute('aria-roledescription')).toBe('premestiva stavka');
    expect(document.getElementById(handle.getAttribute('aria-describedby')!)!.textContent).toMatch(/^Da premestite stavku, pritisnite razmak ili Enter\./);

    handle.focus();
    await user.keyboard('[Space]');
    await waitFor(() => expect(screen.getByText(`Podignuto: „${first}“, mesto 1 od ${top.length}.`)).toBeTruthy());
    await user.keyboard('[ArrowDown]');
    await waitFor(() => expect(screen.getByText(`„${first}“ je sada na mestu 2 od ${top.length}.`)).toBeTruthy());
    await user.keyboard('[ArrowDown]');
    await waitFor(() => expect(screen.getByText(`„${first}“ je sada na mestu 3 od ${top.length}.`)).toBeTruthy());
    await user.keyboard('[Space]');
    await waitFor(() => expect(screen.getByText(`„${first}“ je spušteno na mesto 3 od ${top.length}.`)).toBeTruthy());

    await waitFor(() => expect(sentOperations('SortCategories')).toHaveLength(1), WAIT);
    const items = sentOperations('SortCategories')[0]!.variables['items'] as { id: string; position: number; parent_id: string | null }[];
    expect(items.slice(0, 3)).toEqual([
      { id: String(top[1]!.id), position: 1, parent_id: null },
      { id: String(top[2]!.id), position: 2, parent_id: null },
      { id: String(top[0]!.id), position: 3, parent_id: null },
    ]);
    expect(await screen.findByText('Redosled kategorija je sačuvan.', {}, WAIT)).toBeTruthy();
    const saved = await Promise.all([first!, second!, third!].map(async (name) => (await categoryNamed(name)).position));
    expect(saved).toEqual([3, 1, 2]);
    expect(topNames().slice(0, 3)).toEqual([second, third, first]);
  });

  it('moves a subcategory only among its siblings, and Escape puts it back without saving', async () => {
    await signInAsDemoAdmin(shop.db);
    const parent = await categoryNamed('Računari');
    const children = await shop.db.selectFrom('categories').selectAll().where('parent_id', '=', parent.id).orderBy('position').execute();
    expect(children.length).toBeGreaterThan(1);
    const last = children.at(-1)!.names[0]!;
    const { user } = renderApp('/cms/categories');
    const handle = await screen.findByRole('button', { name: `Premesti „${last}“` }, WAIT);

    handle.focus();
    await user.keyboard('[Space]');
    await waitFor(() => expect(screen.getByText(`Podignuto: „${last}“, mesto ${children.length} od ${children.length}.`)).toBeTruthy());
    // Below the last sibling lie other parents' categories: the item stays in its own group.
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[ArrowUp]');
    await waitFor(() => expect(screen.getByText(`„${last}“ je sada na mestu ${children.length - 1} od ${children.length}.`)).toBeTruthy());
    await user.keyboard('[Escape]');
    await waitFor(() => expect(screen.getByText(`Premeštanje je otkazano; „${last}“ je ostalo na mestu ${children.length} od ${children.length}.`)).toBeTruthy());
    expect(sentOperations('SortCategories')).toHaveLength(0);
  });
});
