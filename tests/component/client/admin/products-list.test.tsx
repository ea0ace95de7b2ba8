import '../../support/happy-dom-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { renderApp, sentOperations, useTestShop } from '../../support/test-shop';
import { signInAsDemoAdmin, WAIT } from './admin-harness';
import { rowCount } from './admin-rows';

const shop = useTestShop();

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const lastListVariables = () => sentOperations('GetProductsWithPagination').at(-1)!.variables;

describe('admin product list', () => {
  it('pages through every product, the page kept in the URL', async () => {
    await signInAsDemoAdmin(shop.db);
    const { user, router } = renderApp('/cms/products');
    expect(await screen.findByText(`Ukupno proizvoda: ${await rowCount(shop.db, 'products')}`, {}, WAIT)).toBeTruthy();
    expect(rows()).toHaveLength(20);
    const firstPageNames = rows().map((row) => row.textContent);
    await user.click(screen.getByRole('link', { name: 'Sledeća →' }));
    await waitFor(() => expect(screen.getByText(/Strana 2 od \d+/)).toBeTruthy(), WAIT);
    expect(router.state.location.search).toBe('?page=2');
    expect(lastListVariables()).toMatchObject({ page: 2, first: 20 });
    await waitFor(() => expect(rows().map((row) => row.textContent)).not.toEqual(firstPageNames), WAIT);
  });

  it('searches and sorts by views (an admin-only order), both in the URL, back to page 1', async () => {
    await signInAsDemoAdmin(shop.db);
    const { user, router } = renderApp('/cms/products?page=3');
    await screen.findByText(/Strana 3 od/, {}, WAIT);
    await user.selectOptions(screen.getByLabelText('Redosled'), 'Najviše pregleda');
    await waitFor(() => expect(router.state.location.search).toBe('?order=8'));
    await waitFor(() => expect(lastListVariables()).toMatchObject({ sort: 'VIEWS', page: 1 }));

    await user.type(screen.getByLabelText('Pretraga po nazivu ili šifri'), 'Samsung');
    await user.click(screen.getByRole('button', { name: 'Traži' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=Samsung&order=8'));
    await waitFor(() => expect(lastListVariables()).toMatchObject({ search: 'Samsung', sort: 'VIEWS' }));
    await waitFor(() => {
      for (const row of rows()) expect(row.textContent).toMatch(/samsung/i);
    }, WAIT);
    // Most viewed first.
    const views = rows().map((row) => Number(row.querySelector('td[data-label="Pregledi"]')!.textContent));
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  it('filters by brand and status, and links each row to its product', async () => {
    await signInAsDemoAdmin(shop.db);
    const { user, router } = renderApp('/cms/products');
    await screen.findByText(/Ukupno proizvoda/, {}, WAIT);
    const brand = await shop.db.selectFrom('brands').select(['id', 'names']).orderBy('id').executeTakeFirstOrThrow();
    await waitFor(() => expect(within(screen.getByLabelText('Brend')).getAllByRole('option').length).toBeGreaterThan(1), WAIT);
    await user.selectOptions(screen.getByLabelText('Brend'), brand.names[0]!);
    await user.selectOptions(screen.getByLabelText('Status'), 'Aktivni');
    await waitFor(() => expect(router.state.location.search).toBe(`?brand=${brand.id}&status=active`));
    await waitFor(() => expect(lastListVariables()).toMatchObject({ brand_id: String(brand.id), active: true }));
    const { expected } = await shop.db
      .selectFrom('products')
      .select(sql<number>`count(*)::int`.as('expected'))
      .where('brand_id', '=', brand.id)
      .where('active', '=', true)
      .executeTakeFirstOrThrow();
    expect(await screen.findByText(`Ukupno proizvoda: ${expected}`, {}, WAIT)).toBeTruthy();
    const link = within(rows()[0]!).getByRole('link');
    expect(link.getAttribute('href')).toMatch(/^\/cms\/products\/\d+$/);
  });

  it('says so when nothing matches', async () => {
    await signInAsDemoAdmin(shop.db);
    renderApp('/cms/products?search=nema-takvog-proizvoda-xyz');
    expect(await screen.findByText(/Nijedan proizvod ne odgovara pretrazi/, {}, WAIT)).toBeTruthy();
  });
});
