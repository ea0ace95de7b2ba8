import { describe, expect, it } from 'vitest';
import { adminToken, productIdByCode } from '../support/admin-api';
import { useAdminArea } from '../support/admin-area';
import { targetUrl } from '../support/browser';
import { withoutChromium } from '../support/skip';
import { visible } from '../support/steps';
import { DESKTOP } from '../support/targets';

/** Issue 27: the administrator's variant editor, on the demo's Xiaomi 14T sold in 256 and 512 GB. */
const CODE = 'XM-14T-256';

describe.skipIf(withoutChromium())('the administrator’s variant editor, in Chromium (real server, desktop)', () => {
  const { browser, signIn } = useAdminArea();

  it('adds a storage size, moves it with the keyboard, makes the combinations, prices the new one in bulk, and the shop sells it', async () => {
    const { page, problems } = await signIn();
    const origin = targetUrl('real');
    const id = await productIdByCode(origin, await adminToken(origin), CODE);
    await page.goto(`${origin}/cms/products/${id}`);
    await page.getByRole('link', { name: 'Varijante (2)' }).click();
    await visible(page.getByRole('heading', { level: 1, name: `Varijante: ${CODE}` }));

    const storage = page.getByRole('region', { name: 'Interna memorija' });
    const values = storage.getByRole('list', { name: 'Vrednosti' });
    const valueNames = () => values.getByLabel('Vrednost (srpski)').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(await valueNames()).toEqual(['256 GB', '512 GB']);
    await storage.getByRole('button', { name: 'Dodaj vrednost' }).click();
    await values.getByLabel('Vrednost (srpski)').last().fill('1 TB');
    await values.getByLabel('Vrednost (engleski)').last().fill('1 TB');
    // Space lifts the value by its handle, an arrow moves it, Space drops it; each key waits for what a
    // screen reader hears, as dnd-kit takes the next key after it has measured.
    const heard = (text: string) => page.getByText(text).first().waitFor({ state: 'attached' });
    await storage.getByRole('button', { name: 'Premesti „1 TB“' }).focus();
    await page.keyboard.press('Space');
    await heard('Podignuto: „1 TB“, mesto 3 od 3.');
    await page.keyboard.press('ArrowUp');
    await heard('„1 TB“ je sada na mestu 2 od 3.');
    await page.keyboard.press('Space');
    await heard('„1 TB“ je spušteno na mesto 2 od 3.');
    await expect.poll(valueNames).toEqual(['256 GB', '1 TB', '512 GB']);

    await page.getByRole('button', { name: 'Napravi sve kombinacije' }).click();
    const table = page.getByRole('table', { name: 'Varijante' });
    await visible(table.getByRole('rowheader', { name: '1 TB' }));
    expect(await table.getByLabel('Šifra: 1 TB').inputValue()).toBe(`${CODE}-1-TB`);

    // A code another variant has is pointed at before anything is sent.
    await table.getByLabel('Šifra: 1 TB').fill(`${CODE}-256GB`);
    await page.getByRole('button', { name: 'Sačuvaj varijante' }).click();
    await visible(table.getByText('Ovaj kod je već zauzet.'));
    await table.getByLabel('Šifra: 1 TB').fill(`${CODE}-1TB`);

    await table.getByRole('checkbox', { name: 'Izaberi varijantu 1 TB' }).check();
    await page.getByLabel('Cena izabranih (RSD)', { exact: true }).fill('99999');
    await page.getByRole('button', { name: 'Primeni: Cena izabranih (RSD)' }).click();
    await page.getByLabel('Stanje izabranih', { exact: true }).fill('3');
    await page.getByRole('button', { name: 'Primeni: Stanje izabranih' }).click();
    expect(await table.getByLabel('Cena (RSD): 1 TB', { exact: true }).inputValue()).toBe('99999');
    expect(await table.getByLabel('Stanje (komada): 1 TB').inputValue()).toBe('3');
    await page.getByRole('button', { name: 'Sačuvaj varijante' }).click();
    await visible(page.getByText(`Varijante proizvoda „${CODE}“ su sačuvane.`));

    // The shop offers the new size, with its code.
    const shop = await browser.open('real', DESKTOP, `/proizvod/${id}/x`);
    const main = shop.page.locator('main');
    await main.getByRole('group', { name: /^Interna memorija: / }).getByRole('radio', { name: '1 TB', exact: true }).check();
    await visible(main.getByText(`${CODE}-1TB`, { exact: true }));
    expect(problems.filter((problem) => problem.startsWith('uncaught'))).toEqual([]);
  });
});
