import '../../../support/happy-dom-globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentClientId, currentSessionId } from '../../../../../src/client/lib/session/identity';
import { renderApp, sentOperations, useTestShop } from '../../../support/test-shop';

const shop = useTestShop();

const A55_SR = '/proizvod/telefoni-i-tableti/mobilni-telefoni/android-telefoni/1/mobilni-telefon-samsung-galaxy-a55-5g-8-128-gb';
const A55_NAME = 'Mobilni telefon Samsung Galaxy A55 5G 8/128 GB';
const nameOf = async (id: number, lang: 0 | 1 = 0) => (await shop.db.selectFrom('products').select('names').where('id', '=', id).executeTakeFirstOrThrow()).names[lang]!;
const storedWishlist = () => JSON.parse(localStorage.getItem('wishlist') ?? 'null') as unknown;

describe('wishlist toggle', () => {
  it('adds with the client, session and the campaign the shopper arrived with, and removes without counting', async () => {
    const { user, router } = renderApp('/?kampanja=black-friday-2026');
    await waitFor(() => expect(localStorage.getItem('campaigns')).toContain('black-friday-2026'), { timeout: 10_000 });
    await act(() => router.navigate(A55_SR));
    const heading = await screen.findByRole('heading', { level: 1, name: A55_NAME }, { timeout: 10_000 });
    const buy = heading.closest('.product-buy') as HTMLElement;
    const heart = within(buy).getByRole('button', { name: `Sačuvaj na listi želja: ${A55_NAME}` });
    expect(heart.getAttribute('aria-pressed')).toBe('false');

    await user.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(storedWishlist()).toEqual(['1']);
    expect(await screen.findByText('Dodato na listu želja')).toBeTruthy();
    await waitFor(() => expect(sentOperations('CreateWishlistAdded')).toHaveLength(1));
    expect(sentOperations('CreateWishlistAdded')[0]!.variables).toEqual({
      product_id: '1',
      client: currentClientId(),
      session: currentSessionId(),
      campaign: 'black-friday-2026',
    });
    const added = () => shop.db.selectFrom('wishlist_added').select(['product_id', 'client', 'campaign']).where('session', '=', currentSessionId()).execute();
    await waitFor(async () => expect(await added()).toEqual([{ product_id: 1, client: currentClientId(), campaign: 'black-friday-2026' }]));
    // Only this product's heart is pressed: the connected products' stay as they were.
    const connected = screen.getByRole('heading', { name: 'Uz ovaj proizvod preporučujemo' }).closest('section')!;
    for (const other of within(connected).getAllByRole('button', { name: /Sačuvaj na listi želja/ })) expect(other.getAttribute('aria-pressed')).toBe('false');

    await user.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(storedWishlist()).toEqual([]);
    expect(await screen.findByText('Uklonjeno sa liste želja')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sentOperations('CreateWishlistAdded')).toHaveLength(1);
    expect(await added()).toHaveLength(1);
  });

  it('sends no campaign without one, and the product cards carry the same heart', async () => {
    const { user } = renderApp(A55_SR);
    await screen.findByRole('heading', { level: 1, name: A55_NAME }, { timeout: 10_000 });
    const connected = screen.getByRole('heading', { name: 'Uz ovaj proizvod preporučujemo' }).closest('section')!;
    const cardHeart = within(connected).getByRole('button', { name: `Sačuvaj na listi želja: ${await nameOf(38)}` });
    await user.click(cardHeart);
    expect(cardHeart.getAttribute('aria-pressed')).toBe('true');
    expect(storedWishlist()).toEqual(['38']);
    await waitFor(() => expect(sentOperations('CreateWishlistAdded')).toHaveLength(1));
    expect(sentOperations('CreateWishlistAdded')[0]!.variables).toMatchObject({ product_id: '38', campaign: null });
    await waitFor(async () =>
      expect(await shop.db.selectFrom('wishlist_added').select(['product_id', 'campaign']).where('session', '=', currentSessionId()).execute()).toEqual([
        { product_id: 38, campaign: null },
      ]),
    );
  });
});

describe('wishlist screen', () => {
  it('lists the stored products, most recent first, and removes them until the empty state', async () => {
    localStorage.setItem('wishlist', JSON.stringify(['38', '1']));
    const { user } = renderApp('/lista-zelja');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lista želja' }, { timeout: 10_000 })).toBeTruthy();
    const cards = await screen.findAllByRole('article', {}, { timeout: 10_000 });
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([await nameOf(38), await nameOf(1)]);
    expect(within(cards[1]!).getByRole('link', { name: new RegExp(A55_NAME) }).getAttribute('href')).toBe(A55_SR);
    expect(cards[1]!.textContent).toMatch(/39\u00a0999,00\u00a0RSD/);
    // The cards' hearts show the products are on the wishlist.
    for (const card of cards) expect(within(card).getByRole('button', { name: /Sačuvaj na listi želja/ }).getAttribute('aria-pressed')).toBe('true');
    expect(sentOperations('GetWishlistProducts')[0]!.variables).toEqual({ ids: ['38', '1'] });

    await user.click(screen.getByRole('button', { name: `Ukloni sa liste želja: ${A55_NAME}` }));
    expect(await screen.findByText('Uklonjeno sa liste želja')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(storedWishlist()).toEqual(['38']);

    // The card's own heart takes it off the list as well.
    await user.click(screen.getByRole('button', { name: `Sačuvaj na listi želja: ${await nameOf(38)}` }));
    expect(await screen.findByText(/Vaša lista želja je prazna/)).toBeTruthy();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Pogledajte prodavnicu' }).getAttribute('href')).toBe('/prodavnica');
    expect(sentOperations('CreateWishlistAdded')).toHaveLength(0);
  });

  it('shows the English wishlist at /wishlist with EUR prices', async () => {
    localStorage.setItem('wishlist', JSON.stringify(['1']));
    renderApp('/wishlist');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wishlist' }, { timeout: 10_000 })).toBeTruthy();
    const card = await screen.findByRole('article', {}, { timeout: 10_000 });
    expect(within(card).getByRole('heading').textContent).toBe(await nameOf(1, 1));
    expect(card.textContent).toMatch(/341,29\u00a0EUR/);
    expect(screen.getByRole('button', { name: `Remove from wishlist: ${await nameOf(1, 1)}` })).toBeTruthy();
    await waitFor(() => expect(document.title).toContain('Wishlist'));
  });

  it('shows the empty state, linking to the shop, for an empty wishlist', async () => {
    renderApp('/wishlist');
    expect(await screen.findByText(/Your wishlist is empty/, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the shop' }).getAttribute('href')).toBe('/shop');
  });

  for (const [label, stored] of [
    ['unparseable JSON', '{"ids": [1,'],
    ['a list with a non-numeric id', '["1", "abc"]'],
    ['an object', '{"1": true}'],
  ] as const) {
    it(`treats ${label} in storage as an empty wishlist`, async () => {
      localStorage.setItem('wishlist', stored);
      renderApp('/lista-zelja');
      expect(await screen.findByText(/Vaša lista želja je prazna/, {}, { timeout: 10_000 })).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(sentOperations('GetWishlistProducts')).toHaveLength(0);
    });
  }
});
