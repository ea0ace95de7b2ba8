import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { withoutChromium } from '../support/skip';
import { appStarted, visible } from '../support/steps';
import { DESKTOP, PHONE, STEP_TIMEOUT_MS, viewportOn } from '../support/targets';

describe.skipIf(withoutChromium())('the app around every screen, in Chromium', () => {
  const browser = useBrowser();

  for (const target of ['mock', 'real'] as const) {
    const viewport = viewportOn(target, PHONE);
    it(`switches the language to English at /home and back to Serbian at / (${target}, ${viewport.name})`, async () => {
      const { page } = await browser.open(target, viewport, '/');
      await visible(page.getByRole('heading', { name: 'Na akciji' }));
      await page.getByRole('navigation', { name: 'Jezik' }).getByRole('link', { name: 'EN' }).click();
      await page.waitForURL('**/home');
      await visible(page.getByRole('heading', { name: 'On sale' }));
      await page.waitForFunction((code) => document.documentElement.lang === code, 'en', { timeout: 5_000 });
      await visible(page.getByRole('contentinfo').getByRole('link', { name: 'Delivery' }));

      await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'RS' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await visible(page.getByRole('heading', { name: 'Na akciji' }));
      await page.waitForFunction((code) => document.documentElement.lang === code, 'sr', { timeout: 5_000 });
    });

    it(`says "Stranica ne postoji." for an unknown Serbian path and links home (${target})`, async () => {
      const { page } = await browser.open(target, PHONE, '/nema-ovoga/ni-ovoga');
      await visible(page.getByRole('heading', { name: 'Stranica ne postoji.' }));
      await page.getByRole('link', { name: 'Nazad na početnu' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await visible(page.getByRole('heading', { name: 'Na akciji' }));
    });

    it(`says "Page doesn't exists." for an unknown English path (${target})`, async () => {
      const { page } = await browser.open(target, DESKTOP, '/shop/a/b/c/d/e');
      await visible(page.getByRole('heading', { name: "Page doesn't exists." }));
      // The title follows the screen in an effect after it renders: on a busy machine, a moment later.
      await page.waitForFunction(() => document.title.includes("Page doesn't exists."), undefined, { timeout: STEP_TIMEOUT_MS });
      expect(await page.title()).toContain("Page doesn't exists.");
    });

    it(`offers a retry when a screen's chunk fails to load, and shows the screen on retry (${target})`, async () => {
      // The home screen's chunk cannot be fetched until the shopper retries (the connection came back).
      let chunkReachable = false;
      let aborted = 0;
      const { page } = await browser.open(target, DESKTOP, '/', {
        // A service worker would fetch the chunk where page.route cannot see it.
        serviceWorkers: 'block',
        prepare: (page) =>
          page.route(/\/static\/js\/home-[\w-]+\.js$/, (route) => {
            if (chunkReachable) return route.continue();
            aborted += 1;
            return route.abort('connectionreset');
          }),
      });
      const alert = page.getByRole('alert');
      await visible(alert);
      expect(await alert.textContent()).toContain('Deo stranice nije učitan.');
      expect(aborted).toBeGreaterThan(0);
      chunkReachable = true;
      await page.getByRole('button', { name: 'Pokušaj ponovo' }).click();
      await visible(page.getByRole('heading', { name: 'Na akciji' }));
      expect(await page.getByRole('alert').count()).toBe(0);
    });

    it(`registers the service worker, which takes over the page and keeps the script chunks (${target})`, async () => {
      const { page } = await browser.open(target, PHONE, '/');
      await visible(page.getByRole('heading', { name: 'Na akciji' }));
      const state = () =>
        page.evaluate(async () => ({
          readyState: document.readyState,
          registrations: (await navigator.serviceWorker.getRegistrations()).map((registration) => registration.active?.state ?? 'not active'),
          controller: navigator.serviceWorker.controller?.state ?? null,
          controllerScript: navigator.serviceWorker.controller?.scriptURL ?? null,
        }));
      // Registered after the page's load event; once active it takes over the open page (clients.claim()).
      for (let waited = 0; (await state()).controller !== 'activated'; waited += 250) {
        if (waited > 20_000) throw new Error(`The service worker never took over the page: ${JSON.stringify(await state())}`);
        await page.waitForTimeout(250);
      }
      expect((await state()).controllerScript).toMatch(/\/sw\.js$/);

      // From now on the hashed chunks the page fetches are kept for the next visit.
      await page.reload();
      await visible(page.getByRole('heading', { name: 'Na akciji' }));
      // The server's page fetches its scripts once it has loaded.
      await appStarted(page);
      const cached = await page.evaluate(async () => {
        const keys = await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname)));
        return keys.flat();
      });
      expect(cached.some((path) => /^\/static\/js\/index-[\w-]+\.js$/.test(path))).toBe(true);
      expect(cached.every((path) => path.startsWith('/static/'))).toBe(true);
    });
  }
});
