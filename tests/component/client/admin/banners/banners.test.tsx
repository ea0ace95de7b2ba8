import '../../../support/happy-dom-globals';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, sentOperations, useTestShop } from '../../../support/test-shop';
import { signInAsDemoAdmin, WAIT } from '../admin-harness';
import { rowCount } from '../admin-rows';

const shop = useTestShop();
const bannerById = (id: number) => shop.db.selectFrom('banners').selectAll().where('id', '=', id).executeTakeFirst();

describe('admin banners', { timeout: 60_000 }, () => {
  it('creates a banner on the product page with its image, link and window, and lists it', async () => {
    await signInAsDemoAdmin(shop.db);
    const count = await rowCount(shop.db, 'banners');
    const { user } = renderApp('/cms/banners');
    expect(await screen.findByText(`Ukupno banera: ${count}`, {}, WAIT)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Novi baner' }));
    const form = screen.getByRole('form', { name: 'Novi baner' });
    await user.type(within(form).getByLabelText(/^Naziv/), 'Zimska akcija desno');
    await user.selectOptions(within(form).getByLabelText(/^Pozicija/), 'PRODUCT_RIGHT');
    await user.type(within(form).getByLabelText(/^Naslov preko slike/), 'Popusti do 30%');
    await user.type(within(form).getByLabelText(/^Link/), '/akcija');
    await user.type(within(form).getByLabelText(/^Prikazuje se od/), '2026-12-01T08:00');
    await user.type(within(form).getByLabelText(/^Prikazuje se do/), '2027-01-15T20:00');
    await user.click(within(form).getByRole('button', { name: 'Izaberi iz fajlova' }));
    const picker = await screen.findByRole('group', { name: 'Izbor slike iz fajlova' }, WAIT);
    const choice = (await within(picker).findAllByRole('button', { name: /Izaberi / }, WAIT))[0]!;
    const image = await shop.db.selectFrom('storage_files').select('id').where('orig_name', '=', choice.getAttribute('title')!).executeTakeFirstOrThrow();
    await user.click(choice);
    await user.click(within(form).getByRole('button', { name: 'Sačuvaj (srpski)' }));

    expect(await screen.findByText('Baner „Zimska akcija desno“ je sačuvan.', {}, WAIT)).toBeTruthy();
    expect(await rowCount(shop.db, 'banners')).toBe(count + 1);
    const created = await shop.db.selectFrom('banners').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(created).toMatchObject({ name: 'Zimska akcija desno', position: 'PRODUCT_RIGHT', active: true });
    expect(created.titles[0]).toBe('Popusti do 30%');
    expect(created.links[0]).toBe('/akcija');
    expect(created.image_ids[0]).toBe(image.id);
    expect(new Date(created.active_from!).getTime()).toBe(new Date('2026-12-01T08:00').getTime());
    expect(screen.queryByRole('form', { name: 'Novi baner' })).toBeNull();
    expect(await screen.findByText(`Ukupno banera: ${count + 1}`, {}, WAIT)).toBeTruthy();
    expect(screen.getAllByText('Zimska akcija desno').length).toBeGreaterThan(0);
  });

  it('checks the name and the window before sending, keeping what was typed', async () => {
    await signInAsDemoAdmin(shop.db);
    const { user } = renderApp('/cms/banners');
    await user.click(await screen.findByRole('button', { name: 'Novi baner' }, WAIT));
    const form = screen.getByRole('form', { name: 'Novi baner' });
    await user.type(within(form).getByLabelText(/^Prikazuje se od/), '2027-01-15T20:00');
    await user.type(within(form).getByLabelText(/^Prikazuje se do/), '2026-12-01T08:00');
    await user.click(within(form).getByRole('button', { name: 'Sačuvaj (srpski)' }));
    expect(within(form).getByText('Ovo polje je obavezno.')).toBeTruthy();
    expect(within(form).getByText('Početak prikazivanja mora biti pre kraja prikazivanja.')).toBeTruthy();
    expect((within(form).getByLabelText(/^Prikazuje se do/) as HTMLInputElement).value).toBe('2026-12-01T08:00');
    expect(sentOperations('UpsertBanner')).toHaveLength(0);
  });

  it('refuses a javascript: link beside the field before sending, and saves a shop path', async () => {
    await signInAsDemoAdmin(shop.db);
    const { user } = renderApp('/cms/banners');
    await user.click(await screen.findByRole('button', { name: 'Novi baner' }, WAIT));
    const form = screen.getByRole('form', { name: 'Novi baner' });
    await user.type(within(form).getByLabelText(/^Naziv/), 'Opasna veza');
    const link = within(form).getByLabelText(/^Link/) as HTMLInputElement;
    await user.type(link, 'javascript:alert(1)');
    await user.click(within(form).getByRole('button', { name: 'Sačuvaj (srpski)' }));
    expect(within(form).getByText('Adresa mora početi sa https://, http://, mailto:, tel: ili / i ne sme imati razmake.')).toBeTruthy();
    expect(link.getAttribute('aria-invalid')).toBe('true');
    expect(sentOperations('UpsertBanner')).toHaveLength(0);

    await user.clear(link);
    await user.type(link, '/akcija');
    await user.click(within(form).getByRole('button', { name: 'Sačuvaj (srpski)' }));
    expect(await screen.findByText('Baner „Opasna veza“ je sačuvan.', {}, WAIT)).toBeTruthy();
    const saved = await shop.db.selectFrom('banners').select('links').where('name', '=', 'Opasna veza').executeTakeFirstOrThrow();
    expect(saved.links[0]).toBe('/akcija');
  });

  it('edits a banner from the list and deletes another after the confirmation', async () => {
    await signInAsDemoAdmin(shop.db);
    const [first, second] = await shop.db.selectFrom('banners').selectAll().orderBy('id').limit(2).execute();
    const { user } = renderApp('/cms/banners');
    await user.click(await screen.findByRole('button', { name: `Izmeni baner „${first!.name}“` }, WAIT));
    const form = screen.getByRole('form', { name: first!.name });
    expect((within(form).getByLabelText(/^Naziv/) as HTMLInputElement).value).toBe(first!.name);
    await user.clear(within(form).getByLabelText(/^Link/));
    await user.type(within(form).getByLabelText(/^Link/), '/novo');
    await user.click(within(form).getByRole('button', { name: 'Sačuvaj (srpski)' }));
    expect(await screen.findByText(`Baner „${first!.name}“ je sačuvan.`, {}, WAIT)).toBeTruthy();
    expect((await bannerById(first!.id))!.links[0]).toBe('/novo');

    await user.click(screen.getByRole('button', { name: `Izmeni baner „${second!.name}“` }));
    await user.click(screen.getByRole('button', { name: 'Obriši baner' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Da, obriši' }));
    expect(await screen.findByText(`Baner „${second!.name}“ je obrisan.`, {}, WAIT)).toBeTruthy();
    expect(await bannerById(second!.id)).toBeUndefined();
  });
});
