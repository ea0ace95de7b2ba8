import '../../../support/happy-dom-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentClientId, currentSessionId } from '../../../../../src/client/lib/session/identity';
import { renderApp, sentOperations, useTestShop } from '../../../support/test-shop';
import { whileTableIsDown } from '../table-down';
import { expectEveryImageDescribed } from '../../../support/described-images';

const shop = useTestShop();

const A55_SR = '/proizvod/telefoni-i-tableti/mobilni-telefoni/android-telefoni/1/mobilni-telefon-samsung-galaxy-a55-5g-8-128-gb';
const A55_EN = '/product/phones-and-tablets/mobile-phones/android-phones/1/samsung-galaxy-a55-5g-8-128-gb-smartphone';
const A55_NAME_SR = 'Mobilni telefon Samsung Galaxy A55 5G 8/128 GB';
const A55_NAME_EN = 'Samsung Galaxy A55 5G 8/128 GB smartphone';

const findHeading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });
const productIdOf = async (code: string) => String((await shop.db.selectFrom('products').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id);

describe('product page', () => {
  it('shows the product in Serbian: price and discount, gallery, specifications, video, labels, breadcrumbs, banner and connected products', async () => {
    const { user } = renderApp(A55_SR);
    await findHeading(A55_NAME_SR);
    const main = screen.getByRole('main');
    const buy = main.querySelector('.product-buy') as HTMLElement;

    // Spec §9 price format and the discount percent: (44999 - 39999) / 44999 → 11 %.
    expect(buy.querySelector('.price-old')!.textContent).toBe('44\u00a0999,00\u00a0RSD');
    expect(buy.querySelector('.price-new')!.textContent).toBe('39\u00a0999,00\u00a0RSD');
    expect(within(buy).getByText('-11%')).toBeTruthy();
    expect(within(buy).getByText('Akcija')).toBeTruthy();
    expect(within(buy).getByText('Popularno')).toBeTruthy();
    expect(within(buy).getByText('Na stanju')).toBeTruthy();
    expect((within(buy).getByRole('button', { name: 'Dodaj u korpu' }) as HTMLButtonElement).disabled).toBe(false);

    // Gallery: the -lg variant, thumbnails as buttons that the arrow keys move along.
    const gallery = screen.getByRole('region', { name: 'Galerija slika' });
    const large = () => gallery.querySelector('.product-gallery-main img')!.getAttribute('src')!;
    expect(large()).toMatch(/-lg\.svg$/);
    const first = within(gallery).getByRole('button', { name: 'Prikaži sliku 1 od 3' });
    expect(first.getAttribute('aria-pressed')).toBe('true');
    const before = large();
    first.focus();
    await user.keyboard('{ArrowRight}');
    const second = within(gallery).getByRole('button', { name: 'Prikaži sliku 2 od 3' });
    expect(second.getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(second);
    expect(large()).not.toBe(before);
    expect(large()).toMatch(/pogled-sa-strane-\d+-lg\.svg$/);
    await user.click(within(gallery).getByRole('button', { name: 'Prikaži sliku 3 od 3' }));
    expect(large()).toMatch(/pogled-otpozadi-\d+-lg\.svg$/);

    // Specifications, in the filters' order.
    const specs = screen.getByRole('table');
    expect(within(specs).getByRole('rowheader', { name: 'Boja' }).nextElementSibling!.textContent).toBe('Tamnoplava');
    expect(within(specs).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Boja', 'Interna memorija', 'RAM memorija', 'Dijagonala ekrana']);

    // The video is a play button until asked for: nothing of YouTube loads with the page. Then the
    // privacy-friendly player plays at once, with a title, and has the focus.
    expect(main.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: `Pusti video: ${A55_NAME_SR}` }));
    const video = main.querySelector('iframe')!;
    expect(video.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/Kc7PqR2uX9w?autoplay=1');
    expect(video.getAttribute('title')).toBe(`Video o proizvodu: ${A55_NAME_SR}`);
    expect(document.activeElement).toBe(video);
    expect(screen.queryByRole('button', { name: /Pusti video/ })).toBeNull();

    // Breadcrumbs follow the category tree down to the main category.
    const crumbs = screen.getByRole('navigation', { name: 'Putanja' });
    expect(await within(crumbs).findByRole('link', { name: 'Android telefoni' })).toBeTruthy();
    expect(within(crumbs).getByRole('link', { name: 'Telefoni i tableti' }).getAttribute('href')).toBe('/prodavnica/telefoni-i-tableti');
    expect(within(crumbs).getByRole('link', { name: 'Android telefoni' }).getAttribute('href')).toBe('/prodavnica/telefoni-i-tableti/mobilni-telefoni/android-telefoni');

    // Connected products as cards linking to their pages at their whole path; the banner of the product page's right side.
    const connected = screen.getByRole('heading', { name: 'Uz ovaj proizvod preporučujemo' }).closest('section')!;
    expect(within(connected).getAllByRole('article')).toHaveLength(3);
    expect(within(connected).getByRole('link', { name: /Providna maska Samsung za Galaxy A55/ }).getAttribute('href')).toBe(
      '/proizvod/telefoni-i-tableti/oprema-za-telefone/maske-i-zastitna-stakla/38/providna-maska-samsung-za-galaxy-a55',
    );
    const banners = await screen.findByRole('complementary', { name: 'Iz naše ponude' }, { timeout: 10_000 });
    expect(within(banners).getByRole('img', { name: 'Produžena garancija do 5 godina' })).toBeTruthy();

    // SEO: the product's own title and share image.
    await waitFor(() => expect(document.title).toContain(`${A55_NAME_SR} | Izlog`));
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(/^http.*-lg\.svg$/);
    expectEveryImageDescribed(main);
  });

  it('shows the English page at /product with EUR prices and English specifications', async () => {
    const { user } = renderApp(A55_EN);
    await findHeading(A55_NAME_EN);
    const buy = screen.getByRole('main').querySelector('.product-buy') as HTMLElement;
    expect(buy.querySelector('.price-old')!.textContent).toBe('383,95\u00a0EUR');
    expect(buy.querySelector('.price-new')!.textContent).toBe('341,29\u00a0EUR');
    expect(within(buy).getByText('-11%')).toBeTruthy();
    expect(within(buy).getByText('In stock')).toBeTruthy();
    expect(within(screen.getByRole('table')).getByRole('rowheader', { name: 'Colour' }).nextElementSibling!.textContent).toBe('Navy');
    expect(screen.getByRole('region', { name: 'Image gallery' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show image 2 of 3' })).toBeTruthy();
    // The video's play button answers the keyboard.
    screen.getByRole('button', { name: `Play the video: ${A55_NAME_EN}` }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTitle(`Product video: ${A55_NAME_EN}`)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Goes well with' })).toBeTruthy();
  });

  it('adds the chosen quantity to the cart, which the header counts', async () => {
    const { user } = renderApp(A55_SR);
    await findHeading(A55_NAME_SR);
    expect(screen.getByRole('link', { name: 'Korpa: 0' })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Količina'), '2');
    await user.click(screen.getByRole('button', { name: 'Dodaj u korpu' }));
    expect(screen.getByRole('link', { name: 'Korpa: 2' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('cart')!)).toEqual([{ product_id: '1', quantity: 2 }]);
    // The mini-cart opens with the cart's lines and subtotal at the server's prices, the focus in it.
    const drawer = await screen.findByRole('dialog', { name: 'Dodato u korpu' }, { timeout: 10_000 });
    expect(await within(drawer).findByRole('link', { name: `2 × ${A55_NAME_SR}` }, { timeout: 10_000 })).toBeTruthy();
    expect(within(drawer).getByText('Ukupno').nextElementSibling!.textContent).toBe('79\u00a0998,00\u00a0RSD');
    expect(document.activeElement).toBe(within(drawer).getByRole('heading', { name: 'Dodato u korpu' }));
    expect(within(drawer).getByRole('link', { name: 'Idi na plaćanje' }).getAttribute('href')).toBe('/placanje');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Dodaj u korpu' }));
  });

  it('shows the products opened before this one as recently viewed, newest first, and not this one', async () => {
    const { router } = renderApp(A55_SR);
    await findHeading(A55_NAME_SR);
    expect(screen.queryByRole('heading', { name: 'Nedavno ste pogledali' })).toBeNull();
    await router.navigate('/proizvod/2/x');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe(A55_NAME_SR), { timeout: 10_000 });
    const recent = await screen.findByRole('region', { name: 'Nedavno ste pogledali' }, { timeout: 10_000 });
    expect(within(recent).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([A55_NAME_SR]);
    expect(JSON.parse(localStorage.getItem('recently_viewed')!)).toEqual(['2', '1']);
  });

  it('offers no more than the stock, and the header counts what the cart will bill', async () => {
    await shop.db.updateTable('products').set({ stock: 5 }).where('id', '=', 1).execute();
    const { user } = renderApp(A55_SR);
    await findHeading(A55_NAME_SR);
    const quantity = screen.getByLabelText('Količina');
    expect(within(quantity).getAllByRole('option').map((option) => option.textContent)).toEqual(['1', '2', '3', '4', '5']);
    await user.selectOptions(quantity, '4');
    await user.click(screen.getByRole('button', { name: 'Dodaj u korpu' }));
    expect(screen.getByRole('link', { name: 'Korpa: 4' })).toBeTruthy();
    // One more is all that is left to add.
    expect(within(screen.getByLabelText('Količina')).getAllByRole('option').map((option) => option.textContent)).toEqual(['1']);
    await user.click(screen.getByRole('button', { name: 'Dodaj u korpu' }));
    expect(screen.getByRole('link', { name: 'Korpa: 5' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('cart')!)).toEqual([{ product_id: '1', quantity: 5 }]);
    expect((screen.getByRole('button', { name: 'Dodaj u korpu' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('U korpi je već sve što možete poručiti.')).toBeTruthy();
  });

  it('cannot be bought when sold out: no quantity and no buy button', async () => {
    const id = await productIdOf('XM-R13C-128');
    renderApp(`/proizvod/${id}/xiaomi`);
    const heading = await findHeading('Mobilni telefon Xiaomi Redmi 13C 4/128 GB');
    const buy = heading.closest('.product-buy') as HTMLElement;
    expect(within(buy).getByText('Rasprodato')).toBeTruthy();
    expect(within(buy).getByText('Trenutno nije na stanju')).toBeTruthy();
    expect(within(buy).queryByRole('button', { name: 'Dodaj u korpu' })).toBeNull();
    expect(within(buy).queryByLabelText('Količina')).toBeNull();
  });

  it('records one view with the client, the session and the campaign the shopper arrived with', async () => {
    const { user } = renderApp(`${A55_SR}?kampanja=black-friday-2026`);
    await findHeading(A55_NAME_SR);
    await waitFor(() => expect(sentOperations('RecordProductView')).toHaveLength(1));
    expect(sentOperations('RecordProductView')[0]!.variables).toEqual({
      product_id: '1',
      client: currentClientId(),
      session: currentSessionId(),
      campaign: 'black-friday-2026',
    });
    expect(currentSessionId()).toHaveLength(6);
    // Using the page (gallery, cart) is still the same view.
    await user.click(screen.getByRole('button', { name: 'Prikaži sliku 2 od 3' }));
    await user.click(screen.getByRole('button', { name: 'Dodaj u korpu' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sentOperations('RecordProductView')).toHaveLength(1);
    const views = () => shop.db.selectFrom('product_views').select(['product_id', 'client', 'campaign']).where('session', '=', currentSessionId()).execute();
    await waitFor(async () => expect(await views()).toEqual([{ product_id: 1, client: currentClientId(), campaign: 'black-friday-2026' }]));
  });

  it('replaces an address with another language\'s slugs by the product\'s own path', async () => {
    const { router } = renderApp('/product/android-telefoni/1/mobilni-telefon-samsung-galaxy-a55-5g-8-128-gb?tab=1');
    await findHeading(A55_NAME_EN);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/product/phones-and-tablets/mobile-phones/android-phones/1/samsung-galaxy-a55-5g-8-128-gb-smartphone'),
    );
    expect(router.state.location.search).toBe('?tab=1');
    expect(router.state.historyAction).toBe('REPLACE');
    // The redirect is the same page view.
    expect(sentOperations('RecordProductView')).toHaveLength(1);
  });

  it('lands on the English slug after the language switch', async () => {
    const { user, router } = renderApp(A55_SR);
    await findHeading(A55_NAME_SR);
    await user.click(screen.getByRole('link', { name: 'EN' }));
    await findHeading(A55_NAME_EN);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/product/phones-and-tablets/mobile-phones/android-phones/1/samsung-galaxy-a55-5g-8-128-gb-smartphone'),
    );
    expect(screen.getByRole('main').querySelector('.price-new')!.textContent).toBe('341,29\u00a0EUR');
  });

  it('keeps an address whose slug and category path are the product\'s own', async () => {
    const { router } = renderApp(A55_SR);
    await findHeading(A55_NAME_SR);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(router.state.location.pathname).toBe(A55_SR);
    // The category path comes with the product: no category tree is asked for.
    expect(sentOperations('GetCategories')).toHaveLength(0);
  });

  it('completes a partial category path to the whole one', async () => {
    const { router } = renderApp('/proizvod/android-telefoni/1/mobilni-telefon-samsung-galaxy-a55-5g-8-128-gb');
    await findHeading(A55_NAME_SR);
    await waitFor(() => expect(router.state.location.pathname).toBe(A55_SR));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows only the sections whose toggles are on', async () => {
    await shop.db
      .updateTable('products')
      .set({ feature_connected: false, feature_gallery: false, feature_specifications: false, feature_youtube: false, feature_price: false })
      .where('id', '=', 1)
      .execute();
    renderApp(A55_SR);
    await findHeading(A55_NAME_SR);
    const main = screen.getByRole('main');
    expect(main.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('button', { name: /Pusti video/ })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Uz ovaj proizvod preporučujemo' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Prikaži sliku/ })).toBeNull();
    expect(main.querySelector('.product-gallery-main img')).toBeTruthy();
    expect(screen.getByText('Cena na upit')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dodaj u korpu' })).toBeNull();
    expect(main.querySelector('.price')!.textContent).not.toMatch(/RSD/);
  });

  it('says the product does not exist for an unknown id', async () => {
    renderApp('/proizvod/99999/nepostojeci');
    expect(await findHeading('Stranica ne postoji.')).toBeTruthy();
    expect(screen.getByText('Proizvod nije pronađen.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nazad u prodavnicu' }).getAttribute('href')).toBe('/prodavnica');
    expect(sentOperations('RecordProductView')).toHaveLength(0);
  });

  it('shows the server\'s error in the red box', async () => {
    // The product cannot be read, as when the database fails.
    await whileTableIsDown(shop.db, 'products', async () => {
      renderApp(A55_SR);
      const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
      expect(alert.textContent).toBeTruthy();
      expect(screen.queryByRole('heading', { level: 1, name: A55_NAME_SR })).toBeNull();
    });
  });
});
