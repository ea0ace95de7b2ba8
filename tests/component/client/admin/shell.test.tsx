import '../../support/happy-dom-globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, sentOperations, useTestShop } from '../../support/test-shop';
import { signInAsDemoAdmin, WAIT } from './admin-harness';

const shop = useTestShop();

const linkNames = (list: HTMLElement) =>
  [...list.children].map((item) => item.querySelector(':scope > a')!.textContent);

describe('admin shell', () => {
  it('lists the menu by the spec positions, sub-entries under their entry', async () => {
    await signInAsDemoAdmin(shop.db);
    renderApp('/cms/products');
    const menu = await screen.findByRole('navigation', { name: 'Meni administracije' }, WAIT);
    const top = menu.querySelector(':scope > ul') as HTMLElement;
    expect(linkNames(top)).toEqual([
      'Kontrolna tabla',
      'Proizvodi',
      'Grupe',
      'Stranice',
      'Porudžbine',
      'Novosti',
      'Korisnici',
      'Bilten',
      'Administratori',
      'Podešavanja',
      'Fajlovi',
      'Posetioci uživo',
    ]);
    const products = within(menu).getByRole('link', { name: 'Proizvodi' }).parentElement!.querySelector('ul') as HTMLElement;
    expect(linkNames(products)).toEqual(['Kategorije', 'Brendovi', 'Statistika kategorija', 'Statistika brendova', 'Pretraga: uvid i sinonimi', 'Uvoz i izvoz proizvoda']);
    const pages = within(menu).getByRole('link', { name: 'Stranice' }).parentElement!.querySelector('ul') as HTMLElement;
    expect(linkNames(pages)).toEqual(['Baneri', 'Dizajn blokovi', 'Statistika banera']);
  });

  it('shows the admin not-found, inside the admin frame, for an unknown path', async () => {
    await signInAsDemoAdmin(shop.db);
    const { router } = renderApp('/cms/products');
    await screen.findByRole('navigation', { name: 'Meni administracije' }, WAIT);
    await act(() => router.navigate('/cms/nema/ovoga'));
    expect(await screen.findByRole('heading', { name: 'Stranica ne postoji.' }, WAIT)).toBeTruthy();
    // Still inside the admin frame, with its menu.
    expect(screen.getByRole('navigation', { name: 'Meni administracije' })).toBeTruthy();
  });

  it('switches the admin to English: texts, and the Lang header of the requests', async () => {
    await signInAsDemoAdmin(shop.db);
    const { user } = renderApp('/cms/products');
    await screen.findByRole('heading', { name: 'Proizvodi', level: 1 }, WAIT);
    await user.click(screen.getByRole('button', { name: 'EN' }));
    expect(await screen.findByRole('heading', { name: 'Products', level: 1 }, WAIT)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Administration menu' })).toBeTruthy();
    await waitFor(() => expect(sentOperations('GetProductsWithPagination').at(-1)!.headers.get('lang')).toBe('1'));
    expect(screen.getByRole('button', { name: 'EN' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the dashboard: today, visitors now and the most viewed products', async () => {
    await signInAsDemoAdmin(shop.db);
    renderApp('/cms/dashboard');
    expect(await screen.findByRole('heading', { name: 'Kontrolna tabla', level: 1 }, WAIT)).toBeTruthy();
    const figures = await screen.findByText('Porudžbine danas', {}, WAIT);
    expect(figures.closest('dl')!.textContent).toMatch(/Posetioci sada\d+/);
    expect(figures.closest('dl')!.textContent).toMatch(/Promet danas[\d\u00a0]+,\d{2} RSD/);
    const table = await screen.findByRole('table', {}, WAIT);
    expect(within(table).getAllByRole('link').length).toBeGreaterThan(0);
    expect(within(table).getAllByRole('link')[0]!.getAttribute('href')).toMatch(/^\/cms\/products\/\d+$/);
  });
});
