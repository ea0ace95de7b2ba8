import '../../support/happy-dom-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, useTestShop } from '../../support/test-shop';
import { signInAsDemoAdmin, WAIT } from './admin-harness';
import { rowCount, serbianIs } from './admin-rows';
import { imageFile, pdfFile } from './files/sample-files';

const shop = useTestShop();

const storedNamed = (name: string) => shop.db.selectFrom('storage_files').selectAll().where('orig_name', '=', name).executeTakeFirstOrThrow();
/** The file input behind an "Upload an image" button (the button opens it; a test hands it the file). */
const uploadInput = (label: string) => screen.getByLabelText(`Otpremi sliku: ${label}`, { selector: 'input' }) as HTMLInputElement;

describe('uploading an image from a form', { timeout: 60_000 }, () => {
  it("uploads a product's main image and several gallery images at once into Files' products tab, and the product is saved with them in order", async () => {
    await signInAsDemoAdmin(shop.db);
    const product = await shop.db.selectFrom('products').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const files = await rowCount(shop.db, 'storage_files');
    const { user } = renderApp(`/cms/products/${product.id}`);
    const button = await screen.findByRole('button', { name: 'Otpremi sliku: Glavna slika' }, WAIT);
    expect(button.textContent).toBe('Otpremi sliku');

    await user.upload(uploadInput('Glavna slika'), await imageFile('frizider-glavna.png', 'png'));
    expect(await screen.findByText('Slika „frizider-glavna.png“ je otpremljena u Fajlove.', {}, WAIT)).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'frizider-glavna.png' }) as HTMLProgressElement;
    expect(bar.value).toBe(100);
    const main = await storedNamed('frizider-glavna.png');
    expect(main).toMatchObject({ tab: 'products', bucket: 'public', mime: 'image/png' });

    // The gallery takes several files in one choice, each with its own progress bar.
    const many = screen.getByLabelText('Otpremi slike: Galerija', { selector: 'input' }) as HTMLInputElement;
    expect(many.multiple).toBe(true);
    await user.upload(many, [await imageFile('frizider-unutra.webp', 'webp'), await imageFile('frizider-vrata.png', 'png')]);
    expect(await screen.findByText('Slika „frizider-unutra.webp“ je otpremljena u Fajlove.', {}, WAIT)).toBeTruthy();
    expect(await screen.findByText('Slika „frizider-vrata.png“ je otpremljena u Fajlove.', {}, WAIT)).toBeTruthy();
    expect((screen.getByRole('progressbar', { name: 'frizider-vrata.png' }) as HTMLProgressElement).value).toBe(100);
    const inside = await storedNamed('frizider-unutra.webp');
    const door = await storedNamed('frizider-vrata.png');
    const gallery = screen.getByRole('list', { name: 'Galerija' });
    await waitFor(() => expect(within(gallery).getByTestId(`gallery-${inside.id}`)).toBeTruthy());
    expect(within(gallery).getByTestId(`gallery-${door.id}`)).toBeTruthy();
    expect(await rowCount(shop.db, 'storage_files')).toBe(files + 3);

    await user.click(screen.getByRole('button', { name: 'Sačuvaj (srpski)' }));
    expect(await screen.findByText(/^Proizvod „.*“ je sačuvan\.$/, {}, WAIT)).toBeTruthy();
    const saved = await shop.db.selectFrom('products').select('image_id').where('id', '=', product.id).executeTakeFirstOrThrow();
    expect(saved.image_id).toBe(main.id);
    const galleryIds = (await shop.db.selectFrom('product_gallery').select('file_id').where('product_id', '=', product.id).orderBy('position').execute()).map((row) => row.file_id);
    expect(galleryIds.slice(-2)).toEqual([inside.id, door.id]);
  });

  it("uploads a brand's logo from its form, and a file that is not an image is refused with a message", async () => {
    await signInAsDemoAdmin(shop.db);
    const brand = await shop.db.selectFrom('brands').selectAll().where(serbianIs('names', 'Gorenje')).executeTakeFirstOrThrow();
    const files = await rowCount(shop.db, 'storage_files');
    const { user } = renderApp(`/cms/brands/${brand.id}`);
    await screen.findByRole('button', { name: 'Otpremi sliku: Logo' }, WAIT);

    const input = uploadInput('Logo');
    input.removeAttribute('accept');
    await user.upload(input, pdfFile('cenovnik.pdf', 1024));
    expect(await screen.findByText('Slika „cenovnik.pdf“ nije otpremljena.', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Ova vrsta fajla nije dozvoljena.')).toBeTruthy();
    expect(await rowCount(shop.db, 'storage_files')).toBe(files);

    await user.upload(input, await imageFile('gorenje-logo.png', 'png'));
    expect(await screen.findByText('Slika „gorenje-logo.png“ je otpremljena u Fajlove.', {}, WAIT)).toBeTruthy();
    const logo = await storedNamed('gorenje-logo.png');
    expect(logo.tab).toBe('brands');
    expect(await rowCount(shop.db, 'storage_files')).toBe(files + 1);
    await user.click(screen.getByRole('button', { name: 'Sačuvaj (srpski)' }));
    expect(await screen.findByText('Brend „Gorenje“ je sačuvan.', {}, WAIT)).toBeTruthy();
    expect((await shop.db.selectFrom('brands').select('image_id').where('id', '=', brand.id).executeTakeFirstOrThrow()).image_id).toBe(logo.id);
  });
});
