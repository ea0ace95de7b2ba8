import '../../../support/happy-dom-globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { renderApp, sentOperations, useTestShop } from '../../../support/test-shop';
import { signInAsDemoAdmin, WAIT } from '../admin-harness';
import { rowCount } from '../admin-rows';
import { imageFile, pdfFile } from './sample-files';

const shop = useTestShop();

const fileNamed = (name: string) => shop.db.selectFrom('storage_files').selectAll().where('orig_name', '=', name).executeTakeFirstOrThrow();
const fileById = (id: number) => shop.db.selectFrom('storage_files').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const filesInTab = async (tab: string) =>
  (await shop.db.selectFrom('storage_files').select(sql<number>`count(*)::int`.as('count')).where('tab', '=', tab).executeTakeFirstOrThrow()).count;

/** The card of a listed file, found by its select box. */
async function cardOf(name: string) {
  const box = await screen.findByRole('checkbox', { name: `Izaberi „${name}“` }, WAIT);
  return box.closest('li')!;
}

/** The names of the files the screen lists, in order. */
async function listedNames() {
  const boxes = await screen.findAllByRole('checkbox', { name: /^Izaberi „/ }, WAIT);
  return boxes.map((box) => box.getAttribute('aria-label') ?? box.closest('label')!.textContent!.replace(/^Izaberi „|“$/g, ''));
}

describe('admin files', { timeout: 60_000 }, () => {
  it('uploads two files at once with a progress bar each, into the chosen tab', async () => {
    await signInAsDemoAdmin(shop.db);
    const before = await rowCount(shop.db, 'storage_files');
    const { user } = renderApp('/cms/files');
    expect(await screen.findByText(`Ukupno fajlova: ${before}`, {}, WAIT)).toBeTruthy();
    // No internal words: the shop has one bucket, so nobody is asked for it.
    expect(screen.getByRole('main').textContent).not.toMatch(/bucket/i);
    await user.selectOptions(screen.getByLabelText('Kartica za nove fajlove'), 'documents');
    const png = await imageFile('katalog-leto.png', 'png');
    const pdf = pdfFile('cenovnik.pdf', 2048);
    await user.upload(screen.getByLabelText('Izaberi fajlove'), [png, pdf]);

    expect(await screen.findByText('Fajl „katalog-leto.png“ je otpremljen.', {}, WAIT)).toBeTruthy();
    expect(await screen.findByText('Fajl „cenovnik.pdf“ je otpremljen.', {}, WAIT)).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'katalog-leto.png' }) as HTMLProgressElement;
    expect(bar.value).toBe(100);
    expect(await rowCount(shop.db, 'storage_files')).toBe(before + 2);
    const stored = await fileNamed('cenovnik.pdf');
    expect(stored).toMatchObject({ tab: 'documents', bucket: 'public', mime: 'application/pdf' });
    // The new files are listed, the pdf with its placeholder.
    const card = await cardOf('cenovnik.pdf');
    expect(within(card).getByText('PDF')).toBeTruthy();
    expect(within(card).getByText(/application\/pdf/)).toBeTruthy();
  });

  it('uploads a file dropped onto the drop zone into the open tab', async () => {
    await signInAsDemoAdmin(shop.db);
    const before = await rowCount(shop.db, 'storage_files');
    renderApp('/cms/files?tab=blog');
    await screen.findByText(`Ukupno fajlova: ${await filesInTab('blog')}`, {}, WAIT);
    const zone = screen.getByText(/Prevucite fajlove ovde/).closest('div')!;
    const file = await imageFile('naslovna.webp', 'webp');
    fireEvent.dragOver(zone, { dataTransfer: { files: [file], types: ['Files'] } });
    fireEvent.drop(zone, { dataTransfer: { files: [file], types: ['Files'] } });
    expect(await screen.findByText('Fajl „naslovna.webp“ je otpremljen.', {}, WAIT)).toBeTruthy();
    expect(await rowCount(shop.db, 'storage_files')).toBe(before + 1);
    expect(await shop.db.selectFrom('storage_files').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow()).toMatchObject({ orig_name: 'naslovna.webp', tab: 'blog' });
  });

  it('shows a refused upload in the red box', async () => {
    await signInAsDemoAdmin(shop.db);
    const before = await rowCount(shop.db, 'storage_files');
    const { user } = renderApp('/cms/files');
    await screen.findByText(`Ukupno fajlova: ${before}`, {}, WAIT);
    const input = screen.getByLabelText('Izaberi fajlove') as HTMLInputElement;
    input.removeAttribute('accept');
    await user.upload(input, new File(['x'], 'virus.exe', { type: 'application/x-msdownload' }));
    expect(await screen.findByText('Ova vrsta fajla nije dozvoljena.', {}, WAIT)).toBeTruthy();
    expect(await rowCount(shop.db, 'storage_files')).toBe(before);
  });

  it('moves a file to another tab and edits its alt text in both languages', async () => {
    await signInAsDemoAdmin(shop.db);
    const { user } = renderApp('/cms/files');
    const [name] = await listedNames();
    const file = await fileNamed(name!);
    const card = await cardOf(name!);
    await user.selectOptions(within(card).getByLabelText('Kartica'), 'blog');
    expect(await screen.findByText(`Fajl „${name}“ je premešten u karticu „Novosti“.`, {}, WAIT)).toBeTruthy();
    expect((await fileById(file.id)).tab).toBe('blog');

    // Each language's alt text has its own field, labelled with its language, holding what is saved.
    const serbian = within(card).getByLabelText('Alt tekst (srpski)') as HTMLInputElement;
    const english = within(card).getByLabelText('Alt tekst (engleski)') as HTMLInputElement;
    expect([serbian.value, english.value]).toEqual(file.alts);
    await user.clear(serbian);
    await user.type(serbian, 'Novi frižider u kuhinji');
    await user.clear(english);
    await user.type(english, 'A new fridge in the kitchen');
    await user.click(within(card).getByRole('button', { name: /Sačuvaj alt/ }));
    expect(await screen.findByText(`Alt tekst fajla „${name}“ je sačuvan.`, {}, WAIT)).toBeTruthy();
    expect((await fileById(file.id)).alts).toEqual(['Novi frižider u kuhinji', 'A new fridge in the kitchen']);
    // Emptying one language's field clears that language's text only.
    await user.clear(english);
    await user.click(within(card).getByRole('button', { name: /Sačuvaj alt/ }));
    await waitFor(async () => expect((await fileById(file.id)).alts).toEqual(['Novi frižider u kuhinji', '']), WAIT);
  });

  it('deletes two selected files after confirmation, and nothing when it is cancelled', async () => {
    await signInAsDemoAdmin(shop.db);
    // Documents nothing uses: the plain question.
    const { user } = renderApp('/cms/files?tab=documents');
    const [first, second] = await listedNames();
    const ids = await Promise.all([first, second].map(async (name) => String((await fileNamed(name!)).id)));
    await user.click(screen.getByRole('checkbox', { name: `Izaberi „${first}“` }));
    await user.click(screen.getByRole('checkbox', { name: `Izaberi „${second}“` }));
    await user.click(screen.getByRole('button', { name: 'Obriši izabrane (2)' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Obrisati izabrane fajlove (2)? Ovo se ne može opozvati.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Otkaži' }));
    expect(sentOperations('DeleteStorage')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Obriši izabrane (2)' }));
    const confirm = within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Da, obriši' }) as HTMLButtonElement;
    await waitFor(() => expect(confirm.disabled).toBe(false), WAIT);
    await user.click(confirm);
    expect(await screen.findByText('Obrisano fajlova: 2.', {}, WAIT)).toBeTruthy();
    expect(sentOperations('DeleteStorage').at(-1)!.variables).toEqual({ ids });
    expect(await shop.db.selectFrom('storage_files').select('id').where('id', 'in', ids.map(Number)).execute()).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: `Izaberi „${first}“` })).toBeNull(), WAIT);
  });

  it('says where a selected file is used before deleting it, and removes it from there after confirmation', async () => {
    await signInAsDemoAdmin(shop.db);
    // A product whose image no other product has.
    const product = await shop.db
      .selectFrom('products as candidate')
      .select(['candidate.id', 'candidate.names', 'candidate.image_id'])
      .where('candidate.image_id', 'is not', null)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('products as other').select('other.id').whereRef('other.image_id', '=', 'candidate.image_id').whereRef('other.id', '<>', 'candidate.id'))),
      )
      .orderBy('candidate.id')
      .executeTakeFirstOrThrow();
    const image = await fileById(product.image_id!);
    const unused = await shop.db.selectFrom('storage_files').selectAll().where('tab', '=', 'documents').orderBy('id').executeTakeFirstOrThrow();
    const { user, router } = renderApp(`/cms/files?search=${encodeURIComponent(image.orig_name)}`);
    // A selection kept across lists: the product's image, then a document nothing uses.
    await user.click(await screen.findByRole('checkbox', { name: `Izaberi „${image.orig_name}“` }, WAIT));
    await router.navigate('/cms/files?tab=documents');
    await user.click(await screen.findByRole('checkbox', { name: `Izaberi „${unused.orig_name}“` }, WAIT));
    await user.click(screen.getByRole('button', { name: 'Obriši izabrane (2)' }));

    const dialog = screen.getByRole('alertdialog');
    const uses = await within(dialog).findByRole('list', { name: `Gde se koristi „${image.orig_name}“` }, WAIT);
    expect(within(dialog).getByText('Izabrani fajlovi (2) se koriste. Brisanje ih uklanja i sa mesta gde se koriste, i ne može se opozvati:')).toBeTruthy();
    const items = within(uses).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toContain(`Proizvod „${product.names[0]}“ — slika se uklanja`);
    expect(within(uses).getAllByRole('link', { name: `„${product.names[0]}“` })[0]!.getAttribute('href')).toBe(`/cms/products/${product.id}`);
    expect(within(dialog).getByText(/ne koristi se/).closest('li')!.textContent).toContain(unused.orig_name);
    expect(sentOperations('GetStorageUsages').at(-1)!.variables).toEqual({ ids: [String(image.id), String(unused.id)] });

    // Cancelled: nothing is deleted.
    await user.click(within(dialog).getByRole('button', { name: 'Otkaži' }));
    expect(sentOperations('DeleteStorage')).toHaveLength(0);
    expect(sentOperations('DeleteStorageInUse')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Obriši izabrane (2)' }));
    const confirm = await within(screen.getByRole('alertdialog')).findByRole('button', { name: `Obriši i ukloni iz upotrebe (${items.length})` }, WAIT);
    await user.click(confirm);
    expect(await screen.findByText('Obrisano fajlova: 2.', {}, WAIT)).toBeTruthy();
    expect(sentOperations('DeleteStorageInUse').at(-1)!.variables).toEqual({ ids: [String(image.id), String(unused.id)] });
    expect(sentOperations('DeleteStorage')).toHaveLength(0);
    expect(await shop.db.selectFrom('storage_files').select('id').where('id', 'in', [image.id, unused.id]).execute()).toEqual([]);
    expect((await shop.db.selectFrom('products').select('image_id').where('id', '=', product.id).executeTakeFirstOrThrow()).image_id).toBeNull();
  });

  it('filters by tab from the query string', async () => {
    await signInAsDemoAdmin(shop.db);
    const { user, router } = renderApp('/cms/files');
    await listedNames();
    await user.click(within(screen.getByRole('navigation', { name: 'Kartice fajlova' })).getByRole('link', { name: 'Baneri' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=banners'), WAIT);
    const banners = await filesInTab('banners');
    expect(await screen.findByText(`Ukupno fajlova: ${banners}`, {}, WAIT)).toBeTruthy();
    expect(sentOperations('GetStorage').at(-1)!.variables).toMatchObject({ tab: 'banners', page: 1 });
  });
});
