import '../../support/happy-dom-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp, sentOperations, useTestShop } from '../../support/test-shop';
import { signInAsDemoAdmin, WAIT } from './admin-harness';
import { layOutInDocumentOrder } from './layout-in-order';

const shop = useTestShop();

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = layOutInDocumentOrder();
});
afterEach(() => restoreLayout());

/** Lifts the item by its handle, presses each arrow key, and drops it, all from the keyboard. */
async function dragWithKeys(user: ReturnType<typeof renderApp>['user'], handle: HTMLElement, keys: string) {
  handle.focus();
  await user.keyboard('[Space]');
  await waitFor(() => expect(handle.getAttribute('aria-pressed')).toBe('true'));
  await user.keyboard(keys);
  await user.keyboard('[Space]');
  await waitFor(() => expect(handle.hasAttribute('aria-pressed')).toBe(false));
}

describe('admin lists reordered by keyboard drag and drop', { timeout: 60_000 }, () => {
  it("moves a page of the header menu below the next one and saves the menu's order", async () => {
    await signInAsDemoAdmin(shop.db);
    const header = await shop.db.selectFrom('pages').select(['id', 'names', 'position']).where('menu', '=', 1).where('parent_id', 'is', null).orderBy('position').execute();
    expect(header.length).toBeGreaterThan(1);
    const { user } = renderApp('/cms/pages');
    const table = await screen.findByRole('table', { name: 'Zaglavlje' }, WAIT);
    await dragWithKeys(user, within(table).getByRole('button', { name: `Premesti „${header[0]!.names[0]}“` }), '[ArrowDown]');

    await waitFor(() => expect(sentOperations('SortPages')).toHaveLength(1), WAIT);
    const items = sentOperations('SortPages')[0]!.variables['items'] as { id: string; position: number }[];
    expect(items.slice(0, 2)).toEqual([
      { id: String(header[1]!.id), position: 1, parent_id: null },
      { id: String(header[0]!.id), position: 2, parent_id: null },
    ]);
    expect(await screen.findByText('Redosled stranica je sačuvan.', {}, WAIT)).toBeTruthy();
    const saved = await shop.db.selectFrom('pages').select(['id', 'position']).where('id', 'in', [header[0]!.id, header[1]!.id]).orderBy('position').execute();
    expect(saved.map((page) => page.id)).toEqual([header[1]!.id, header[0]!.id]);
  });

  it("drags a page's first design block below the second and saves the blocks' order", async () => {
    await signInAsDemoAdmin(shop.db);
    const { page_id: pageId } = await shop.db
      .selectFrom('blocks')
      .select('page_id')
      .groupBy('page_id')
      .having(sql`count(*)`, '>=', 2)
      .orderBy('page_id')
      .executeTakeFirstOrThrow();
    const order = async () => (await shop.db.selectFrom('blocks').select('id').where('page_id', '=', pageId).orderBy('position').execute()).map((row) => String(row.id));
    const before = await order();
    const { user } = renderApp(`/cms/pages/${pageId}`);
    const first = await screen.findByTestId(`block-${before[0]}`, {}, WAIT);
    await dragWithKeys(user, within(first).getByRole('button', { name: /^Premesti / }), '[ArrowDown]');

    await waitFor(() => expect(sentOperations('SortBlocks')).toHaveLength(1), WAIT);
    const moved = [before[1], before[0], ...before.slice(2)];
    expect(sentOperations('SortBlocks')[0]!.variables).toMatchObject({ page_id: String(pageId), ids: moved });
    expect(await screen.findByText('Redosled blokova je sačuvan.', {}, WAIT)).toBeTruthy();
    expect(await order()).toEqual(moved);
  });

  it("drags a product's first gallery image to the end, and the product is saved with that gallery order", async () => {
    await signInAsDemoAdmin(shop.db);
    const withGallery = await shop.db
      .selectFrom('product_gallery')
      .select(['product_id', sql<number>`count(*)::int`.as('images')])
      .groupBy('product_id')
      .having(sql`count(*)`, '>=', 2)
      .orderBy('product_id')
      .executeTakeFirstOrThrow();
    const galleryOf = async () =>
      (await shop.db.selectFrom('product_gallery').select('file_id').where('product_id', '=', withGallery.product_id).orderBy('position').execute()).map((row) => String(row.file_id));
    const before = await galleryOf();
    const { user } = renderApp(`/cms/products/${withGallery.product_id}`);
    const gallery = await screen.findByRole('list', { name: 'Galerija' }, WAIT);
    const handles = within(gallery).getAllByRole('button', { name: /^Premesti / });
    expect(handles).toHaveLength(before.length);
    await dragWithKeys(user, handles[0]!, '[ArrowDown]'.repeat(before.length - 1));
    await waitFor(() => expect(within(gallery).getAllByRole('listitem').map((item) => item.dataset['testid'])).toEqual([...before.slice(1), before[0]].map((id) => `gallery-${id}`)));

    await user.click(screen.getByRole('button', { name: 'Sačuvaj (srpski)' }));
    expect(await screen.findByText(/^Proizvod „.*“ je sačuvan\.$/, {}, WAIT)).toBeTruthy();
    expect(sentOperations('UpsertProduct')[0]!.variables['gallery_ids']).toEqual([...before.slice(1), before[0]]);
    expect(await galleryOf()).toEqual([...before.slice(1), before[0]]);
  });
});
