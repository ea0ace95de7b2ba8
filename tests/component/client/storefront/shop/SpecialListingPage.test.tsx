import '../../../support/happy-dom-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, sentOperations, useTestShop } from '../../../support/test-shop';

useTestShop();


const WAIT = { timeout: 10_000 };
const results = () => screen.getByRole('region', { name: /Proizvodi|Products/ });

describe('special listings', () => {
  it('lists the products on action at /akcija, with every card on action', async () => {
    const { user, router } = renderApp('/akcija');
    expect(await screen.findByRole('heading', { level: 1, name: 'Akcija' }, WAIT)).toBeTruthy();
    expect(sentOperations('GetProducts').at(-1)?.variables).toMatchObject({ special: 'ACTION' });
    expect(results().querySelector('.shop-count')!.textContent).toBe('Proizvoda: 35');
    const cards = [...results().querySelectorAll('.product-card')];
    expect(cards.length).toBe(24);
    for (const card of cards) expect(within(card as HTMLElement).getByText('Akcija')).toBeTruthy();
    // The same controls as the shop: a brand narrows it in the spec's query string.
    await user.click(screen.getByRole('checkbox', { name: /^Samsung \(\d+\)$/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?brands=1'));
    await waitFor(() => expect(sentOperations('GetProducts').at(-1)?.variables).toMatchObject({ special: 'ACTION', brands: ['1'] }));
  });

  it('lists popular products at /popularno', async () => {
    renderApp('/popularno');
    expect(await screen.findByRole('heading', { level: 1, name: 'Popularno' }, WAIT)).toBeTruthy();
    expect(sentOperations('GetProducts').at(-1)?.variables).toMatchObject({ special: 'POPULAR' });
    for (const card of results().querySelectorAll('.product-card')) expect(within(card as HTMLElement).getByText('Popularno')).toBeTruthy();
  });

  it('lists new products at /novo', async () => {
    renderApp('/novo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Novo' }, WAIT)).toBeTruthy();
    expect(sentOperations('GetProducts').at(-1)?.variables).toMatchObject({ special: 'NEW' });
    expect(results().querySelector('.shop-count')!.textContent).toBe('Proizvoda: 22');
    for (const card of results().querySelectorAll('.product-card')) expect(within(card as HTMLElement).getByText('Novo')).toBeTruthy();
  });

  it("lists the campaign's group at /kampanja, keeping the campaign code through page changes", async () => {
    const { user, router } = renderApp('/kampanja?kampanja=zimska-akcija');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kampanja' }, WAIT)).toBeTruthy();
    expect(sentOperations('GetProducts').at(-1)?.variables).toMatchObject({ special: 'CAMPAIGN', campaign: 'zimska-akcija' });
    expect(results().querySelector('.shop-count')!.textContent).toBe('Proizvoda: 21');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sortiraj' }), 'NAME');
    await waitFor(() => expect(router.state.location.search).toBe('?sortiraj=2&kampanja=zimska-akcija'));
    await waitFor(() => expect(sentOperations('GetProducts').at(-1)?.variables).toMatchObject({ campaign: 'zimska-akcija', sort: 'NAME' }));
  });

  it('explains /kampanja without a campaign instead of listing nothing', async () => {
    renderApp('/kampanja');
    expect(await screen.findByText(/Nijedna kampanja nije izabrana/, {}, WAIT)).toBeTruthy();
    expect(sentOperations('GetProducts')).toHaveLength(0);
  });

  it('lists the campaign the shopper last arrived with when the link carried none', async () => {
    localStorage.setItem('campaigns', JSON.stringify([{ code: 'zimska-akcija', at: Date.now() }]));
    renderApp('/kampanja');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kampanja' }, WAIT)).toBeTruthy();
    expect(sentOperations('GetProducts').at(-1)?.variables).toMatchObject({ special: 'CAMPAIGN', campaign: 'zimska-akcija' });
  });
});
