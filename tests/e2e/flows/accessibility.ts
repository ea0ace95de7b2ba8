import { describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../../fixtures/users/accounts';
import { logInAsAdmin } from '../support/admin-login';
import { blockingViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { withoutChromium } from '../support/skip';
import { appStarted, visible } from '../support/steps';
import { VIEWPORTS } from '../support/targets';

const LISTING = '/prodavnica/telefoni-i-tableti/mobilni-telefoni/android-telefoni?filteri=Boja:Crna';
const PRODUCT = '/proizvod/telefoni-i-tableti/mobilni-telefoni/android-telefoni/1/mobilni-telefon-samsung-galaxy-a55-5g-8-128-gb';

/** Issue 13 item 5: axe-core finds no serious or critical violation, as shoppers and staff use the pages. */
// Each test walks six or seven pages and runs axe-core on each: 15-20 s alone, past the project's
// 60 s when the CI machine is twice as busy (stop 37's run). Twice the time, not a lower bar.
const SEVERAL_PAGES = 120_000;
describe.skipIf(withoutChromium())('accessibility (axe-core), in Chromium on the real server', () => {
  const browser = useBrowser();

  for (const viewport of VIEWPORTS) {
    it(`home, a shop listing, a product, the checkout and the account (${viewport.name})`, async () => {
      const { page } = await browser.open('real', viewport, '/');
      const found: Record<string, string[]> = { home: await blockingViolations(page) };
      for (const [name, path] of [['shop', LISTING], ['product', PRODUCT]] as const) {
        await page.goto(path);
        await appStarted(page);
        await page.waitForLoadState('networkidle');
        found[name] = await blockingViolations(page);
      }
      await page.getByRole('button', { name: 'Dodaj u korpu' }).click();
      await visible(page.getByRole('dialog', { name: 'Dodato u korpu' }).getByRole('link', { name: /× / }));
      found['mini-cart'] = await blockingViolations(page);
      await page.getByRole('dialog', { name: 'Dodato u korpu' }).getByRole('link', { name: 'Idi na plaćanje' }).click();
      await visible(page.getByRole('heading', { level: 1, name: 'Plaćanje' }));
      await page.waitForLoadState('networkidle');
      found.checkout = await blockingViolations(page);
      await page.goto('/nalog/login');
      await appStarted(page);
      await visible(page.getByRole('heading', { level: 1, name: 'Prijava' }));
      found.login = await blockingViolations(page);
      await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(DEMO_USER.email);
      await page.getByLabel(/^Lozinka/).fill(DEMO_USER.password);
      await page.getByRole('button', { name: 'Prijavi se' }).click();
      await visible(page.getByText('Zdravo, Marko!'));
      found.account = await blockingViolations(page);
      expect(found).toEqual({ home: [], shop: [], product: [], 'mini-cart': [], checkout: [], login: [], account: [] });
    }, SEVERAL_PAGES);
  }

  it('five admin screens (desktop)', async () => {
    const { page } = await browser.open('real', VIEWPORTS[1]!, '/cms/auth');
    const found: Record<string, string[]> = { login: await blockingViolations(page) };
    await logInAsAdmin(page);
    for (const [name, path, heading] of [
      ['products', '/cms/products', 'Proizvodi'],
      ['product form', '/cms/products/1', /Samsung Galaxy A55/],
      ['categories', '/cms/categories', 'Kategorije'],
      ['orders', '/cms/orders', 'Porudžbine'],
      ['settings', '/cms/settings', 'Podešavanja'],
    ] as const) {
      await page.goto(path);
      await visible(page.getByRole('heading', { level: 1, name: heading }).or(page.getByRole('heading', { level: 1 }).filter({ hasText: heading })).first());
      await page.waitForLoadState('networkidle');
      found[name] = await blockingViolations(page);
    }
    expect(found).toEqual({ login: [], products: [], 'product form': [], categories: [], orders: [], settings: [] });
  }, SEVERAL_PAGES);
});
