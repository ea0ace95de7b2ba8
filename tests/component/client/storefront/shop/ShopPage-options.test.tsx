import '../../../support/happy-dom-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, sentOperations, useTestShop } from '../../../support/test-shop';

useTestShop();

const WAIT = { timeout: 10_000 };
const countText = () => screen.getByRole('region', { name: /Proizvodi|Products/ }).querySelector('.shop-count')!.textContent;

/** The products' options (issue 27) in the filter panel: the demo's shoes in sizes, offered and picked as a filter's values are. */
describe('shop listing option filters', () => {
  it('offers the sizes in stock with their counts; a size narrows the listing by name in the query string, as a chip too', async () => {
    const { user, router } = renderApp('/prodavnica');
    const sizes = await screen.findByRole('group', { name: 'Veličina' }, WAIT);
    // Fourteen sizes: the first eight, then all of them in the order shoppers read sizes (S to XXL as the shop lists them, not L, M, S).
    const labels = () => within(screen.getByRole('group', { name: 'Veličina' })).getAllByRole('checkbox').map((box) => box.closest('label')!.textContent!.replace(/\s*\(\d+\)$/, ''));
    expect(labels()).toEqual(['38', '39', '40', '41', '42', '43', '44', '45']);
    await user.click(within(sizes).getByRole('button', { name: /14/ }));
    expect(labels()).toEqual(['38', '39', '40', '41', '42', '43', '44', '45', '46', 'S', 'M', 'L', 'XL', 'XXL']);
    const size42 = within(sizes).getByRole('checkbox', { name: /^42 \(\d+\)$/ });
    const count = Number(/\((\d+)\)/.exec(size42.closest('label')!.textContent!)![1]);

    await user.click(size42);
    await waitFor(() => expect(decodeURIComponent(router.state.location.search)).toBe('?filteri=Veličina:42'));
    await waitFor(() => expect(countText()).toBe(`Proizvoda: ${count}`), WAIT);
    expect(sentOperations('GetProducts').at(-1)?.variables).toMatchObject({ filters: [{ name: 'Veličina', values: ['42'] }] });
    expect((within(screen.getByRole('group', { name: 'Veličina' })).getByRole('checkbox', { name: /^42/ }) as HTMLInputElement).checked).toBe(true);
    const chips = screen.getByRole('navigation', { name: 'Izabrani filteri' });
    expect(within(chips).getAllByRole('link').map((link) => link.textContent)).toContain('Veličina: 42');
  });

  it('reads a size from an English address ("Size:42"), names the option in English, and switches language with the size named in Serbian', async () => {
    const { user } = renderApp('/shop?filters=Size:42');
    const sizes = await screen.findByRole('group', { name: 'Size' }, WAIT);
    expect((within(sizes).getByRole('checkbox', { name: /^42 \(\d+\)$/ }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(sentOperations('GetProducts').at(-1)?.variables).toMatchObject({ filters: [{ name: 'Size', values: ['42'] }] }), WAIT);
    const serbian = screen.getByRole('link', { name: 'RS' });
    await waitFor(() => expect(decodeURIComponent(serbian.getAttribute('href')!)).toBe('/prodavnica?filteri=Veličina:42'), WAIT);
    await user.click(serbian);
    expect(await screen.findByRole('group', { name: 'Veličina' }, WAIT)).toBeTruthy();
  });

  it('shows a colour sold in swatches with its swatch beside its name, and a colour products are only described by without one', async () => {
    renderApp('/prodavnica');
    const colours = await screen.findByRole('group', { name: 'Boja' }, WAIT);
    const label = (name: string) => within(colours).getByRole('checkbox', { name: new RegExp(`^${name} \\(\\d+\\)$`) }).closest('label')!;
    expect((label('Crna').querySelector('.facet-swatch') as HTMLElement | null)?.style.backgroundColor).toBeTruthy();
    expect(label('Inox').querySelector('.facet-swatch')).toBeNull();
  });
});
