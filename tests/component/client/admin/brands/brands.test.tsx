import '../../../support/happy-dom-globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, sentOperations, useTestShop } from '../../../support/test-shop';
import { signInAsDemoAdmin, WAIT } from '../admin-harness';
import { rowCount, serbianIs } from '../admin-rows';

const shop = useTestShop();

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
/** The brands in the order the demo lists them (by id); `place` counts from 0. */
const brandAt = (place: number) => shop.db.selectFrom('brands').selectAll().orderBy('id').offset(place).limit(1).executeTakeFirstOrThrow();
const brandById = (id: number) => shop.db.selectFrom('brands').selectAll().where('id', '=', id).executeTakeFirst();

async function replaceText(user: UserEvent, field: HTMLInputElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('admin brands', { timeout: 60_000 }, () => {
  it('lists the brands and finds one by its name', async () => {
    await signInAsDemoAdmin(shop.db);
    const { user, router } = renderApp('/cms/brands');
    const count = await rowCount(shop.db, 'brands');
    expect(await screen.findByText(`Ukupno brendova: ${count}`, {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Samsung/ })).toBeTruthy();
    await user.type(screen.getByLabelText('Pretraga po nazivu'), 'Gorenje');
    await user.click(screen.getByRole('button', { name: 'Traži' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=Gorenje'), WAIT);
    await waitFor(() => expect(screen.queryByRole('link', { name: /Samsung/ })).toBeNull(), WAIT);
    expect(screen.getByRole('link', { name: /Gorenje/ })).toBeTruthy();
    expect(sentOperations('GetBrandsWithPagination').at(-1)!.variables).toMatchObject({ search: 'Gorenje', page: 1 });
  });

  it('creates a brand with its logo from the files, position and SEO, then opens it', async () => {
    await signInAsDemoAdmin(shop.db);
    const count = await rowCount(shop.db, 'brands');
    const { user, router } = renderApp('/cms/brands/new');
    await user.type(await screen.findByLabelText(/^Naziv/, {}, WAIT), 'Tesla Audio');
    expect(input(/^Slug/).value).toBe('tesla-audio');
    await user.type(input(/^Pozicija u listi/), '2');
    await user.type(input(/^SEO naslov/), 'Tesla Audio zvučnici');
    await user.click(screen.getByRole('button', { name: 'Izaberi iz fajlova' }));
    const picker = await screen.findByRole('group', { name: 'Izbor slike iz fajlova' }, WAIT);
    const choice = (await within(picker).findAllByRole('button', { name: /Izaberi / }, WAIT))[0]!;
    const logo = await shop.db.selectFrom('storage_files').select('id').where('orig_name', '=', choice.getAttribute('title')!).executeTakeFirstOrThrow();
    await user.click(choice);
    expect(screen.queryByRole('group', { name: 'Izbor slike iz fajlova' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sačuvaj (srpski)' }));

    expect(await screen.findByText('Brend „Tesla Audio“ je sačuvan.', {}, WAIT)).toBeTruthy();
    expect(await rowCount(shop.db, 'brands')).toBe(count + 1);
    const created = await shop.db.selectFrom('brands').selectAll().where(serbianIs('names', 'Tesla Audio')).executeTakeFirstOrThrow();
    expect(created).toMatchObject({ position: 2, image_id: logo.id });
    expect(created.seo_titles[0]).toBe('Tesla Audio zvučnici');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/cms/brands/${created.id}`), WAIT);
    expect(await screen.findByRole('heading', { name: 'Tesla Audio', level: 1 }, WAIT)).toBeTruthy();
  });

  it('edits a brand in English without touching its Serbian texts', async () => {
    await signInAsDemoAdmin(shop.db);
    const brand = await brandAt(0);
    const serbian = brand.descriptions[0];
    const { user } = renderApp(`/cms/brands/${brand.id}`);
    await waitFor(() => expect(input(/^Naziv/).value).toBe(brand.names[0]), WAIT);
    await user.click(screen.getByRole('button', { name: 'EN' }));
    await waitFor(() => expect(input(/^Name/).value).toBe(brand.names[1]), WAIT);
    await replaceText(user, input(/^SEO title/), 'Samsung in Serbia');
    await user.click(screen.getByRole('button', { name: 'Save (English)' }));
    expect(await screen.findByText(`Brand "${brand.names[1]}" has been saved.`, {}, WAIT)).toBeTruthy();
    const saved = (await brandById(brand.id))!;
    expect(saved.seo_titles[1]).toBe('Samsung in Serbia');
    expect(saved.descriptions[0]).toBe(serbian);
    expect(sentOperations('UpsertBrand').at(-1)!.headers.get('lang')).toBe('1');
  });

  it('points at a position that is not a whole number and sends nothing', async () => {
    await signInAsDemoAdmin(shop.db);
    const brand = await brandAt(0);
    const { user } = renderApp(`/cms/brands/${brand.id}`);
    await waitFor(() => expect(input(/^Naziv/).value).toBe(brand.names[0]), WAIT);
    await replaceText(user, input(/^Pozicija u listi/), 'prvi');
    await user.click(screen.getByRole('button', { name: 'Sačuvaj (srpski)' }));
    expect(await screen.findByText('Pozicija mora biti ceo broj, 1 ili veći.')).toBeTruthy();
    expect(input(/^Pozicija u listi/).value).toBe('prvi');
    expect(sentOperations('UpsertBrand')).toHaveLength(0);
  });

  it('deletes a brand after the confirmation', async () => {
    await signInAsDemoAdmin(shop.db);
    const brand = await brandAt(1);
    const { user, router } = renderApp(`/cms/brands/${brand.id}`);
    await waitFor(() => expect(input(/^Naziv/).value).toBe(brand.names[0]), WAIT);
    await user.click(screen.getByRole('button', { name: 'Obriši brend' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Da, obriši' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cms/brands'), WAIT);
    expect(await brandById(brand.id)).toBeUndefined();
    expect(await screen.findByText(`Brend „${brand.names[0]}“ je obrisan.`, {}, WAIT)).toBeTruthy();
  });
});
