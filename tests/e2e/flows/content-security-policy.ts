import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logInAsAdmin } from '../support/admin-login';
import { useBrowser } from '../support/browser';
import { withoutChromium } from '../support/skip';
import { visible } from '../support/steps';
import { DESKTOP } from '../support/targets';

const ANDROID_PHONES = '/prodavnica/telefoni-i-tableti/mobilni-telefoni/android-telefoni';
/** A demo product with a YouTube video. */
const PHONE_WITH_VIDEO = 'Mobilni telefon Samsung Galaxy A55 5G 8/128 GB';

/** Records every CSP violation the page's documents report, before any of the page's scripts run. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`));
  });
}

async function violations(page: Page, problems: string[]): Promise<string[]> {
  const reported = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  return [...reported, ...problems.filter((problem) => /Content Security Policy/i.test(problem))];
}

/** The real server's pages under its policy (the mock target is vite preview, which sends none). */
describe.skipIf(withoutChromium())('the shop under its Content-Security-Policy, in Chromium', () => {
  const browser = useBrowser();

  it('serves the built pages with the policy and no inline script', async () => {
    const { page } = await browser.open('real', DESKTOP, '/');
    const response = await page.request.get('/');
    expect(response.headers()['content-security-policy']).toMatch(/script-src 'self';.*frame-ancestors 'none'/);
    const html = await response.text();
    // Data blocks (the server's cache, JSON-LD) are not scripts: the browser never runs them.
    expect(html.match(/<script\b[^>]*>/g)?.every((tag) => /\bsrc=/.test(tag) || /type="application\/(?:ld\+)?json"/.test(tag))).toBe(true);
    expect(html).toContain('<script type="application/json" id="izlog-state">');
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it('the home page and a product page with its YouTube video load without a violation', async () => {
    const { page, problems } = await browser.open('real', DESKTOP, '/', { prepare: recordViolations });
    await visible(page.getByRole('main').getByRole('heading', { name: 'Na akciji', exact: true }));
    await page.waitForLoadState('networkidle');
    expect(await violations(page, problems)).toEqual([]);

    await page.goto(ANDROID_PHONES);
    await page.getByRole('link', { name: PHONE_WITH_VIDEO }).first().click();
    await visible(page.getByRole('heading', { level: 1, name: PHONE_WITH_VIDEO }));
    // The player loads when the shopper asks for it, and the policy lets it in then.
    await page.getByRole('button', { name: `Pusti video: ${PHONE_WITH_VIDEO}` }).click();
    const video = page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]');
    await video.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(await video.count()).toBe(1);
    expect(await violations(page, problems)).toEqual([]);
  });

  it('the administrator’s area at /cms loads and works without a violation', async () => {
    const { page, problems } = await browser.open('real', DESKTOP, '/cms', { prepare: recordViolations });
    await logInAsAdmin(page);
    await page.getByRole('link', { name: 'Novi proizvod' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Novi proizvod' }));
    await page.waitForLoadState('networkidle');
    expect(await violations(page, problems)).toEqual([]);
  });

  it('another site cannot frame the shop', async () => {
    const { context } = await browser.open('real', DESKTOP, '/');
    const shop = `${new URL(context.pages()[0]!.url()).origin}/`;
    // A page of no origin of the shop's, under no policy of the shop's, frames the home page.
    const other = await context.newPage();
    await other.setContent('<p>Another site</p>');
    await other.evaluate(
      (src) =>
        new Promise<void>((resolve) => {
          const frame = Object.assign(document.createElement('iframe'), { src, onload: () => resolve() });
          document.body.append(frame);
        }),
      shop,
    );
    // Chromium puts an error page in a frame it refuses: the shop's page never loads in it.
    const [framed] = other.mainFrame().childFrames();
    expect(framed!.url()).not.toBe(shop);
  });
});
