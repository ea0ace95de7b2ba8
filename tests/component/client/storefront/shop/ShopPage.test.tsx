import '../../../support/happy-dom-globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, sentOperations, useTestShop } from '../../../support/test-shop';

useTestShop();

const WAIT = { timeout: 10_000 };

const cardsShown = () => screen.getByRole('region', { name: /Proizvodi|Products/ }).querySelectorAll('.product-card').length;
const countText = () => screen.getByRole('region', { name: /Proizvodi|Products/ }).querySelector('.shop-count')!.textContent;
const lastListingVariables = () => sentOperations('GetProducts').at(-1)?.variables;

describe('shop listing', () => {
  it('browses a category: breadcrumbs, category tree with summed counts, 24 products and the category SEO', async () => {
    renderApp('/prodavnica/telefoni-i-tableti');
    expect(await screen.findByRole('heading', { level: 1, name: 'Telefoni i tableti' }, WAIT)).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Putanja' });
    expect(within(crumbs).getByRole('link', { name: 'Prodavnica' }).getAttribute('href')).toBe('/prodavnica');
    expect(within(crumbs).getByText('Telefoni i tableti').getAttribute('aria-current')).toBe('page');
    expect(countText()).toBe('Proizvoda: 38');
    expect(cardsShown()).toBe(24);
    expect(lastListingVariables()).toMatchObject({ category_path: ['telefoni-i-tableti'], page: 1, sort: 'RELEVANCE' });

    // The top level holds no product itself: its count is the sum of its subcategories'.
    const tree = screen.getByRole('navigation', { name: 'Kategorije' });
    expect(await within(tree).findByRole('link', { name: 'Telefoni i tableti (38)' }, WAIT)).toBeTruthy();
    const phones = within(tree).getByRole('link', { name: /^Mobilni telefoni \(\d+\)$/ });
    expect(phones.getAttribute('href')).toBe('/prodavnica/telefoni-i-tableti/mobilni-telefoni');
    // Other top-level branches stay closed.
    expect(within(tree).getByRole('link', { name: /^Računari \(\d+\)$/ })).toBeTruthy();
    expect(within(tree).queryByRole('link', { name: /^Laptopovi/ })).toBeNull();
    await waitFor(() => expect(document.title).toContain('Telefoni i tableti'));
  });

  it('filters by a brand and a filter value in the spec query string, sorts, and goes Back to the earlier listing', async () => {
    const { user, router } = renderApp('/prodavnica/telefoni-i-tableti');
    await screen.findByRole('heading', { level: 1, name: 'Telefoni i tableti' }, WAIT);

    await user.click(screen.getByRole('checkbox', { name: 'Samsung (16)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?brands=1'));
    await waitFor(() => expect(countText()).toBe('Proizvoda: 16'), WAIT);
    expect(lastListingVariables()).toMatchObject({ brands: ['1'] });

    const colour = screen.getByRole('group', { name: 'Boja' });
    await user.click(within(colour).getByRole('checkbox', { name: /^Crna \(\d+\)$/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?brands=1&filteri=Boja:Crna'));
    await waitFor(() => expect(countText()).not.toBe('Proizvoda: 16'), WAIT);
    const filteredCount = countText();
    expect(lastListingVariables()).toMatchObject({ brands: ['1'], filters: [{ name: 'Boja', values: ['Crna'] }] });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sortiraj' }), 'PRICE_DESC');
    await waitFor(() => expect(router.state.location.search).toBe('?sortiraj=4&brands=1&filteri=Boja:Crna'));
    await waitFor(() => expect(lastListingVariables()).toMatchObject({ sort: 'PRICE_DESC' }), WAIT);
    const prices = () =>
      [...document.querySelectorAll('.shop-grid .product-card')].map((card) =>
        Number((card.querySelector('.price-new, .price')!.textContent ?? '').replace(/[^\d,]/g, '').replace(',', '.')),
      );
    await waitFor(() => expect(prices()).toEqual([...prices()].sort((a, b) => b - a)), WAIT);

    // Back: the order goes, the brand and filter stay; Back again: only the brand.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?brands=1&filteri=Boja:Crna'));
    expect((screen.getByRole('combobox', { name: 'Sortiraj' }) as HTMLSelectElement).value).toBe('RELEVANCE');
    expect(countText()).toBe(filteredCount);
    await act(() => router.navigate(-1));
    await waitFor(() => expect(countText()).toBe('Proizvoda: 16'), WAIT);
    expect((within(screen.getByRole('group', { name: 'Boja' })).getByRole('checkbox', { name: /^Crna/ }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Samsung (16)' }) as HTMLInputElement).checked).toBe(true);
    // Forward restores the filtered listing too.
    await act(() => router.navigate(1));
    await waitFor(() => expect(countText()).toBe(filteredCount), WAIT);
  });

  it('shows the chosen brand and filter values as chips above the products: one takes its choice away, another clears them all', async () => {
    const { user, router } = renderApp('/prodavnica/telefoni-i-tableti?brands=1&filteri=Boja:Crna,Bela');
    const chips = await screen.findByRole('navigation', { name: 'Izabrani filteri' }, WAIT);
    expect(within(chips).getAllByRole('link').map((link) => link.textContent)).toEqual(['Brendovi: Samsung', 'Boja: Crna', 'Boja: Bela', 'Očisti sve']);
    await user.click(within(chips).getByRole('link', { name: 'Ukloni filter Boja: Crna' }));
    await waitFor(() => expect(router.state.location.search).toBe('?brands=1&filteri=Boja:Bela'));
    await user.click(within(screen.getByRole('navigation', { name: 'Izabrani filteri' })).getByRole('link', { name: 'Očisti sve' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Izabrani filteri' })).toBeNull());
  });

  it('narrows by a typed price range: the reachable range as placeholders, bad input explained and kept, a chip that takes it away', async () => {
    const { user, router } = renderApp('/prodavnica/telefoni-i-tableti');
    const price = await screen.findByRole('group', { name: 'Cena (RSD)' }, WAIT);
    const [from, to] = [within(price).getByRole('textbox', { name: 'Od' }), within(price).getByRole('textbox', { name: 'Do' })] as HTMLInputElement[];
    const [lowest, highest] = [Number(from!.placeholder), Number(to!.placeholder)];
    expect(lowest).toBeGreaterThan(0);
    expect(highest).toBeGreaterThan(lowest);

    const refused = async (min: string, max: string, message: string) => {
      await user.clear(from!);
      await user.clear(to!);
      if (min) await user.type(from!, min);
      if (max) await user.type(to!, max);
      await user.keyboard('{Enter}');
      expect((await within(price).findByRole('alert')).textContent).toBe(message);
      expect([from!.value, to!.value]).toEqual([min, max]);
      expect(router.state.location.search).toBe('');
    };
    await refused('dvesta', '', 'Unesite cenu kao broj, na primer 1500 ili 1499,90.');
    expect(from!.getAttribute('aria-invalid')).toBe('true');
    await refused('-5', '', 'Cena ne može biti negativna.');
    await refused('30000', '10000', 'Najniža cena ne može biti veća od najviše cene.');
    expect(to!.getAttribute('aria-invalid')).toBe('true');

    // Leaving the fields applies them; a space between thousands and a decimal comma are read.
    await user.clear(from!);
    await user.type(from!, '10 000');
    await user.clear(to!);
    await user.type(to!, '30000,5');
    await user.tab();
    await waitFor(() => expect(router.state.location.search).toBe('?cena=10000-30000.5'));
    await waitFor(() => expect(countText()).not.toBe('Proizvoda: 38'), WAIT);
    expect(lastListingVariables()).toMatchObject({ price_min: 10000, price_max: 30000.5 });
    expect(within(price).queryByRole('alert')).toBeNull();
    const chips = screen.getByRole('navigation', { name: 'Izabrani filteri' });
    const chip = within(chips).getByRole('link', { name: /^Ukloni filter Cena: 10\s000,00 – 30\s000,50\sRSD$/ });
    await user.click(chip);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(countText()).toBe('Proizvoda: 38'), WAIT);
    expect([from!.value, to!.value]).toEqual(['', '']);
  });

  it('shows each filter name once across groups, values in natural order, and narrows every group by the name', async () => {
    const { user, router } = renderApp('/prodavnica');
    await screen.findByRole('heading', { level: 1, name: 'Prodavnica' }, WAIT);
    const legends = [...document.querySelectorAll('.facets legend')].map((legend) => legend.textContent);
    expect(legends).toEqual([...new Set(legends)]);
    expect(legends.filter((legend) => legend === 'Boja')).toHaveLength(1);
    // A long list shows 8 values until "show all" (issue 24).
    const sizes = screen.getByRole('group', { name: 'Dijagonala ekrana' });
    expect(within(sizes).getAllByRole('checkbox')).toHaveLength(8);
    await user.click(within(sizes).getByRole('button', { name: /^Prikaži sve \(\d+\)$/ }));
    const screens = within(sizes)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')!.textContent!.replace(/ \(\d+\)$/, ''));
    expect(screens.indexOf('6,67"')).toBeLessThan(screens.indexOf('6,8"'));
    expect(screens.indexOf('6,8"')).toBeLessThan(screens.indexOf('15,6"'));
    expect(screens.indexOf('15,6"')).toBeLessThan(screens.indexOf('55"'));

    const colours = screen.getByRole('group', { name: 'Boja' });
    const black = within(colours).getByRole('checkbox', { name: /^Crna \(\d+\)$/ });
    const blackCount = Number(black.closest('label')!.textContent!.match(/\((\d+)\)$/)![1]);
    await user.click(black);
    await waitFor(() => expect(router.state.location.search).toBe('?filteri=Boja:Crna'));
    await waitFor(() => expect(countText()).toBe(`Proizvoda: ${blackCount}`), WAIT);
    expect(lastListingVariables()).toMatchObject({ filters: [{ name: 'Boja', values: ['Crna'] }] });
    expect((within(screen.getByRole('group', { name: 'Boja' })).getByRole('checkbox', { name: /^Crna/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('pages through the listing with links, and Back returns to the first page', async () => {
    const { user, router } = renderApp('/prodavnica/telefoni-i-tableti');
    await screen.findByRole('heading', { level: 1, name: 'Telefoni i tableti' }, WAIT);
    const pager = screen.getByRole('navigation', { name: 'Stranice' });
    expect(within(pager).getByRole('link', { name: 'Stranica 1' }).getAttribute('aria-current')).toBe('page');
    await user.click(within(pager).getByRole('link', { name: 'Stranica 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(cardsShown()).toBe(14), WAIT);
    expect(lastListingVariables()).toMatchObject({ page: 2 });
    expect(within(screen.getByRole('navigation', { name: 'Stranice' })).getByRole('link', { name: 'Prethodna' }).getAttribute('href')).toBe(
      '/prodavnica/telefoni-i-tableti',
    );
    await act(() => router.navigate(-1));
    await waitFor(() => expect(cardsShown()).toBe(24), WAIT);
  });

  it('shows an empty state that clears the filters when nothing matches', async () => {
    const { user, router } = renderApp('/prodavnica/telefoni-i-tableti?brands=9&filteri=Boja:Zlatna');
    expect(await screen.findByText(/Nijedan proizvod ne odgovara izabranim filterima/, {}, WAIT)).toBeTruthy();
    const clear = screen.getAllByRole('button', { name: 'Poništi filtere' });
    await user.click(clear.at(-1)!);
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/prodavnica/telefoni-i-tableti'));
    await waitFor(() => expect(countText()).toBe('Proizvoda: 38'), WAIT);
  });

  it('works in English under /shop with the English parameter names', async () => {
    const { user, router } = renderApp('/shop/phones-and-tablets');
    expect(await screen.findByRole('heading', { level: 1, name: 'Phones and tablets' }, WAIT)).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumbs' })).getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe('/shop');
    await user.click(within(screen.getByRole('group', { name: 'Colour' })).getByRole('checkbox', { name: /^Black \(\d+\)$/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?filters=Colour:Black'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'PRICE_ASC');
    await waitFor(() => expect(router.state.location.search).toBe('?order=3&filters=Colour:Black'));
    await waitFor(() => expect(countText()).toMatch(/^Products: \d+$/), WAIT);
    expect(screen.getByRole('main').textContent).toMatch(/EUR/);
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?filters=Colour:Black'));
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('RELEVANCE');
  });

  it('offers shoppers no views or wishlist order', async () => {
    renderApp('/prodavnica?sortiraj=8');
    const select = (await screen.findByRole('combobox', { name: 'Sortiraj' }, WAIT)) as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual(['RELEVANCE', 'NAME', 'PRICE_ASC', 'PRICE_DESC']);
    expect(select.value).toBe('RELEVANCE');
  });

  it("opens a subcategory linked by its own slug at its full path, keeping the query string", async () => {
    const { router } = renderApp('/prodavnica/android-telefoni?sortiraj=3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Android telefoni' }, WAIT)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/prodavnica/telefoni-i-tableti/mobilni-telefoni/android-telefoni'));
    expect(router.state.location.search).toBe('?sortiraj=3');
    const crumbs = screen.getByRole('navigation', { name: 'Putanja' });
    expect(within(crumbs).getByRole('link', { name: 'Mobilni telefoni' }).getAttribute('href')).toBe('/prodavnica/telefoni-i-tableti/mobilni-telefoni');
  });

  it('shows the not-found screen for an unknown category', async () => {
    renderApp('/prodavnica/nepostojeca-kategorija');
    expect(await screen.findByRole('heading', { name: 'Stranica ne postoji.' }, WAIT)).toBeTruthy();
  });

  it('shows the shop banners below the menu and counts their views and clicks', async () => {
    const { user } = renderApp('/prodavnica');
    const banners = await screen.findByRole('region', { name: 'Aktuelne ponude' }, WAIT);
    const banner = within(banners).getByRole('link', { name: 'Zimska akcija na belu tehniku' });
    expect(banner.getAttribute('href')).toBe('/prodavnica/bela-tehnika');
    await waitFor(() => expect(sentOperations('RecordBannerEvent').map((operation) => operation.variables)).toContainEqual(expect.objectContaining({ event: 'VIEW' })));
    await user.click(banner);
    await waitFor(() => expect(sentOperations('RecordBannerEvent').map((operation) => operation.variables)).toContainEqual(expect.objectContaining({ event: 'CLICK' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bela tehnika' }, WAIT)).toBeTruthy();
  });
});
