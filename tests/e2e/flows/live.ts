import { describe, expect, it } from 'vitest';
import { adminToken, liveVisitors, type LiveVisitorSeen } from '../support/admin-api';
import { targetUrl, useBrowser } from '../support/browser';
import { withoutChromium } from '../support/skip';
import { appStarted } from '../support/steps';
import { PHONE, STEP_TIMEOUT_MS, viewportOn } from '../support/targets';

/** Polls the admin's live visitors until this browser's visit matches `done`, or gives up after STEP_TIMEOUT_MS. */
async function waitForVisitor(origin: string, token: string, client: string, done: (visitor: LiveVisitorSeen) => boolean) {
  let seen: LiveVisitorSeen | undefined;
  for (const started = Date.now(); Date.now() - started < STEP_TIMEOUT_MS; await new Promise((resolve) => setTimeout(resolve, 250))) {
    seen = (await liveVisitors(origin, token)).find((visitor) => visitor.client === client);
    if (seen && done(seen)) return seen;
  }
  throw new Error(`The live visitors never showed the visit as expected; last seen: ${JSON.stringify(seen)}`);
}

describe.skipIf(withoutChromium())('the live channel, in Chromium', () => {
  const browser = useBrowser();

  for (const target of ['mock', 'real'] as const) {
    const viewport = viewportOn(target, PHONE);
    it(`shows the administrator each page the shopper opens (${target}, ${viewport.name})`, async () => {
      const origin = targetUrl(target);
      const token = await adminToken(origin);
      const { page } = await browser.open(target, viewport, '/');
      await page.getByRole('heading', { name: 'Na akciji' }).waitFor();
      const client = await page.evaluate(() => localStorage.getItem('client'));
      expect(client).toBeTruthy();
      // The page visit itself, not the channel's arrival (which knows neither the page nor the device).
      const first = await waitForVisitor(origin, token, client!, (visitor) => visitor.history.some((visit) => visit.path === '/'));
      expect(first.is_mobile).toBe(viewport.name === 'phone');

      // A page opened inside the app (no reload) is reported on the same channel. Before the app has
      // started, the switch is a plain link: the page would load anew, on a new channel and visit.
      await appStarted(page);
      await page.getByRole('navigation', { name: 'Jezik' }).getByRole('link', { name: 'EN' }).click();
      await page.getByRole('heading', { name: 'On sale' }).waitFor();
      // The page visit, not an arrival naming the language's home (a new channel's first message).
      const moved = await waitForVisitor(origin, token, client!, (visitor) => visitor.history.some((visit) => visit.path === '/home'));
      expect(moved.history.map((visit) => visit.path)).toEqual(expect.arrayContaining(['/', '/home']));
    });
  }
});
