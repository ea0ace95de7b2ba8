import '../../../support/happy-dom-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { configureGraphQL } from '../../../../../src/client/lib/graphql';
import { languageAwareFetch } from '../../../../../src/client/lib/session/language-fetch';
import { SHOP_ENDPOINT, renderApp, sentOperations, useTestShop } from '../../../support/test-shop';
import { expectEveryImageDescribed } from '../../../support/described-images';

useTestShop();
const LOAD = { timeout: 10_000 };

const group = (name: RegExp) => screen.getByRole('region', { name });

describe('search screen', () => {
  it('searches as the shopper types, from 2 letters, grouped with links to each screen', async () => {
    const { user, router } = renderApp('/pretraga');
    const input = await screen.findByRole('searchbox', { name: 'Šta tražite?' }, LOAD);
    await user.type(input, 'l');
    expect(screen.getByText('Unesite bar 2 slova da biste videli rezultate.')).toBeTruthy();
    await user.type(input, 'a');
    expect(await screen.findByRole('heading', { name: /Proizvodi/ }, LOAD)).toBeTruthy();
    expect(sentOperations('Search').map((operation) => operation.variables)).toEqual([{ query: 'la', first: 24, page: 1, brands: [], categories: [] }]);
    expect(router.state.location.search).toBe('?q=la');

    const products = group(/Proizvodi/);
    expect(within(products).getAllByRole('article')).toHaveLength(24);
    expect(within(products).getByText(/^Proizvodi 1–24 od \d+\.$/)).toBeTruthy();
    expect(within(products).getAllByRole('link')[0]!.getAttribute('href')).toMatch(/^\/proizvod\/.+\/\d+\/laptop-apple/);
    expect(within(group(/Kategorije/)).getByRole('link', { name: 'Laptopovi' }).getAttribute('href')).toBe('/prodavnica/laptopovi');
    expect(within(group(/Brendovi/)).getByRole('link', { name: 'Tesla' }).getAttribute('href')).toBe('/brend/tesla');
    expect(within(group(/Novosti/)).getByRole('link', { name: /Laptop za studente/ }).getAttribute('href')).toBe(
      '/vest/6/laptop-za-studente-na-sta-obratiti-paznju',
    );
    expectEveryImageDescribed(screen.getByRole('main'));
  });

  it('reads the text from the address in English and says when nothing is found', async () => {
    const { user, router } = renderApp('/search?q=fridge');
    expect(await screen.findByRole('link', { name: 'Fridge freezers' }, LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: /How to choose the right fridge/ }).getAttribute('href')).toBe(
      '/post/2/how-to-choose-the-right-fridge-for-your-home',
    );
    const input = screen.getByRole('searchbox', { name: 'What are you looking for?' });
    expect((input as HTMLInputElement).value).toBe('fridge');
    await user.clear(input);
    await user.type(input, 'zzqx');
    expect(await screen.findByText('No results for "zzqx". Check the spelling or try a more general word.', {}, LOAD)).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Products/ })).toBeNull();
    expect(router.state.location.search).toBe('?q=zzqx');
    // Only the settled texts were asked for, never the letters in between.
    expect(sentOperations('Search').map((operation) => operation.variables.query)).toEqual(['fridge', 'zzqx']);
  });

  it('opens from the header search with Enter, in both languages', async () => {
    const { user, router } = renderApp('/');
    const plain = await screen.findByRole('searchbox', { name: 'Pretraži prodavnicu' }, LOAD);
    expect(screen.getByRole('search', { name: 'Pretraga prodavnice' })).toBeTruthy();
    // In the field, the one with suggestions takes its place.
    await user.click(plain);
    const field = await screen.findByRole('combobox', { name: 'Pretraži prodavnicu' }, LOAD);
    await user.type(field, 'kaf{Enter}');
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/pretraga?q=kaf'));
    expect(await screen.findByRole('link', { name: 'Aparati za kafu' }, LOAD)).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Šta tražite?' }) as HTMLInputElement).value).toBe('kaf');
    // The screen has its own field, so the header's steps aside.
    expect(screen.queryByRole('combobox', { name: 'Pretraži prodavnicu' })).toBeNull();

    await router.navigate('/blog');
    const english = await screen.findByRole('combobox', { name: 'Search the shop' }, LOAD);
    await user.type(english, 'bosch');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/search?q=bosch'));
    expect(await screen.findByRole('link', { name: 'Bosch' }, LOAD)).toBeTruthy();
  });

  it('pages through every product found and narrows them by the brands and categories of all of them', async () => {
    const { user, router } = renderApp('/pretraga?q=samsung');
    const products = await screen.findByRole('region', { name: /Proizvodi/ }, LOAD);
    const shown = await within(products).findByText(/^Proizvodi 1–24 od (\d+)\.$/, {}, LOAD);
    const total = Number(/od (\d+)/.exec(shown.textContent!)![1]);
    expect(total).toBeGreaterThan(24);
    expect(within(products).getByText('Strana 1 od 2')).toBeTruthy();
    await user.click(within(products).getByRole('link', { name: 'Sledeća' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=samsung&page=2'));
    expect(await within(products).findByText(`Proizvodi 25–${total} od ${total}.`, {}, LOAD)).toBeTruthy();
    expect(within(products).getAllByRole('article')).toHaveLength(total - 24);
    expect(sentOperations('Search').at(-1)!.variables).toMatchObject({ query: 'samsung', page: 2 });

    // The categories of every product found, most first; ticking one narrows to its count and starts on page 1.
    const narrow = screen.getByRole('complementary', { name: 'Suzite rezultate' });
    const categories = within(narrow).getByRole('group', { name: 'Kategorije' });
    const first = within(categories).getAllByRole('checkbox')[0]!;
    const label = first.closest('label')!.textContent!;
    const count = Number(/\((\d+)\)/.exec(label)![1]);
    await user.click(first);
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?q=samsung&category=\d+$/));
    expect(await screen.findByRole('heading', { name: `Proizvodi (${count})` }, LOAD)).toBeTruthy();
    expect((within(screen.getByRole('group', { name: 'Kategorije' })).getAllByRole('checkbox')[0] as HTMLInputElement).checked).toBe(true);
    const brands = within(screen.getByRole('complementary', { name: 'Suzite rezultate' })).getByRole('group', { name: 'Brendovi' });
    expect(within(brands).getByLabelText(`Samsung (${count})`)).toBeTruthy();
  });

  it('shows a typo’s corrected results at once, and “did you mean” for the text as typed, in both languages and scripts', async () => {
    const { user, router } = renderApp('/pretraga?q=samsnug');
    expect(await screen.findByText(/Prikazani rezultati za:/, {}, LOAD)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: /Proizvodi/ }, LOAD)).toBeTruthy();
    await user.click(screen.getByRole('link', { name: /samsnug/ }));
    await waitFor(() => expect(router.state.location.search).toContain('exact=1'));
    expect(await screen.findByText('Nema rezultata za „samsnug“. Proverite da li je reč dobro napisana ili probajte sa opštijim pojmom.', {}, LOAD)).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'samsung' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=samsung'));
    expect(await screen.findByRole('heading', { name: /Proizvodi/ }, LOAD)).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Šta tražite?' }) as HTMLInputElement).value).toBe('samsung');

    await router.navigate('/search?q=самсунг');
    expect(await screen.findByRole('link', { name: 'Samsung' }, LOAD)).toBeTruthy();
    await router.navigate('/search?q=samsnug&exact=1');
    expect(await screen.findByText('Did you mean:', { exact: false }, LOAD)).toBeTruthy();
  });

  it('never lets a late answer to an older text replace the newer results', async () => {
    // The answer for "la" is held back until the one for "lap" is on the screen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let lateAnswer: Promise<Response> | undefined;
    const slowFetch: typeof fetch = (input, init) => {
      // Answered even if the app gave up on it, so the answer does arrive late.
      if (typeof init?.body === 'string' && init.body.includes('"query":"la"')) return (lateAnswer = held.then(() => fetch(input, { ...init, signal: null })));
      return fetch(input, init);
    };
    configureGraphQL({ endpoint: SHOP_ENDPOINT, fetch: languageAwareFetch(slowFetch) });
    const { user } = renderApp('/pretraga');
    const input = await screen.findByRole('searchbox', { name: 'Šta tražite?' }, LOAD);
    await user.type(input, 'la');
    // The app has asked for "la".
    await waitFor(() => expect(lateAnswer).toBeDefined(), LOAD);
    await user.type(input, 'p');
    expect(await screen.findByRole('link', { name: 'Laptopovi' }, LOAD)).toBeTruthy();
    release();
    // The app reads the late answer; then time for the screen to take it in, were it to.
    const late = await lateAnswer!;
    await waitFor(() => expect(late.bodyUsed).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    // "Bela tehnika" matches "la" only.
    expect(screen.queryByRole('link', { name: 'Bela tehnika' })).toBeNull();
    expect(screen.queryByText(/^Proizvodi 1–24 od /)).toBeNull();
    expect((input as HTMLInputElement).value).toBe('lap');
  });
});
