import type { Page } from 'playwright-core';
import { DEMO_ADMIN } from '../../../fixtures/users/accounts';
import { ADMIN_REMEMBER_DAYS, ADMIN_TOKEN_COOKIE } from '../../../src/shared/constants';
import { visible } from './steps';

/** Signs the demo administrator in through /cms/auth (the page must be there), remembered for 30 days; lands on the products. */
export async function logInAsAdmin(page: Page) {
  await visible(page.getByRole('heading', { level: 1, name: 'Prijava administratora' }));
  await page.getByLabel('E-mail').fill(DEMO_ADMIN.email);
  await page.getByLabel('Lozinka').fill(DEMO_ADMIN.password);
  await page.getByLabel('Zapamti me 30 dana').check();
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  await page.waitForURL(/\/cms\/products$/);
  await visible(page.getByRole('heading', { level: 1, name: 'Proizvodi' }));
}

/** Seconds until the admin token cookie expires; -1 for a session cookie, null without one. */
export async function adminCookieLifetime(page: Page): Promise<number | null> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === ADMIN_TOKEN_COOKIE);
  if (!cookie) return null;
  return cookie.expires === -1 ? -1 : cookie.expires - Date.now() / 1000;
}

export const REMEMBERED_SECONDS = ADMIN_REMEMBER_DAYS * 86_400;

/** A link of the admin's menu, by its exact text. */
export async function openAdminMenu(page: Page, link: string) {
  await page.getByRole('navigation', { name: 'Meni administracije' }).getByRole('link', { name: link, exact: true }).click();
}
