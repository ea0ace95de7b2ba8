import '../../../support/happy-dom-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, sentOperations, useTestShop } from '../../../support/test-shop';

useTestShop();

const WAIT = { timeout: 10_000 };

describe('brands', () => {
  it('lists every brand with its logo, linking to its shop', async () => {
    const { user, router } = renderApp('/brendovi');
    expect(await screen.findByRole('heading', { level: 1, name: 'Brendovi' }, WAIT)).toBeTruthy();
    const samsung = screen.getByRole('link', { name: /Samsung/ });
    expect(samsung.getAttribute('href')).toBe('/brend/samsung');
    // The logo beside the brand's name in one link: drawn, but read once (by the name), so its alt is empty.
    expect(samsung.querySelector('img')!.getAttribute('src')).toMatch(/^\/storage\//);
    expect(samsung.querySelector('img')!.getAttribute('alt')).toBe('');
    expect(screen.getByRole('main').querySelectorAll('.brand-list li').length).toBeGreaterThanOrEqual(12);
    await user.click(samsung);
    await waitFor(() => expect(router.state.location.pathname).toBe('/brend/samsung'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Samsung' }, WAIT)).toBeTruthy();
  });

  it('links to the English brand shops under /brands', async () => {
    renderApp('/brands');
    expect(await screen.findByRole('heading', { level: 1, name: 'Brands' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Apple/ }).getAttribute('href')).toBe('/brand/apple');
  });
});

describe('brand shop', () => {
  it("lists only the brand's products, with its categories and their counts, and no brand filter", async () => {
    const { user, router } = renderApp('/brend/samsung');
    expect(await screen.findByRole('heading', { level: 1, name: 'Samsung' }, WAIT)).toBeTruthy();
    expect(sentOperations('GetProducts').at(-1)?.variables).toMatchObject({ brands: ['1'] });
    expect(screen.getByRole('main').querySelector('.shop-count')!.textContent).toBe('Proizvoda: 30');
    expect(screen.queryByRole('group', { name: 'Brendovi' })).toBeNull();
    const tree = screen.getByRole('navigation', { name: 'Kategorije' });
    const phones = await within(tree).findByRole('link', { name: 'Telefoni i tableti (16)' }, WAIT);
    expect(phones.getAttribute('href')).toBe('/brend/samsung/telefoni-i-tableti');
    await user.click(phones);
    expect(await screen.findByRole('heading', { level: 1, name: 'Telefoni i tableti' }, WAIT)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/brend/samsung/telefoni-i-tableti');
    expect(sentOperations('GetProducts').at(-1)?.variables).toMatchObject({ brands: ['1'], category_path: ['telefoni-i-tableti'] });
    const crumbs = screen.getByRole('navigation', { name: 'Putanja' });
    expect(within(crumbs).getByRole('link', { name: 'Samsung' }).getAttribute('href')).toBe('/brend/samsung');
  });

  it('shows the not-found screen for an unknown brand', async () => {
    renderApp('/brend/nepoznat-brend');
    expect(await screen.findByRole('heading', { name: 'Stranica ne postoji.' }, WAIT)).toBeTruthy();
  });
});
