import '../../../support/happy-dom-globals';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, sentOperations, useTestShop } from '../../../support/test-shop';
import { EDITOR_WAIT, signInAsDemoAdmin, WAIT } from '../admin-harness';
import { serbianIs } from '../admin-rows';

const shop = useTestShop();

const categoryNamed = (name: string) => shop.db.selectFrom('categories').selectAll().where(serbianIs('names', name)).executeTakeFirstOrThrow();
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

/** Selects characters `from`–`to` of the region's first paragraph, as a mouse drag would. */
async function selectInFirstParagraph(region: HTMLElement, from: number, to: number) {
  const text = region.querySelector('p')!.firstChild!;
  const range = document.createRange();
  range.setStart(text, from);
  range.setEnd(text, to);
  document.getSelection()!.removeAllRanges();
  document.getSelection()!.addRange(range);
  document.dispatchEvent(new window.Event('selectionchange'));
  // ProseMirror reads the DOM selection on its next turn.
  await waitFor(() => expect(document.getSelection()!.toString()).toBe(text.textContent!.slice(from, to)));
}

describe('the rich-text editor (TipTap)', { timeout: 60_000 }, () => {
  it('makes a word bold and a link from the toolbar, and the category description is saved as that HTML', async () => {
    await signInAsDemoAdmin(shop.db);
    const category = await categoryNamed('Tableti');
    const { user } = renderApp(`/cms/categories/${category.id}`);
    const region = await screen.findByRole('textbox', { name: 'Opis' }, EDITOR_WAIT);
    await user.click(region);
    await user.keyboard('{Control>}a{/Control}');
    await user.paste('Novi tableti za svakoga');
    await selectInFirstParagraph(region, 5, 12);

    expect(button('Podebljano (Ctrl+B)').getAttribute('aria-pressed')).toBe('false');
    await user.click(button('Podebljano (Ctrl+B)'));
    await waitFor(() => expect(button('Podebljano (Ctrl+B)').getAttribute('aria-pressed')).toBe('true'));

    // An address the shop's sanitiser would drop is refused with a message, and nothing changes.
    await user.click(button('Veza (Ctrl+K)'));
    const address = screen.getByLabelText(/^Adresa veze/) as HTMLInputElement;
    await user.type(address, 'javascript:alert(1)');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Adresa mora početi sa https://, http://, mailto:, tel: ili / i ne sme imati razmake.')).toBeTruthy();
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(region.querySelector('a')).toBeNull();

    await user.clear(address);
    await user.type(address, '/shop/tableti');
    await user.keyboard('{Enter}');
    expect(screen.queryByLabelText(/^Adresa veze/)).toBeNull();
    expect(region.innerHTML).toBe('<p>Novi <a href="/shop/tableti"><strong>tableti</strong></a> za svakoga</p>');

    await user.click(button('Sačuvaj (srpski)'));
    expect(await screen.findByText('Kategorija „Tableti“ je sačuvana.', {}, WAIT)).toBeTruthy();
    const html = '<p>Novi <a href="/shop/tableti"><strong>tableti</strong></a> za svakoga</p>';
    expect(sentOperations('UpsertCategory')[0]!.variables['description']).toBe(html);
    // The server's sanitiser kept every tag and attribute the editor made.
    const saved = await categoryNamed('Tableti');
    expect(saved.descriptions[0]).toBe(html);
    expect(saved.descriptions[1]).toBe(category.descriptions[1]);
  });

  it('moves between the toolbar buttons with the arrow keys and switches to the HTML view and back', async () => {
    await signInAsDemoAdmin(shop.db);
    const category = await categoryNamed('Tableti');
    const { user } = renderApp(`/cms/categories/${category.id}`);
    await screen.findByRole('textbox', { name: 'Opis' }, EDITOR_WAIT);
    const toolbar = screen.getByRole('toolbar', { name: 'Oblikovanje: Opis' });
    button('Podebljano (Ctrl+B)').focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(button('Kurziv (Ctrl+I)'));
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(button('HTML prikaz: Opis'));
    await user.keyboard('{Enter}');

    const source = screen.getByRole('textbox', { name: 'HTML kod: Opis' }) as HTMLTextAreaElement;
    expect(source.value).toBe(category.descriptions[0]);
    expect(button('Podebljano (Ctrl+B)').disabled).toBe(true);
    expect(toolbar.getAttribute('aria-controls')).toBe(source.id);
    await user.clear(source);
    await user.click(source);
    await user.paste('<h2>Tableti</h2><ul><li><p>Android</p></li></ul>');
    await user.click(button('HTML prikaz: Opis'));
    const region = screen.getByRole('textbox', { name: 'Opis' });
    expect(region.querySelector('h2')?.textContent).toBe('Tableti');
    expect(region.querySelector('ul li')?.textContent).toBe('Android');
  });
});
