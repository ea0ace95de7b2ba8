import { describe, expect, it } from 'vitest';
import { adminCookieLifetime, openAdminMenu, REMEMBERED_SECONDS } from '../support/admin-login';
import { unique, useAdminArea } from '../support/admin-area';
import { withoutChromium } from '../support/skip';
import { visible } from '../support/steps';

describe.skipIf(withoutChromium())('the administrator area’s catalogue, in Chromium (real server, desktop)', () => {
  const { signIn, pngFile } = useAdminArea();

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
    const filePath = pngFile(fileName);
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
    const filePath = pngFile(fileName);
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
});
