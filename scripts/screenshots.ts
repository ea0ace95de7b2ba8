/**
 * Screenshots of the storefront and the admin as shoppers and staff see them (issue 13): home, a shop
 * listing, a product, the mini-cart, the cart and the checkout, and the admin's products, a product's form and the
 * orders, each at a phone's and a desktop's width. Builds the client, starts the real server on PGlite
 * with the demo shop, drives Debian's Chromium and writes PNG files.
 * Run: npm run screenshots [-- OUTDIR]   (default: screenshots/, ignored by git)
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { DEMO_ADMIN } from '../fixtures/users/accounts';
import { startServer } from '../src/server/app';
import { readConfig } from '../src/server/config';
import { createServices } from '../src/server/services-factory';
import { buildClientInto } from './build-client';
import { choosePages } from './bench/client/pages';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, isMobile: true },
  { name: 'desktop', width: 1366, height: 900, isMobile: false },
] as const;

const outDir = resolve(process.argv[2] ?? 'screenshots');
const workDir = mkdtempSync(join(tmpdir(), 'izlog-screenshots-'));
mkdirSync(outDir, { recursive: true });

/** Waits until the app runs in the page (the server's HTML is there before it): its service worker is a late sign. */
const settled = (page: Page) => page.waitForLoadState('networkidle').then(() => page.waitForTimeout(300));

async function shoot(page: Page, name: string, viewport: string, fullPage = false) {
  const file = join(outDir, `${name}-${viewport}.png`);
  await page.screenshot({ path: file, fullPage });
  console.log(`wrote ${file}`);
}

const dist = join(workDir, 'dist');
await buildClientInto(dist);
const config = readConfig({ ...process.env, PORT: '0', DATA_DIR: join(workDir, 'data'), SEED: 'demo', DEMO_ACCOUNTS: '1', DATABASE_URL: '', REDIS_URL: '' });
const services = await createServices(config);
const server = await startServer(services, { port: 0, distDir: dist });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-background-networking'] });
try {
  const pages = await choosePages(server.url);
  const at = (name: 'home' | 'shop' | 'product') => `${server.url}${pages.find((page) => page.name === name)!.path}`;
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({ viewport, isMobile: viewport.isMobile, hasTouch: viewport.isMobile, locale: 'sr-RS' });
    const page = await context.newPage();
    for (const name of ['home', 'shop', 'product'] as const) {
      await page.goto(at(name));
      await settled(page);
      await shoot(page, name, viewport.name);
    }
    await page.getByRole('button', { name: 'Dodaj u korpu' }).first().click();
    const drawer = page.getByRole('dialog', { name: 'Dodato u korpu' });
    await drawer.getByRole('link', { name: /× / }).waitFor();
    await shoot(page, 'mini-cart', viewport.name);
    await drawer.getByRole('link', { name: 'Idi na plaćanje' }).click();
    await settled(page);
    await shoot(page, 'cart', viewport.name);
    await shoot(page, 'checkout', viewport.name, true);

    await page.goto(`${server.url}/cms/auth`);
    await page.getByLabel('E-mail').fill(DEMO_ADMIN.email);
    await page.getByLabel('Lozinka').fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Prijavi se' }).click();
    await page.waitForURL(/\/cms\/products$/);
    await settled(page);
    await shoot(page, 'admin-products', viewport.name);
    await page.goto(`${server.url}/cms/products/1`);
    await settled(page);
    await shoot(page, 'admin-product-form', viewport.name);
    await page.goto(`${server.url}/cms/orders`);
    await settled(page);
    await shoot(page, 'admin-orders', viewport.name);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
  await services.live.close();
  await services.throttle.close();
  await services.db.destroy();
  rmSync(workDir, { recursive: true, force: true });
}
