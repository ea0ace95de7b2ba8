import '../../../support/happy-dom-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, sentOperations, useTestShop } from '../../../support/test-shop';

useTestShop();

const WAIT = { timeout: 10_000 };

describe('CMS pages', () => {
  it('shows a plain page: its name as the heading, its text and its design blocks', async () => {
    renderApp('/o-nama');
    expect(await screen.findByRole('heading', { level: 1, name: 'O nama' }, WAIT)).toBeTruthy();
    expect(screen.getByText(/Izlog je online prodavnica elektronike/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Naša priča' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Brendovi sa kojima radimo' })).toBeTruthy();
    await waitFor(() => expect(document.title).toContain('O nama'));
  });

  it('shows the same page in English at its English slug', async () => {
    renderApp('/about-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' }, WAIT)).toBeTruthy();
    expect(screen.getByText(/Izlog is an online shop/)).toBeTruthy();
  });

  it("shows a shop-template page as a listing of its group, taking the category path after its slug", async () => {
    const { user, router } = renderApp('/zimska-akcija');
    expect(await screen.findByRole('heading', { level: 1, name: 'Zimska akcija' }, WAIT)).toBeTruthy();
    expect(screen.getByText(/Izdvojeni proizvodi po akcijskim cenama/)).toBeTruthy();
    expect(sentOperations('GetProducts').at(-1)?.variables).toMatchObject({ group_id: '5' });
    expect(screen.getByRole('main').querySelectorAll('.shop-grid .product-card').length).toBeGreaterThan(0);
    const tree = screen.getByRole('navigation', { name: 'Kategorije' });
    const appliances = await within(tree).findByRole('link', { name: /^Bela tehnika \(\d+\)$/ }, WAIT);
    expect(appliances.getAttribute('href')).toBe('/zimska-akcija/bela-tehnika');
    await user.click(appliances);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bela tehnika' }, WAIT)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/zimska-akcija/bela-tehnika');
    expect(sentOperations('GetProducts').at(-1)?.variables).toMatchObject({ group_id: '5', category_path: ['bela-tehnika'] });
    const crumbs = screen.getByRole('navigation', { name: 'Putanja' });
    expect(within(crumbs).getByRole('link', { name: 'Zimska akcija' }).getAttribute('href')).toBe('/zimska-akcija');
    // Its filters narrow it in the spec's query string, as in the shop.
    await user.click(within(screen.getByRole('group', { name: 'Boja' })).getAllByRole('checkbox')[0]!);
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?filteri=[^:]+:/));
  });

  it('shows the not-found screen for an unknown category under a shop-template page', async () => {
    renderApp('/zimska-akcija/nema-ove-kategorije');
    expect(await screen.findByRole('heading', { name: 'Stranica ne postoji.' }, WAIT)).toBeTruthy();
  });
});
