import '../../../support/happy-dom-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { onePixelPng } from '../../../../contract/support/png';
import { renderApp, sentOperations, SHOP_ENDPOINT, useTestShop } from '../../../support/test-shop';
import { signInAsDemoAdmin, WAIT } from '../admin-harness';

const shop = useTestShop();

const CSV = [
  'code;name_sr;name_en;price;stock;brand;categories;image',
  'SM-A556B-128;;;;9;Samsung;Telefoni i tableti > Mobilni telefoni > Android telefoni;mobilni-telefon-samsung-galaxy-a55-5g-8-128-gb-67.svg',
  'UVOZ-1;Uvezeni telefon;Imported phone;19999,90;4;Samsung;Telefoni i tableti > Mobilni telefoni;Slike/uvoz-1.png',
  'UVOZ-2;Loš brend;Bad brand;1000;1;Nokiaa;;',
  'UVOZ-3;Loša cena;Bad price;besplatno;1;;;',
].join('\r\n');

/** The error table's rows as their cells' texts, the header left out. */
const errorRows = () =>
  within(screen.getByRole('table', { name: 'Redovi sa greškom' })).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('admin catalogue import', () => {
  it('previews the file with each row’s errors, sends the images the rows name from a ZIP, and imports with progress', async () => {
    const token = await signInAsDemoAdmin(shop.db);
    const { user, router } = renderApp('/cms/catalog-import');
    await user.upload(await screen.findByLabelText(/^CSV fajl/, {}, WAIT), new File([CSV], 'proizvodi.csv', { type: 'text/csv' }));
    const archive = zipSync({ 'Slike/uvoz-1.png': onePixelPng(), 'Slike/visak.png': onePixelPng() });
    await user.upload(screen.getByLabelText('ili ZIP arhiva'), new File([archive], 'slike.zip', { type: 'application/zip' }));
    await user.click(screen.getByRole('button', { name: 'Pregledaj' }));

    await screen.findByRole('table', { name: 'Redovi sa greškom' }, WAIT);
    expect(router.state.location.search).toMatch(/^\?import=\d+$/);
    expect(errorRows()).toEqual([
      ['4', 'UVOZ-2', 'Loš brend', 'brand', 'Brend „Nokiaa“ ne postoji.'],
      ['5', 'UVOZ-3', 'Loša cena', 'price', '„besplatno“ nije broj (na primer 1299.90).'],
    ]);
    const counts = screen.getAllByRole('definition').map((cell) => cell.textContent);
    expect(counts).toEqual(['1', '1', '0', '2']);
    // Only the image a row names was sent from the archive.
    const id = router.state.location.search.replace('?import=', '');
    const reply = await fetch(SHOP_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: 'query ($id: ID!) { catalogImport(id: $id) { images_uploaded images_needed } }', variables: { id } }),
    });
    expect((await reply.json()).data.catalogImport).toEqual({ images_uploaded: 1, images_needed: [] });

    await user.click(screen.getByRole('button', { name: 'Uvezi redove (2)' }));
    expect(await screen.findByText('Uvoz je završen. Novih: 1, izmenjenih: 1, bez promene: 0, sa greškom: 2.', {}, WAIT)).toBeTruthy();
    const created = await shop.db.selectFrom('products').select(['names', 'price', 'stock', 'image_id']).where('code', '=', 'UVOZ-1').executeTakeFirstOrThrow();
    expect(created).toMatchObject({ names: ['Uvezeni telefon', 'Imported phone'], price: 19999.9, stock: 4 });
    const image = await shop.db.selectFrom('storage_files').select('orig_name').where('id', '=', created.image_id!).executeTakeFirstOrThrow();
    expect(image.orig_name).toBe('uvoz-1.png');
    const phone = await shop.db.selectFrom('products').select('stock').where('code', '=', 'SM-A556B-128').executeTakeFirstOrThrow();
    expect(phone.stock).toBe(9);
    expect(sentOperations('GetCatalogImportProgress').length).toBeGreaterThan(0);
  });

  it('shows a file the server cannot read as the format under the file field, in the admin’s language', async () => {
    await signInAsDemoAdmin(shop.db);
    const { user } = renderApp('/cms/catalog-import');
    await user.upload(await screen.findByLabelText(/^CSV fajl/, {}, WAIT), new File(['code,prise\nA,1\n'], 'los.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Pregledaj' }));
    expect(await screen.findByText('Nepoznata kolona „prise“ u zaglavlju.', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText(/^CSV fajl/).getAttribute('aria-invalid')).toBe('true'), WAIT);
  });
});
