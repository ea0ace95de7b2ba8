import { describe, expect, it } from 'vitest';
import { openAdminMenu } from '../support/admin-login';
import { unique, useAdminArea } from '../support/admin-area';
import { withoutChromium } from '../support/skip';
import { visible } from '../support/steps';
import { DESKTOP } from '../support/targets';

/**
 * The page the Live screen's shopper opens: one no other flow opens, since both Chromium files use
 * the same real server at once and its live visitors (a visitor on the Android phones' listing from
 * another flow was once on the list before this shopper came).
 */
const LIVE_VISIT = '/prodavnica/telefoni-i-tableti/pametni-satovi-i-narukvice';

describe.skipIf(withoutChromium())('the administrator area’s pages, banners, promo codes, orders and Live, in Chromium (real server, desktop)', () => {
  const { browser, signIn } = useAdminArea();

  it('creates a page with a text block written in the HTML view, and finds it listed', async () => {
    const { page } = await signIn();
    const name = unique('E2E stranica');
    const blockTitle = unique('E2E tekst');

    await openAdminMenu(page, 'Stranice');
    await visible(page.getByRole('heading', { level: 1, name: 'Stranice' }));
    const create = page.getByRole('form', { name: 'Nova stranica' });
    await create.getByLabel(/^Naziv/).fill(name);
    await create.getByRole('button', { name: 'Napravi stranicu' }).click();
    await visible(page.getByText(`Stranica „${name}“ je napravljena.`));
    await visible(page.getByRole('heading', { level: 1, name }));

    // A text block, its HTML typed in the editor's HTML view.
    await page.getByLabel('Vrsta novog bloka').selectOption({ label: 'Tekst editor' });
    await page.getByRole('button', { name: 'Dodaj blok' }).click();
    const blockForm = page.getByRole('form', { name: 'Novi blok: Tekst editor' });
    await blockForm.getByLabel('Naslov bloka').fill(blockTitle);
    await blockForm.getByRole('button', { name: 'HTML prikaz: Tekst bloka' }).click();
    await blockForm.getByLabel('HTML kod: Tekst bloka').fill('<h2>Dobro došli</h2><p>Tekst iz <strong>e2e</strong> testa.</p>');
    await blockForm.getByRole('button', { name: 'Sačuvaj blok' }).click();
    await visible(page.getByText(`Blok „Tekst editor: ${blockTitle}“ je sačuvan.`));
    await visible(page.getByRole('heading', { level: 3, name: `1. Tekst editor: ${blockTitle}` }));

    // The block's HTML was kept (after the server's cleaning).
    await page.getByRole('button', { name: `Izmeni „Tekst editor: ${blockTitle}“` }).click();
    const editForm = page.getByRole('form', { name: 'Tekst editor' });
    await visible(editForm.getByRole('textbox', { name: 'Tekst bloka' }).getByText('Tekst iz e2e testa.'));
    await editForm.getByRole('button', { name: 'Otkaži' }).click();

    await page.getByRole('link', { name: '← Sve stranice' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Stranice' }));
    await visible(page.getByRole('table', { name: 'Van menija' }).getByRole('link', { name, exact: true }));
  });

  it("keeps a page's text saved with \"Sačuvaj stranicu\" after the browser reloads", async () => {
    const { page } = await signIn();
    const name = unique('E2E tekst stranice');
    await openAdminMenu(page, 'Stranice');
    const create = page.getByRole('form', { name: 'Nova stranica' });
    await create.getByLabel(/^Naziv/).fill(name);
    await create.getByRole('button', { name: 'Napravi stranicu' }).click();
    await visible(page.getByRole('heading', { level: 1, name }));

    // Typed in the editor, saved with the page's one save button.
    const text = page.getByRole('textbox', { name: 'Tekst stranice', exact: true });
    await text.click();
    await page.keyboard.type('Radno vreme: od 9 do 17.');
    await page.getByRole('button', { name: 'Sačuvaj stranicu' }).click();
    await visible(page.getByText(`Stranica „${name}“ je sačuvana.`));
    expect(await page.getByRole('button', { name: 'Sačuvaj tekst' }).count()).toBe(0);

    await page.reload();
    await visible(page.getByRole('heading', { level: 1, name }));
    await visible(page.getByRole('textbox', { name: 'Tekst stranice', exact: true }).getByText('Radno vreme: od 9 do 17.'));
  });

  it("shows a banner's title as text over its image on the storefront, in Serbian and English, with no layout shift", async () => {
    for (const [path, lang] of [['/', 0], ['/home', 1]] as const) {
      const { page } = await browser.open('real', DESKTOP, path);
      const slide = page.locator('.block-slider a.banner').first();
      const title = slide.locator('.banner-title');
      await visible(title);
      const words = (await title.textContent())!.trim();
      expect(words.length).toBeGreaterThan(0);
      // The link is named by the words it shows; they are the page's language (the English home is not the Serbian one).
      expect(await slide.getAttribute('aria-label')).toBe(words);
      expect(await page.evaluate(() => document.documentElement.lang)).toMatch(lang === 0 ? /^sr/ : /^en/);
      // Over the image: inside its box, readable (white on the shade).
      const image = (await slide.locator('img').boundingBox())!;
      const over = (await title.boundingBox())!;
      expect(over.y).toBeGreaterThanOrEqual(image.y - 1);
      expect(over.y + over.height).toBeLessThanOrEqual(image.y + image.height + 1);
      expect(over.x).toBeGreaterThanOrEqual(image.x - 1);
      expect(await title.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(255, 255, 255)');
      // Nothing moved while the page loaded.
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) total += entry.value;
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(total), 500);
          }),
      );
      expect(shift).toBeLessThanOrEqual(0.02);
    }
  });

  it('creates a promo code with the default usage and no expiry, and finds it in the list', async () => {
    const { page } = await signIn();
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;

    await openAdminMenu(page, 'Promo kodovi');
    await visible(page.getByRole('heading', { level: 1, name: 'Promo kodovi' }));
    await page.getByRole('button', { name: 'Novi promo kod' }).click();
    const form = page.getByRole('form', { name: 'Novi promo kod' });
    await form.getByLabel(/^Kod/).fill(code);
    await form.getByLabel(/^Popust \(%\)/).fill('15');
    expect(await form.getByLabel('Broj korišćenja').inputValue()).toBe('1');
    expect(await form.getByLabel('Važi do').inputValue()).toBe('');
    await form.getByRole('button', { name: 'Sačuvaj promo kod' }).click();
    await visible(page.getByText(`Promo kod ${code} je napravljen.`));

    const row = page.getByRole('row').filter({ hasText: code });
    await visible(row);
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells.map((cell) => cell.trim())).toEqual(expect.arrayContaining([code, '15%', '0 od 1', 'neograničeno', 'Aktivni']));
  });

  it('opens an order and changes its status', async () => {
    const { page } = await signIn();

    await openAdminMenu(page, 'Porudžbine');
    await visible(page.getByRole('heading', { level: 1, name: 'Porudžbine' }));
    const firstOrder = page.getByRole('table').getByRole('link').first();
    const code = (await firstOrder.textContent())!.trim();
    await firstOrder.click();
    await visible(page.getByRole('heading', { level: 1, name: `Porudžbina ${code}` }));

    const statusSelect = page.getByLabel('Novi status');
    const current = (await statusSelect.locator('option:checked').textContent())!.trim();
    const next = current === 'Poslata' ? 'Isporučena' : 'Poslata';
    await statusSelect.selectOption({ label: next });
    await page.getByLabel('Napomena za kupca').fill('Paket je predat kuriru.');
    await page.getByRole('button', { name: 'Sačuvaj status' }).click();
    await visible(page.getByText(`Porudžbina ${code} je sada u statusu „${next}”.`));

    const head = page.locator('.admin-screen-head');
    await visible(head.getByText(next, { exact: true }));
    await visible(page.getByRole('region', { name: 'Istorija statusa' }).getByText(next, { exact: true }).last());

    // The server kept it.
    await page.reload();
    await visible(page.getByRole('heading', { level: 1, name: `Porudžbina ${code}` }));
    await visible(page.locator('.admin-screen-head').getByText(next, { exact: true }));
  });

  it('shows a storefront visit on the Live screen without reloading it', async () => {
    const { page } = await signIn();

    await openAdminMenu(page, 'Posetioci uživo');
    await visible(page.getByRole('heading', { level: 1, name: 'Posetioci uživo' }));
    await visible(page.getByText('Uživo: lista se sama osvežava'));
    const card = page.getByRole('listitem', { name: `Posetilac na ${LIVE_VISIT}` });
    expect(await card.count()).toBe(0);
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });

    // A shopper, in a browser context of their own.
    const shopper = await browser.open('real', DESKTOP, LIVE_VISIT);
    await visible(shopper.page.getByRole('heading', { level: 1 }).first());

    await visible(card);
    await visible(card.getByText('Računar'));
    expect(navigations).toBe(0);
  });
});
