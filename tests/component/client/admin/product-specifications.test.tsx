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
    signInAsDemoAdmin(shop.db);
    const product = shop.db.products[0]!;
    // Storage and RAM were entered in Serbian only, as a product created in Serbian has them.
    product.specifications = [
      { filter_id: 1, values: ['Tamnoplava', 'Navy'] },
      { filter_id: 2, values: ['128 GB', ''] },
      { filter_id: 3, values: ['8 GB', ''] },
      { filter_id: 4, values: ['6,6"', '6.6"'] },
    ];
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
      { filter_id: '1', value: 'Dark blue' },
      { filter_id: '4', value: '' },
    ]);
    const saved = shop.db.products.find((candidate) => candidate.id === product.id)!;
    expect(saved.specifications.map((spec) => [spec.filter_id, spec.values])).toEqual([
      [1, ['Tamnoplava', 'Dark blue']],
      [2, ['128 GB', '']],
      [3, ['8 GB', '']],
      [4, ['6,6"', '']],
    ]);
  });
});
