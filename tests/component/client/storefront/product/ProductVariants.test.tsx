import '../../../support/happy-dom-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { renderApp, useTestShop } from '../../../support/test-shop';

const shop = useTestShop();

const A55_SR = '/proizvod/telefoni-i-tableti/mobilni-telefoni/android-telefoni/1/mobilni-telefon-samsung-galaxy-a55-5g-8-128-gb';
const A55_EN = '/product/phones-and-tablets/mobile-phones/android-phones/1/samsung-galaxy-a55-5g-8-128-gb-smartphone';
const A55_NAME_SR = 'Mobilni telefon Samsung Galaxy A55 5G 8/128 GB';

/**
 * The Galaxy A55 (product 1, 44 999 RSD on action at 39 999) sold by storage and colour: its own
 * variant is 128 GB black (5 in stock), 128 GB blue costs 46 999 (2 in stock), 256 GB black 52 999
 * (sold out), 256 GB blue was never made. Returns the variants' ids.
 */
async function sellA55InVariants() {
  const { db } = shop;
  const [storage, colour] = (await sql<{ id: number }>`insert into product_options (product_id, names, display, position)
    values (1, '{Memorija,Storage}', 0, 1), (1, '{Boja,Colour}', 1, 2) returning id`.execute(db)).rows.map((row) => row.id);
  const [gb128, gb256, black, blue] = (await sql<{ id: number }>`insert into product_option_values (option_id, names, swatch, position)
    values (${storage}, '{128 GB,128 GB}', null, 1), (${storage}, '{256 GB,256 GB}', null, 2),
      (${colour}, '{Crna,Black}', '#111111', 1), (${colour}, '{Plava,Blue}', '#1e3a8a', 2) returning id`.execute(db)).rows.map((row) => row.id);
  await sql`update product_variants set value_ids = ${sql.val([gb128, black])}, stock = 5 where id = 1`.execute(db);
  const [blue128, black256] = (await sql<{ id: number }>`insert into product_variants (product_id, code, value_ids, price, stock, position)
    values (1, 'A55-128-PLAVA', ${sql.val([gb128, blue])}, 46999, 2, 2), (1, 'A55-256-CRNA', ${sql.val([gb256, black])}, 52999, 0, 3)
    returning id`.execute(db)).rows.map((row) => String(row.id));
  return { blue128: blue128!, black256: black256! };
}

const buyBox = () => screen.getByRole('main').querySelector('.product-buy') as HTMLElement;
const codeShown = () => within(buyBox()).getByText('Šifra').nextElementSibling!.textContent;

describe('a product sold in variants', () => {
  it('chooses storage by buttons and colour by swatches; price, code, stock and the address follow; sold-out and never-made choices say so', async () => {
    const { blue128, black256 } = await sellA55InVariants();
    const { user, router } = renderApp(A55_SR);
    await screen.findByRole('heading', { level: 1, name: A55_NAME_SR }, { timeout: 10_000 });
    const storage = screen.getByRole('group', { name: 'Memorija: 128 GB' });
    const colour = screen.getByRole('group', { name: 'Boja: Crna' });
    expect((within(storage).getByRole('radio', { name: '128 GB' }) as HTMLInputElement).checked).toBe(true);
    // 256 GB black is sold out; blue is made in 128 GB.
    expect(within(storage).getByRole('radio', { name: '256 GB (rasprodato)' })).toBeTruthy();
    expect(within(colour).getByRole('radio', { name: 'Plava' })).toBeTruthy();
    expect(buyBox().querySelector('.price-new')!.textContent).toBe('39\u00a0999,00\u00a0RSD');

    await user.click(within(colour).getByRole('radio', { name: 'Plava' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?varijanta=${blue128}`));
    expect(codeShown()).toBe('A55-128-PLAVA');
    expect(buyBox().querySelector('.price')!.textContent).toBe('46\u00a0999,00\u00a0RSD');
    expect(within(buyBox()).getByText('Na stanju')).toBeTruthy();
    // With blue chosen, 256 GB was never made in blue: choosing it moves the colour to the 256 GB there is, sold out.
    const storageNow = screen.getByRole('group', { name: 'Memorija: 128 GB' });
    await user.click(within(storageNow).getByRole('radio', { name: '256 GB (nije dostupno)' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?varijanta=${black256}`));
    expect(screen.getByRole('group', { name: 'Boja: Crna' })).toBeTruthy();
    expect(codeShown()).toBe('A55-256-CRNA');
    expect(within(buyBox()).getByText('Trenutno nije na stanju')).toBeTruthy();
    expect(within(buyBox()).queryByRole('button', { name: 'Dodaj u korpu' })).toBeNull();
  });

  it('opens on the variant the address names, puts that variant in the cart and names it there, in English', async () => {
    const { blue128 } = await sellA55InVariants();
    const { user } = renderApp(`${A55_EN}?variant=${blue128}`);
    await screen.findByRole('group', { name: 'Colour: Blue' }, { timeout: 10_000 });
    await user.click(within(buyBox()).getByRole('button', { name: 'Add to cart' }));
    const drawer = await screen.findByRole('dialog', { name: 'Added to the cart' });
    await within(drawer).findByText(/^1 × Samsung Galaxy A55 5G 8\/128 GB smartphone \(128 GB \/ Blue\)$/, {}, { timeout: 10_000 });
    expect(JSON.parse(localStorage.getItem('cart')!)).toEqual([{ product_id: '1', variant_id: blue128, quantity: 1 }]);
  });

  it('says "od" before a listing card’s price when the variants that can be bought differ in price', async () => {
    await sellA55InVariants();
    renderApp('/prodavnica/telefoni-i-tableti/mobilni-telefoni/android-telefoni');
    const card = (await screen.findByRole('heading', { level: 2, name: A55_NAME_SR }, { timeout: 10_000 })).closest('article')!;
    expect(card.querySelector('.price-from')!.textContent).toBe('od ');
    expect(card.querySelector('.price-new')!.textContent).toBe('39\u00a0999,00\u00a0RSD');
  });
});
