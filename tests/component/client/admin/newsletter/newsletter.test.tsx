import '../../../support/happy-dom-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, sentOperations, useTestShop } from '../../../support/test-shop';
import { signInAsDemoAdmin, WAIT } from '../admin-harness';

const shop = useTestShop();
const subscribers = () => shop.db.selectFrom('newsletter_subscribers').select(['id', 'email']).orderBy('id').execute();
afterEach(() => vi.restoreAllMocks());

/** The browser's confirm(), watched: the admin asks in the page, never with it. */
function watchBrowserConfirm() {
  const confirm = vi.fn((_question?: string) => true);
  Object.defineProperty(window, 'confirm', { value: confirm, configurable: true, writable: true });
  return confirm;
}

describe('admin newsletter', () => {
  it('exports every subscriber as a UTF-8 CSV download with a BOM', async () => {
    await signInAsDemoAdmin(shop.db);
    const [first] = await subscribers();
    await shop.db.updateTable('newsletter_subscribers').set({ email: 'đorđe.čučković@primer.rs' }).where('id', '=', first!.id).execute();
    const all = await subscribers();
    const blobs: Blob[] = [];
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:mock/newsletter';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const downloads: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.href}`);
    });
    const { user } = renderApp('/cms/newsletter');
    expect(await screen.findByText(`Ukupno pretplatnika: ${all.length}`, {}, WAIT)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Izvezi CSV' }));
    expect(await screen.findByText('Spisak pretplatnika je preuzet kao CSV.', {}, WAIT)).toBeTruthy();
    expect(sentOperations('GetNewsletterCsv')).toHaveLength(1);
    expect(create).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
    expect(downloads[0]).toMatch(/^newsletter-\d{4}-\d{2}-\d{2}\.csv blob:mock\/newsletter$/);
    const blob = blobs[0]!;
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split('\n')[0]).toBe('email,language,subscribed_at');
    for (const subscriber of all) expect(text).toContain(subscriber.email);
    expect(text).toContain('đorđe.čučković@primer.rs');
  });

  it('calls it "Bilten" in the menu and on its screen, as the storefront does', async () => {
    await signInAsDemoAdmin(shop.db);
    renderApp('/cms/newsletter');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bilten' }, WAIT)).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Meni administracije' });
    expect(within(menu).getByRole('link', { name: 'Bilten' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/njuzleter|newsletter/i);
  });

  it('deletes a subscriber only after the confirmation', async () => {
    await signInAsDemoAdmin(shop.db);
    const before = await subscribers();
    const target = before[0]!;
    const count = before.length;
    const { user } = renderApp(`/cms/newsletter?search=${encodeURIComponent(target.email)}`);
    const button = await screen.findByRole('button', { name: `Obriši pretplatnika ${target.email}` }, WAIT);
    const confirm = watchBrowserConfirm();
    await user.click(button);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Otkaži' }));
    expect(sentOperations('DeleteNewsletterSubscriber')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: `Obriši pretplatnika ${target.email}` }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Da, obriši' }));
    expect(await screen.findByText(`Pretplatnik ${target.email} je obrisan.`, {}, WAIT)).toBeTruthy();
    const after = await subscribers();
    expect(after).toHaveLength(count - 1);
    expect(after.some((row) => row.id === target.id)).toBe(false);
    await waitFor(() => expect(screen.getByText('Nijedan pretplatnik ne odgovara pretrazi.')).toBeTruthy(), WAIT);
    expect(confirm).not.toHaveBeenCalled();
  });
});
