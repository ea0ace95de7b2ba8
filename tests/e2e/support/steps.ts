import type { Locator, Page } from 'playwright-core';
import { STEP_TIMEOUT_MS, type Viewport } from './targets';

/**
 * Waits until a server-rendered page's app has started (hydrated; src/client/boot.ts starts it once
 * the page has loaded). Before that its links work but its buttons do nothing, as for a shopper.
 * Any other document (the admin, a file) passes at once.
 */
export const appStarted = (page: Page) =>
  page.waitForFunction(() => !document.getElementById('izlog-state') || Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));

/** Waits until the locator shows (the page's default time-out). */
export const visible = (locator: Locator) => locator.waitFor({ state: 'visible' });

/** The header's main-menu link, opening the menu first on a phone (where it hides behind a button). */
export async function openMenuLink(page: Page, viewport: Viewport, menuButton: string, menuName: string, link: string) {
  if (viewport.name === 'phone') await page.getByRole('button', { name: menuButton }).click();
  await page.getByRole('navigation', { name: menuName }).getByRole('link', { name: link, exact: true }).click();
}

/** Waits for the locator's text to satisfy `ok` (a listing refreshes a moment after the address changes). */
export async function expectText(locator: Locator, ok: (text: string | null) => boolean, timeoutMs = STEP_TIMEOUT_MS) {
  const started = Date.now();
  let text: string | null = null;
  while (Date.now() - started < timeoutMs) {
    text = await locator.textContent();
    if (ok(text)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The text stayed "${text}"`);
}

/** Waits for a checkbox to show `checked` (it follows the address, a render after the click). */
export async function expectChecked(checkbox: Locator, checked: boolean, timeoutMs = STEP_TIMEOUT_MS) {
  const started = Date.now();
  while ((await checkbox.isChecked()) !== checked) {
    if (Date.now() - started > timeoutMs) throw new Error(`The checkbox stayed ${checked ? 'unticked' : 'ticked'}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
