import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { adminCookieLifetime, logInAsAdmin, openAdminMenu, REMEMBERED_SECONDS } from '../support/admin-login';
import { useBrowser } from '../support/browser';
import { withoutChromium } from '../support/skip';
import { visible } from '../support/steps';
import { DESKTOP } from '../support/targets';

/** The smallest valid PNG: one transparent pixel. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Names no earlier run has used, so each flow finds exactly what it made. */
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/**
 * The page the Live screen's shopper opens: one no other flow opens, since both Chromium files use
 * the same real server at once and its live visitors (a visitor on the Android phones' listing from
 * another flow was once on the list before this shopper came).
 */
const LIVE_VISIT = '/prodavnica/telefoni-i-tableti/pametni-satovi-i-narukvice';

describe.skipIf(withoutChromium())('the administrator area, in Chromium (real server, desktop)', () => {
  const browser = useBrowser();
  const tempDir = mkdtempSync(join(tmpdir(), 'izlog-admin-e2e-'));
  afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

  const signIn = async () => {
    const opened = await browser.open('real', DESKTOP, '/cms/auth');
    await logInAsAdmin(opened.page);
    return opened;
  };

  it('logs in, creates a category, renames it, and finds it in the tree', async () => {
    const { page, problems } = await signIn();
    // Remember me: the token cookie outlives the browser session, for 30 days.
    const lifetime = await adminCookieLifetime(page);
    expect(lifetime).not.toBeNull();
    expect(Math.abs(lifetime! - REMEMBERED_SECONDS)).toBeLessThan(600);
    const name = unique('E2E kategorija');
    const renamed = `${name} izmenjena`;

    await openAdminMenu(page, 'Kategorije');
    await visible(page.getByRole('heading', { level: 1, name: 'Kategorije' }));
    await page.getByRole('link', { name: 'Nova kategorija' }).click();
    const newForm = page.getByRole('form', { name: 'Nova kategorija' });
    await newForm.getByLabel(/^Naziv/).fill(name);
    expect(await newForm.getByLabel(/^Slug/).inputValue()).toMatch(/^e2e-kategorija-/);
    await newForm.getByRole('button', { name: 'Sačuvaj (srpski)' }).click();
    await visible(page.getByText(`Kategorija „${name}“ je sačuvana.`));
    await page.waitForURL(/\/cms\/categories\/(?!new)[^/]+$/);
    const tree = page.getByRole('list', { name: 'Stablo kategorija' });
    await visible(tree.getByRole('link', { name, exact: true }));

    // The saved category's form: rename it.
    const editForm = page.getByRole('form', { name });
    await editForm.getByLabel(/^Naziv/).fill(renamed);
    await editForm.getByRole('button', { name: 'Sačuvaj (srpski)' }).click();
    await visible(page.getByText(`Kategorija „${renamed}“ je sačuvana.`));
    await visible(tree.getByRole('link', { name: renamed, exact: true }));
    expect(await tree.getByRole('link', { name, exact: true }).count()).toBe(0);

    // Still there after a reload (remember me keeps the administrator signed in).
    await page.reload();
    await visible(page.getByRole('list', { name: 'Stablo kategorija' }).getByRole('link', { name: renamed, exact: true }));
    expect(problems.filter((problem) => problem.startsWith('uncaught'))).toEqual([]);
  });

  it('uploads an image in the files screen and creates a product with it', async () => {
    const { page } = await signIn();
    const fileName = `e2e-${Date.now().toString(36)}.png`;
    const filePath = join(tempDir, fileName);
    writeFileSync(filePath, ONE_PIXEL_PNG);
    const name = unique('E2E proizvod');
    const code = `E2E-${Date.now().toString(36).toUpperCase()}`;

    await openAdminMenu(page, 'Fajlovi');
    await visible(page.getByRole('heading', { level: 1, name: 'Fajlovi' }));
    await page.getByLabel('Izaberi fajlove').setInputFiles(filePath);
    await visible(page.getByText(`Fajl „${fileName}“ je otpremljen.`));
    await visible(page.getByRole('list', { name: 'Otpremanja' }).getByText('Otpremljeno'));

    await openAdminMenu(page, 'Proizvodi');
    await page.getByRole('link', { name: 'Novi proizvod' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Novi proizvod' }));
    await page.getByLabel(/^Naziv/).fill(name);
    await page.getByLabel(/^Šifra/).fill(code);
    await page.getByLabel(/^Cena \(RSD\)/).fill('1299,99');
    await page.getByLabel(/^Stanje \(komada\)/).fill('5');

    // The main image, picked from the files.
    await page.getByRole('button', { name: 'Izaberi iz fajlova' }).click();
    const picker = page.getByRole('group', { name: 'Izbor slike iz fajlova' });
    await picker.getByLabel('Pretraga fajlova').fill(fileName);
    await picker.getByRole('button', { name: `Izaberi ${fileName}` }).click();
    await visible(page.getByRole('button', { name: 'Ukloni sliku' }));

    await page.getByRole('button', { name: 'Sačuvaj (srpski)' }).click();
    await visible(page.getByText(`Proizvod „${name}“ je sačuvan.`));
    await page.waitForURL(/\/cms\/products\/(?!new)[^/]+$/);
    await visible(page.getByRole('heading', { level: 1, name }));
    // The image was saved with the product.
    await page.reload();
    await visible(page.getByRole('heading', { level: 1, name }));
    await visible(page.getByRole('button', { name: 'Ukloni sliku' }));

    await page.getByRole('link', { name: '← Svi proizvodi' }).click();
    await page.getByLabel('Pretraga po nazivu ili šifri').fill(code);
    await page.getByRole('button', { name: 'Traži' }).click();
    const row = page.getByRole('row').filter({ hasText: code });
    await visible(row.getByRole('link', { name }));
  });

  it('writes a category description with the editor toolbar and shortcuts, and uploads its image from the form', async () => {
    const { page, problems } = await signIn();
    const fileName = `e2e-kategorija-${Date.now().toString(36)}.png`;
    const filePath = join(tempDir, fileName);
    writeFileSync(filePath, ONE_PIXEL_PNG);
    const name = unique('E2E opis');

    await openAdminMenu(page, 'Kategorije');
    await page.getByRole('link', { name: 'Nova kategorija' }).click();
    const form = page.getByRole('form', { name: 'Nova kategorija' });
    await form.getByLabel(/^Naziv/).fill(name);

    // Typed in the TipTap region: a word made bold with Ctrl+B, three words made a link from the toolbar.
    await form.getByRole('textbox', { name: 'Opis', exact: true }).click();
    await page.keyboard.type('Najbolji ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('frižideri');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' u gradu');
    for (let step = 0; step < 'u gradu'.length; step += 1) await page.keyboard.press('Shift+ArrowLeft');
    await form.getByRole('button', { name: 'Veza (Ctrl+K)' }).click();
    await form.getByLabel(/^Adresa veze/).fill('/prodavnica');
    await form.getByLabel(/^Adresa veze/).press('Enter');

    // The image, uploaded from the form into Files.
    await form.locator('#category-image-upload').setInputFiles(filePath);
    await visible(page.getByText(`Slika „${fileName}“ je otpremljena u Fajlove.`));
    await visible(form.getByRole('button', { name: 'Ukloni sliku' }));

    await form.getByRole('button', { name: 'Sačuvaj (srpski)' }).click();
    await visible(page.getByText(`Kategorija „${name}“ je sačuvana.`));
    await page.waitForURL(/\/cms\/categories\/(?!new)[^/]+$/);
    await page.reload();
    const region = page.getByRole('form', { name }).getByRole('textbox', { name: 'Opis', exact: true });
    await visible(region.locator('strong', { hasText: 'frižideri' }));
    expect(await region.innerHTML()).toBe('<p>Najbolji <strong>frižideri</strong> <a href="/prodavnica">u gradu</a></p>');
    await visible(page.getByRole('form', { name }).getByRole('button', { name: 'Ukloni sliku' }));
    expect(problems.filter((problem) => problem.startsWith('uncaught'))).toEqual([]);
  });

  it('moves a category down and back up by keyboard drag and drop, and draws the statistics chart', async () => {
    const { page } = await signIn();
    await openAdminMenu(page, 'Kategorije');
    const tree = page.getByRole('list', { name: 'Stablo kategorija' });
    const topNames = () => tree.locator(':scope > li > .catalog-tree-row .catalog-tree-name').allTextContents();
    await visible(tree.getByRole('link').first());
    const before = await topNames();
    expect(before.length).toBeGreaterThan(2);

    // Each key waits for what a screen reader hears: dnd-kit takes the next key after it has measured.
    const heard = (text: string) => page.getByText(text).first().waitFor({ state: 'attached' });
    await tree.getByRole('button', { name: `Premesti „${before[0]}“` }).focus();
    await page.keyboard.press('Space');
    await heard(`Podignuto: „${before[0]}“, mesto 1 od ${before.length}.`);
    await page.keyboard.press('ArrowDown');
    await heard(`„${before[0]}“ je sada na mestu 2 od ${before.length}.`);
    await page.keyboard.press('Space');
    await heard(`„${before[0]}“ je spušteno na mesto 2 od ${before.length}.`);
    await visible(page.getByText('Redosled kategorija je sačuvan.').first());
    await expect.poll(topNames).toEqual([before[1], before[0], ...before.slice(2)]);
    // The demo's order back, with the ↑ button, for the other flows.
    await tree.getByRole('button', { name: `Pomeri „${before[0]}“ gore` }).click();
    await expect.poll(topNames).toEqual(before);

    await openAdminMenu(page, 'Statistika kategorija');
    const chart = page.getByRole('img', { name: /Pregledi proizvoda i dodavanja u listu želja po danima/ });
    const canvas = chart.locator('canvas');
    await visible(canvas);
    // uPlot drew on it: coloured pixels of the two lines, not an empty canvas.
    const drawn = await canvas.evaluate((element: HTMLCanvasElement) => {
      const data = element.getContext('2d')!.getImageData(0, 0, element.width, element.height).data;
      let blue = 0;
      let pink = 0;
      for (let at = 0; at < data.length; at += 4) {
        if (data[at + 3]! > 200 && data[at + 2]! > 200 && data[at]! < 80) blue += 1;
        if (data[at + 3]! > 200 && data[at]! > 190 && data[at + 1]! < 80) pink += 1;
      }
      return { blue, pink };
    });
    expect(drawn.blue).toBeGreaterThan(50);
    expect(drawn.pink).toBeGreaterThan(50);
  });

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
