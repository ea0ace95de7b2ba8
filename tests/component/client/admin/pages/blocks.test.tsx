import '../../../support/happy-dom-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BLOCK_TYPE_CODES } from '../../../../../src/server/modules/cms/codes';
import { renderApp, sentOperations, useTestShop } from '../../../support/test-shop';
import { EDITOR_WAIT, signInAsDemoAdmin, WAIT } from '../admin-harness';

const shop = useTestShop();

const firstUnlockedPage = () => shop.db.selectFrom('pages').selectAll().where('locked', '=', false).orderBy('id').executeTakeFirstOrThrow();
const blockOfType = (pageId: number, type: keyof typeof BLOCK_TYPE_CODES) =>
  shop.db.selectFrom('blocks').selectAll().where('page_id', '=', pageId).where('type', '=', BLOCK_TYPE_CODES[type]).executeTakeFirstOrThrow();
const blockById = (id: number) => shop.db.selectFrom('blocks').selectAll().where('id', '=', id).executeTakeFirst();

describe('admin design blocks and the text editor', { timeout: 60_000 }, () => {
  it('labels every toolbar button of the text editor', async () => {
    await signInAsDemoAdmin(shop.db);
    const page = await firstUnlockedPage();
    renderApp(`/cms/pages/${page.id}`);
    const toolbar = await screen.findByRole('toolbar', { name: 'Oblikovanje: Tekst stranice' }, EDITOR_WAIT);
    const names = ['Podebljano (Ctrl+B)', 'Kurziv (Ctrl+I)', 'Podvučeno (Ctrl+U)', 'Naslov H2', 'Naslov H3', 'Lista sa tačkama', 'Numerisana lista 1.'];
    for (const name of [...names, 'Ukloni oblikovanje', 'Poništi (Ctrl+Z)', 'Ponovi (Ctrl+Shift+Z)', 'Veza (Ctrl+K)', 'Slika iz fajlova']) {
      expect(toolbar.querySelector(`button[aria-label="${name}"]`), name).not.toBeNull();
    }
    expect(screen.getByRole('button', { name: 'Podebljano (Ctrl+B)' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('textbox', { name: 'Tekst stranice' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'HTML prikaz: Tekst stranice' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('saves the page text typed as HTML with "Sačuvaj stranicu", keeps it after a reload, and shows what the server kept', async () => {
    await signInAsDemoAdmin(shop.db);
    const page = await firstUnlockedPage();
    const { user, unmount } = renderApp(`/cms/pages/${page.id}`);
    await user.click(await screen.findByRole('button', { name: 'HTML prikaz: Tekst stranice' }, EDITOR_WAIT));
    const source = screen.getByLabelText('HTML kod: Tekst stranice') as HTMLTextAreaElement;
    await user.clear(source);
    await user.click(source);
    await user.paste('<p>Zdravo <b>svete</b></p><script>alert(1)</script>');
    // One save for the whole form: no second "save text" button to forget.
    expect(screen.queryByRole('button', { name: 'Sačuvaj tekst' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sačuvaj stranicu' }));
    expect(await screen.findByText(`Stranica „${page.names[0]}“ je sačuvana.`, {}, WAIT)).toBeTruthy();
    const stored = (await shop.db.selectFrom('pages').select('pages').where('id', '=', page.id).executeTakeFirstOrThrow()).pages[0]!;
    expect(stored).toContain('svete');
    expect(stored).not.toContain('<script>');
    // What the server kept is what the editor shows, with no raw HTML dump beside it.
    await waitFor(() => expect((screen.getByLabelText('HTML kod: Tekst stranice') as HTMLTextAreaElement).value).toBe(stored), WAIT);
    expect(screen.queryByText(/Sačuvani HTML/)).toBeNull();
    unmount();

    // After a reload the text is there.
    renderApp(`/cms/pages/${page.id}`);
    await user.click(await screen.findByRole('button', { name: 'HTML prikaz: Tekst stranice' }, EDITOR_WAIT));
    expect((screen.getByLabelText('HTML kod: Tekst stranice') as HTMLTextAreaElement).value).toBe(stored);
  });

  it('adds a text block and a products carousel, reorders, switches off and deletes blocks', async () => {
    await signInAsDemoAdmin(shop.db);
    const page = await shop.db
      .selectFrom('pages')
      .selectAll()
      .where('locked', '=', false)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('blocks').select('blocks.id').whereRef('blocks.page_id', '=', 'pages.id'))))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { user } = renderApp(`/cms/pages/${page.id}`);
    expect(await screen.findByText('Ova stranica još nema blokova. Dodajte prvi ispod.', {}, WAIT)).toBeTruthy();

    // A text block, its text typed as HTML; empty text is refused before sending.
    await user.selectOptions(screen.getByLabelText('Vrsta novog bloka'), 'TEXT');
    await user.click(screen.getByRole('button', { name: 'Dodaj blok' }));
    await user.type(screen.getByLabelText('Naslov bloka'), 'Uvod');
    await user.click(screen.getByRole('button', { name: 'Sačuvaj blok' }));
    expect(await screen.findByText('Unesite tekst bloka.')).toBeTruthy();
    expect(sentOperations('UpsertBlock')).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'HTML prikaz: Tekst bloka' }, EDITOR_WAIT));
    await user.click(screen.getByLabelText('HTML kod: Tekst bloka'));
    await user.paste('<p>Dobro došli</p>');
    await user.click(screen.getByRole('button', { name: 'Sačuvaj blok' }));
    expect(await screen.findByText('Blok „Tekst editor: Uvod“ je sačuvan.', {}, WAIT)).toBeTruthy();
    // A text block, holding the HTML.
    const text = await blockOfType(page.id, 'TEXT');
    expect(text.content.htmls?.[0]).toContain('Dobro došli');

    // A products carousel with one product found by search.
    const product = await shop.db.selectFrom('products').select(['id', 'names']).where('active', '=', true).orderBy('id').executeTakeFirstOrThrow();
    const productName = product.names[0]!;
    await user.selectOptions(await screen.findByLabelText('Vrsta novog bloka', {}, WAIT), 'PRODUCTS_CAROUSEL');
    await user.click(screen.getByRole('button', { name: 'Dodaj blok' }));
    await user.type(screen.getByLabelText('Naslov bloka'), 'Preporuka');
    await user.type(screen.getByLabelText('Pretraga proizvoda'), productName);
    await user.click(await screen.findByRole('button', { name: `Dodaj „${productName}“` }, WAIT));
    await user.click(screen.getByRole('button', { name: 'Sačuvaj blok' }));
    expect(await screen.findByText('Blok „Karusel proizvoda: Preporuka“ je sačuvan.', {}, WAIT)).toBeTruthy();
    const carousel = await blockOfType(page.id, 'PRODUCTS_CAROUSEL');
    expect(carousel.content).toMatchObject({ product_ids: [product.id] });

    // The carousel moves above the text.
    await user.click(await screen.findByRole('button', { name: 'Pomeri „Karusel proizvoda: Preporuka“ gore' }, WAIT));
    expect(await screen.findByText('Redosled blokova je sačuvan.', {}, WAIT)).toBeTruthy();
    expect(sentOperations('SortBlocks').at(-1)!.variables).toEqual({ page_id: String(page.id), ids: [String(carousel.id), String(text.id)] });
    await waitFor(() => expect(screen.getByRole('heading', { name: '1. Karusel proizvoda: Preporuka', level: 3 })).toBeTruthy(), WAIT);

    // Switched off, then deleted after confirming.
    await user.click(screen.getByRole('button', { name: 'Isključi „Tekst editor: Uvod“' }));
    expect(await screen.findByText('Blok „Tekst editor: Uvod“ je isključen.', {}, WAIT)).toBeTruthy();
    expect((await blockById(text.id))!.active).toBe(false);
    // Asked in the page (the browser's confirm() is not there to answer).
    await user.click(await screen.findByRole('button', { name: 'Obriši „Tekst editor: Uvod“' }, WAIT));
    const question = screen.getByRole('alertdialog');
    expect(question.textContent).toBe('Obrisati blok „Tekst editor: Uvod“?Da, obrišiOtkaži');
    await user.click(within(question).getByRole('button', { name: 'Da, obriši' }));
    expect(await screen.findByText('Blok „Tekst editor: Uvod“ je obrisan.', {}, WAIT)).toBeTruthy();
    expect(await blockById(text.id)).toBeUndefined();
  });
});
