import '../../../support/happy-dom-globals';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, sentOperations, useTestShop } from '../../../support/test-shop';
import { signInAsDemoAdmin, WAIT } from '../admin-harness';
import { imageFile } from '../files/sample-files';

const shop = useTestShop();
const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const setting = (field: string) => shop.db.selectFrom('settings').select('values').where('field', '=', field).executeTakeFirstOrThrow();

async function replaceText(user: UserEvent, field: HTMLInputElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('admin settings', { timeout: 60_000 }, () => {
  it('saves the default SEO per language without touching the other one', async () => {
    await signInAsDemoAdmin(shop.db);
    const [serbian, english] = (await setting('seo_title')).values;
    const { user } = renderApp('/cms/settings');
    await waitFor(() => expect(input('SEO naslov').value).toBe(serbian), WAIT);
    await replaceText(user, input('SEO naslov'), 'Izlog – najbolja tehnika');
    await user.click(screen.getByRole('button', { name: 'Sačuvaj (srpski)' }));
    expect(await screen.findByText('Podešavanja su sačuvana (srpski).', {}, WAIT)).toBeTruthy();
    expect((await setting('seo_title')).values).toEqual(['Izlog – najbolja tehnika', english]);
    expect(sentOperations('UpsertSetting')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'EN' }));
    await waitFor(() => expect(input('SEO title').value).toBe(english), WAIT);
    await replaceText(user, input('SEO title'), 'Izlog – the best tech');
    await user.click(screen.getByRole('button', { name: 'Save (English)' }));
    expect(await screen.findByText('Settings have been saved (English).', {}, WAIT)).toBeTruthy();
    expect((await setting('seo_title')).values).toEqual(['Izlog – najbolja tehnika', 'Izlog – the best tech']);
    expect(sentOperations('UpsertSetting').at(-1)!.headers.get('lang')).toBe('1');
  });

  it('refuses an orders e-mail list with a bad address in the server\'s words and sends nothing', async () => {
    await signInAsDemoAdmin(shop.db);
    const before = (await setting('orders_email')).values;
    const { user } = renderApp('/cms/settings');
    const list = await screen.findByLabelText('E-mail adrese za porudžbine', {}, WAIT);
    await waitFor(() => expect((list as HTMLInputElement).value).toBe(before[0]), WAIT);
    await replaceText(user, list as HTMLInputElement, 'prodaja@izlog.rs, magacin@izlog, sef@izlog.rs');
    await user.click(screen.getByRole('button', { name: 'Sačuvaj (srpski)' }));
    expect(await screen.findByText('Unesite jednu ili više ispravnih e-mail adresa odvojenih zarezom.')).toBeTruthy();
    expect(list.getAttribute('aria-invalid')).toBe('true');
    expect((list as HTMLInputElement).value).toBe('prodaja@izlog.rs, magacin@izlog, sef@izlog.rs');
    expect(sentOperations('UpsertSetting')).toHaveLength(0);
    expect((await setting('orders_email')).values).toEqual(before);

    await replaceText(user, list as HTMLInputElement, 'prodaja@izlog.rs,magacin@izlog.rs , sef@izlog.rs');
    await user.click(screen.getByRole('button', { name: 'Sačuvaj (srpski)' }));
    expect(await screen.findByText('Podešavanja su sačuvana (srpski).', {}, WAIT)).toBeTruthy();
    expect((await setting('orders_email')).values[0]).toBe('prodaja@izlog.rs, magacin@izlog.rs, sef@izlog.rs');
  });
});

describe("the shop's brand in the settings", { timeout: 90_000 }, () => {
  /** The file input behind an "Upload an image" button (the button opens it; a test hands it the file). */
  const uploadInput = (label: string) => screen.getByLabelText(`Otpremi sliku: ${label}`, { selector: 'input' }) as HTMLInputElement;

  it('uploads a logo and names the shop with the form; the storefront header then shows that logo, its space kept', async () => {
    await signInAsDemoAdmin(shop.db);
    const { user } = renderApp('/cms/settings');
    await screen.findByRole('button', { name: 'Otpremi sliku: Logo' }, WAIT);
    await waitFor(() => expect(input('Naziv prodavnice').value).toBe('Izlog'), WAIT);

    // A favicon must be square: a 64 × 48 image is refused beside the field, and the form sends nothing.
    await user.upload(uploadInput('Ikonica sajta (favicon)'), await imageFile('siroka-ikonica.png', 'png'));
    expect(await screen.findByText('Ikonica mora biti kvadratna (iste širine i visine).', {}, WAIT)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sačuvaj (srpski)' }));
    expect(sentOperations('UpsertSetting')).toHaveLength(0);
    await user.click(screen.getAllByRole('button', { name: 'Ukloni sliku' })[1]!);

    await user.upload(uploadInput('Logo'), await imageFile('radnja-logo.png', 'png'));
    expect(await screen.findByText('Slika „radnja-logo.png“ je otpremljena u Fajlove.', {}, WAIT)).toBeTruthy();
    await replaceText(user, input('Naziv prodavnice'), 'Radnja Kod Mike');
    await user.click(screen.getByRole('button', { name: 'Sačuvaj (srpski)' }));
    expect(await screen.findByText('Podešavanja su sačuvana (srpski).', {}, WAIT)).toBeTruthy();
    const logo = await shop.db.selectFrom('storage_files').selectAll().where('orig_name', '=', 'radnja-logo.png').executeTakeFirstOrThrow();
    const saved = await shop.db.selectFrom('settings').select(['field', 'image_id', 'values']).where('field', 'in', ['logo', 'site_name', 'favicon']).execute();
    expect(saved.find((row) => row.field === 'logo')!.image_id).toBe(logo.id);
    expect(saved.find((row) => row.field === 'site_name')!.values).toEqual(['Radnja Kod Mike', 'Radnja Kod Mike']);
    expect(saved.find((row) => row.field === 'favicon')).toBeUndefined();

    cleanup();
    renderApp('/');
    const home = await screen.findByRole('link', { name: 'Radnja Kod Mike' }, WAIT);
    const image = home.querySelector('img')!;
    expect(image.getAttribute('src')).toBe(`/storage/${logo.bucket}/${logo.folder}/${logo.name}`);
    // 64 × 48 in the header's 144 × 48 box: its own proportions, so nothing moves when it loads.
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['64', '48']);
  });
});
