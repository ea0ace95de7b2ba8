import '../../support/happy-dom-globals';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, sentOperations, useTestShop } from '../../support/test-shop';
import { signInAsDemoAdmin, WAIT } from './admin-harness';

const shop = useTestShop();

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const hintOf = (field: HTMLInputElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe("admin product's specifications in English", { timeout: 60_000 }, () => {
  it('shows what each filter holds, and a save in English keeps every Serbian value', async () => {
    await signInAsDemoAdmin(shop.db);
    const product = await shop.db.selectFrom('products').select(['id', 'names', 'group_id']).orderBy('id').executeTakeFirstOrThrow();
    const filters = await shop.db.selectFrom('filters').select(['id', 'names']).where('group_id', '=', product.group_id!).execute();
    const filterId = (english: string) => filters.find((filter) => filter.names[1] === english)!.id;
    const [colour, storage, ram, screenSize] = ['Colour', 'Storage', 'RAM', 'Screen size'].map(filterId) as [number, number, number, number];
    // Storage and RAM were entered in Serbian only, as a product created in Serbian has them.
    const specifications: [number, string[]][] = [
      [colour, ['Tamnoplava', 'Navy']],
      [storage, ['128 GB', '']],
      [ram, ['8 GB', '']],
      [screenSize, ['6,6"', '6.6"']],
    ];
    await shop.db.deleteFrom('product_specifications').where('product_id', '=', product.id).execute();
    await shop.db
      .insertInto('product_specifications')
      .values(specifications.map(([filter_id, values]) => ({ product_id: product.id, filter_id, values })))
      .execute();
    const { user } = renderApp(`/cms/products/${product.id}`);
    await waitFor(() => expect(input(/^Naziv/).value).toBe(product.names[0]), WAIT);
    await user.click(screen.getByRole('button', { name: 'EN' }));
    await waitFor(() => expect(input(/^Name/).value).toBe(product.names[1]), WAIT);

    // The English values, and where there is none, what the English shop shows instead.
    await waitFor(() => expect(input(/^Colour/).value).toBe('Navy'), WAIT);
    expect(input(/^Screen size/).value).toBe('6.6"');
    expect(input(/^Storage/).value).toBe('');
    expect(input(/^Storage/).placeholder).toBe('128 GB');
    expect(hintOf(input(/^Storage/))).toContain('Not translated yet: the English shop shows "128 GB".');
    expect(hintOf(input(/^RAM/))).toContain('"8 GB"');

    await user.clear(input(/^Colour/));
    await user.type(input(/^Colour/), 'Dark blue');
    await user.clear(input(/^Screen size/));
    await user.click(screen.getByRole('button', { name: 'Save (English)' }));
    await waitFor(() => expect(sentOperations('UpsertProduct')).toHaveLength(1), WAIT);
    expect(await screen.findByText(`Product "${product.names[1]}" has been saved.`, {}, WAIT)).toBeTruthy();

    // Only what was changed is sent; the values it did not touch are not sent again.
    const sent = sentOperations('UpsertProduct')[0]!;
    expect(sent.headers.get('lang')).toBe('1');
    expect(sent.variables['specifications']).toEqual([
      { filter_id: String(colour), value: 'Dark blue' },
      { filter_id: String(screenSize), value: '' },
    ]);
    const saved = await shop.db
      .selectFrom('product_specifications')
      .innerJoin('filters', 'filters.id', 'product_specifications.filter_id')
      .select(['product_specifications.filter_id', 'product_specifications.values'])
      .where('product_specifications.product_id', '=', product.id)
      .orderBy('filters.position')
      .execute();
    expect(saved.map((spec) => [spec.filter_id, spec.values])).toEqual([
      [colour, ['Tamnoplava', 'Dark blue']],
      [storage, ['128 GB', '']],
      [ram, ['8 GB', '']],
      [screenSize, ['6,6"', '']],
    ]);
  });
});
