import '../../support/happy-dom-globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, sentOperations, useTestShop } from '../../support/test-shop';
import { signInAsDemoAdmin, WAIT } from './admin-harness';
import { rowCount } from './admin-rows';

const shop = useTestShop();

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
/** The products in the order the demo lists them (by id); `place` counts from 0. */
const productAt = (place: number) => shop.db.selectFrom('products').selectAll().orderBy('id').offset(place).limit(1).executeTakeFirstOrThrow();
const productById = (id: number) => shop.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();

/** Selects what a field holds and pastes over it, as an administrator would (typing each key re-renders the whole form). */
async function replaceText(user: UserEvent, field: HTMLInputElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('admin single product', { timeout: 60_000 }, () => {
  it("saves the Serbian name, then the English one after switching language, each in its own translation", async () => {
    await signInAsDemoAdmin(shop.db);
    const product = await productAt(0);
    const [serbian, english] = product.names;
    const { user } = renderApp(`/cms/products/${product.id}`);
    await waitFor(() => expect(input(/^Naziv/).value).toBe(serbian), WAIT);

    await replaceText(user, input(/^Naziv/), 'Samsung Galaxy A55 crni');
    await user.click(screen.getByRole('button', { name: 'Sačuvaj (srpski)' }));
    expect(await screen.findByText('Proizvod „Samsung Galaxy A55 crni“ je sačuvan.', {}, WAIT)).toBeTruthy();
    expect((await productById(product.id))!.names).toEqual(['Samsung Galaxy A55 crni', english]);
    expect(sentOperations('UpsertProduct')[0]!.headers.get('lang')).toBe('0');

    await user.click(screen.getByRole('button', { name: 'EN' }));
    await waitFor(() => expect(input(/^Name/).value).toBe(english), WAIT);
    expect(sentOperations('GetAdminProduct').at(-1)!.headers.get('lang')).toBe('1');
    await replaceText(user, input(/^Name/), 'Samsung Galaxy A55 black');
    await user.click(screen.getByRole('button', { name: 'Save (English)' }));
    expect(await screen.findByText('Product "Samsung Galaxy A55 black" has been saved.', {}, WAIT)).toBeTruthy();
    const saved = (await productById(product.id))!;
    expect(saved.names).toEqual(['Samsung Galaxy A55 crni', 'Samsung Galaxy A55 black']);
    expect(sentOperations('UpsertProduct').at(-1)!.headers.get('lang')).toBe('1');
    // Prices and stock are the same in both languages and were sent unchanged.
    expect(saved.price).toBe(product.price);
  });

  it("shows the server's refusal of a YouTube link beside the field and keeps what was typed", async () => {
    await signInAsDemoAdmin(shop.db);
    const product = await productAt(0);
    const before = product.youtube;
    const { user } = renderApp(`/cms/products/${product.id}`);
    await waitFor(() => expect(input(/^Naziv/).value).toBe(product.names[0]), WAIT);
    await replaceText(user, input(/^YouTube link/), 'https://www.youtube.com/watch?v=kratko');
    await user.click(screen.getByRole('button', { name: 'Sačuvaj (srpski)' }));

    const field = input(/^YouTube link/);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'), WAIT);
    const message = document.getElementById(field.getAttribute('aria-describedby')!.split(' ').at(-1)!)!;
    expect(message.textContent).toBe('YouTube link nije ispravan: nije pronađen ID videa od 11 znakova.');
    expect(field.value).toBe('https://www.youtube.com/watch?v=kratko');
    expect((await productById(product.id))!.youtube).toBe(before);
  });

  it('checks the price before sending and keeps the typed text', async () => {
    await signInAsDemoAdmin(shop.db);
    const product = await productAt(0);
    const { user } = renderApp(`/cms/products/${product.id}`);
    await waitFor(() => expect(input(/^Naziv/).value).toBe(product.names[0]), WAIT);
    await user.clear(input(/^Cena \(RSD\)/));
    await user.type(input(/^Cena \(RSD\)/), 'dvesta');
    await user.click(screen.getByRole('button', { name: 'Sačuvaj (srpski)' }));
    expect(await screen.findByText('Cena mora biti pozitivan broj.', {}, WAIT)).toBeTruthy();
    expect(input(/^Cena \(RSD\)/).value).toBe('dvesta');
    expect(sentOperations('UpsertProduct')).toHaveLength(0);
  });

  it('asks before deleting, and deletes only after the confirmation', async () => {
    await signInAsDemoAdmin(shop.db);
    const product = await productAt(1);
    const { user, router } = renderApp(`/cms/products/${product.id}`);
    await waitFor(() => expect(input(/^Naziv/).value).toBe(product.names[0]), WAIT);
    await user.click(screen.getByRole('button', { name: 'Obriši proizvod' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain(`Obrisati proizvod „${product.names[0]}“?`);
    expect(sentOperations('DeleteProduct')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Otkaži' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await productById(product.id)).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Obriši proizvod' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Da, obriši' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cms/products'), WAIT);
    expect(await productById(product.id)).toBeUndefined();
    expect(await screen.findByText(`Proizvod „${product.names[0]}“ je obrisan.`, {}, WAIT)).toBeTruthy();
  });

  it('creates a product with a slug made from its name and opens it', async () => {
    await signInAsDemoAdmin(shop.db);
    const count = await rowCount(shop.db, 'products');
    const { user, router } = renderApp('/cms/products/new');
    await user.type(await screen.findByLabelText(/^Naziv/, {}, WAIT), 'Punjač Đak 20 W');
    expect(input(/^Slug/).value).toBe('punjac-djak-20-w');
    await user.type(input(/^Šifra/), 'PUN-20W');
    await user.type(input(/^Cena \(RSD\)/), '1 499,90');
    await user.click(screen.getByRole('button', { name: 'Sačuvaj (srpski)' }));
    await waitFor(async () => expect(await rowCount(shop.db, 'products')).toBe(count + 1), WAIT);
    const created = await shop.db.selectFrom('products').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(created).toMatchObject({ code: 'PUN-20W', price: 1499.9, stock: 0 });
    expect(created.names[0]).toBe('Punjač Đak 20 W');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/cms/products/${created.id}`), WAIT);
    expect(await screen.findByRole('heading', { name: 'Punjač Đak 20 W', level: 1 }, WAIT)).toBeTruthy();
  });
});
