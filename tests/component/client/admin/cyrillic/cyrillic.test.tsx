import '../../../support/happy-dom-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../../../src/shared/i18n/dates';
import { renderApp, sentOperations, useTestShop } from '../../../support/test-shop';
import { signInAsDemoAdmin, WAIT } from '../admin-harness';

const shop = useTestShop();

const spellings = () => shop.db.selectFrom('cyrillic_spellings').select(['latin', 'cyrillic', 'updated_at']).orderBy('latin').execute();
const addSpelling = (latin: string, cyrillic: string) => shop.db.insertInto('cyrillic_spellings').values({ latin, cyrillic }).execute();

const newForm = () => screen.getByRole('form', { name: 'Novi zapis ćirilicom' });
/** The list's rows as their cells' texts, the header left out. */
const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name })).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

async function openScreen() {
  await signInAsDemoAdmin(shop.db);
  const view = renderApp('/cms/cyrillic');
  await screen.findByRole('heading', { name: 'Ćirilica', level: 1 }, WAIT);
  return view;
}

describe('admin Cyrillic spellings', { timeout: 60_000 }, () => {
  it('shows what the rule writes while the Latin is typed, asking the server once the typing pauses', async () => {
    const { user } = await openScreen();
    expect(screen.getByText(/Stranice prodavnice postoje i na ćirilici, pod adresom \/cir/)).toBeTruthy();
    const latin = within(newForm()).getByLabelText(/^Latinicom/);
    await user.type(latin, 'online');
    const preview = within(newForm()).getByRole('status');
    await waitFor(() => expect(preview.textContent).toBe('Pravilo piše: онлине'), WAIT);
    expect(latin.getAttribute('aria-describedby')).toContain(preview.id);
    // Typed letter by letter without a pause: not one request per letter.
    const asked = sentOperations('GetCyrillicPreview');
    expect(asked.at(-1)!.variables).toEqual({ text: 'online' });
    expect(asked.length).toBeLessThan('online'.length);
    await user.clear(latin);
    await waitFor(() => expect(preview.textContent).toBe(''), WAIT);
  });

  it('creates online → онлајн, listed with what the rule would write, and empties the form', async () => {
    const { user } = await openScreen();
    expect(await screen.findByText('Još nema zapisa: sve reči piše pravilo.', {}, WAIT)).toBeTruthy();
    await user.type(within(newForm()).getByLabelText(/^Latinicom/), 'online');
    await user.type(within(newForm()).getByLabelText(/^Ćirilicom/), 'онлајн');
    await user.click(within(newForm()).getByRole('button', { name: 'Sačuvaj zapis' }));

    expect(await screen.findByText('Zapis za „online“ je dodat.', {}, WAIT)).toBeTruthy();
    expect(sentOperations('UpsertCyrillicSpelling').at(-1)!.variables).toEqual({ id: null, latin: 'online', cyrillic: 'онлајн' });
    const [stored] = await spellings();
    expect(stored).toMatchObject({ latin: 'online', cyrillic: 'онлајн' });
    await screen.findByRole('table', { name: 'Zapisi ćirilicom' }, WAIT);
    expect(rowsOf('Zapisi ćirilicom')).toEqual([['online', 'онлајн', 'онлине', formatDateTime(stored!.updated_at.toISOString(), 0), expect.any(String)]]);
    expect(screen.queryByText('Još nema zapisa: sve reči piše pravilo.')).toBeNull();
    expect(within(newForm()).getByLabelText(/^Latinicom/)).toHaveProperty('value', '');
    expect(within(newForm()).getByLabelText(/^Ćirilicom/)).toHaveProperty('value', '');
  });

  it('edits a spelling, and Cancel leaves it as it was', async () => {
    await addSpelling('online', 'онлин');
    const { user } = await openScreen();
    const row = await screen.findByRole('row', { name: /online/ }, WAIT);
    await user.click(within(row).getByRole('button', { name: 'Izmena zapisa za „online“' }));
    let form = screen.getByRole('form', { name: 'Izmena zapisa za „online“' });
    expect(within(form).getByLabelText(/^Latinicom/)).toHaveProperty('value', 'online');
    expect(document.activeElement).toBe(within(form).getByLabelText(/^Latinicom/));
    await user.click(within(form).getByRole('button', { name: 'Otkaži' }));
    expect(screen.queryByRole('form', { name: 'Izmena zapisa za „online“' })).toBeNull();
    expect(newForm()).toBeTruthy();

    await user.click(within(screen.getByRole('row', { name: /online/ })).getByRole('button', { name: 'Izmena zapisa za „online“' }));
    form = screen.getByRole('form', { name: 'Izmena zapisa za „online“' });
    const cyrillic = within(form).getByLabelText(/^Ćirilicom/);
    expect(cyrillic).toHaveProperty('value', 'онлин');
    await user.clear(cyrillic);
    await user.type(cyrillic, 'онлајн');
    await user.click(within(form).getByRole('button', { name: 'Sačuvaj zapis' }));

    expect(await screen.findByText('Zapis za „online“ je sačuvan.', {}, WAIT)).toBeTruthy();
    const id = String((await shop.db.selectFrom('cyrillic_spellings').select('id').executeTakeFirstOrThrow()).id);
    expect(sentOperations('UpsertCyrillicSpelling').at(-1)!.variables).toEqual({ id, latin: 'online', cyrillic: 'онлајн' });
    expect(await spellings()).toMatchObject([{ latin: 'online', cyrillic: 'онлајн' }]);
    await waitFor(() => expect(rowsOf('Zapisi ćirilicom')[0]!.slice(0, 3)).toEqual(['online', 'онлајн', 'онлине']), WAIT);
    expect(newForm()).toBeTruthy();
  });

  it('deletes a spelling only after confirming', async () => {
    await addSpelling('online', 'онлајн');
    const { user } = await openScreen();
    await screen.findByRole('row', { name: /online/ }, WAIT);
    const deleteButton = () => screen.getByRole('button', { name: 'Obriši zapis za „online“' });
    await user.click(deleteButton());
    let question = screen.getByRole('alertdialog', { name: /Obrisati zapis za „online“\? Pravilo će ga ponovo pisati: онлине\./ });
    await user.click(within(question).getByRole('button', { name: 'Otkaži' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sentOperations('DeleteCyrillicSpelling')).toHaveLength(0);

    await user.click(deleteButton());
    question = screen.getByRole('alertdialog', { name: /Obrisati zapis za „online“/ });
    await user.click(within(question).getByRole('button', { name: 'Da, obriši' }));
    expect(await screen.findByText('Zapis za „online“ je obrisan; pravilo ga ponovo piše.', {}, WAIT)).toBeTruthy();
    expect(await spellings()).toEqual([]);
    expect(await screen.findByText('Još nema zapisa: sve reči piše pravilo.', {}, WAIT)).toBeTruthy();
  });

  it('refuses an empty or too long field before sending, in both languages, and keeps what was typed', async () => {
    const { user } = await openScreen();
    const errorOf = (input: HTMLElement) => document.getElementById(`${input.id}-error`)?.textContent;
    const latin = within(newForm()).getByLabelText(/^Latinicom/);
    await user.type(latin, 'online');
    await user.click(within(newForm()).getByRole('button', { name: 'Sačuvaj zapis' }));
    const cyrillic = within(newForm()).getByLabelText(/^Ćirilicom/);
    expect(cyrillic.getAttribute('aria-invalid')).toBe('true');
    expect(cyrillic.getAttribute('aria-describedby')).toBe(`${cyrillic.id}-error`);
    expect(errorOf(cyrillic)).toBe('Ovo polje je obavezno.');
    expect(latin.getAttribute('aria-invalid')).toBeNull();
    expect(latin).toHaveProperty('value', 'online');

    await user.click(screen.getByRole('button', { name: 'EN' }));
    const form = await screen.findByRole('form', { name: 'New Cyrillic spelling' }, WAIT);
    const latinEn = within(form).getByLabelText(/^In Latin/);
    const cyrillicEn = within(form).getByLabelText(/^In Cyrillic/);
    await user.type(latinEn, 'online');
    await waitFor(() => expect(within(form).getByRole('status').textContent).toBe('The rule writes: онлине'), WAIT);
    await user.click(within(form).getByRole('button', { name: 'Save the spelling' }));
    expect(errorOf(cyrillicEn)).toBe('This field is required.');

    await user.click(cyrillicEn);
    await user.paste('о'.repeat(256));
    await user.click(within(form).getByRole('button', { name: 'Save the spelling' }));
    expect(errorOf(cyrillicEn)).toBe('At most 255 characters.');
    expect(cyrillicEn).toHaveProperty('value', 'о'.repeat(256));
    expect(sentOperations('UpsertCyrillicSpelling')).toHaveLength(0);
    expect(await spellings()).toEqual([]);
  });

  it("shows the server's refusal of a Latin text that already has a spelling beside its field", async () => {
    await addSpelling('online', 'онлајн');
    const { user } = await openScreen();
    await screen.findByRole('row', { name: /online/ }, WAIT);
    await user.type(within(newForm()).getByLabelText(/^Latinicom/), 'online');
    await user.type(within(newForm()).getByLabelText(/^Ćirilicom/), 'онлајн');
    await user.click(within(newForm()).getByRole('button', { name: 'Sačuvaj zapis' }));

    const latin = within(newForm()).getByLabelText(/^Latinicom/);
    await waitFor(() => expect(latin.getAttribute('aria-invalid')).toBe('true'), WAIT);
    expect(within(newForm()).getByText('Za ovaj tekst već postoji ćirilica.')).toBeTruthy();
    expect(latin).toHaveProperty('value', 'online');
    expect(within(newForm()).getByLabelText(/^Ćirilicom/)).toHaveProperty('value', 'онлајн');
    expect(sentOperations('UpsertCyrillicSpelling')).toHaveLength(1);
    expect(await spellings()).toHaveLength(1);
  });
});
