import { describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../../fixtures/users/accounts';
import { useBrowser } from '../support/browser';
import { withoutChromium } from '../support/skip';
import { visible } from '../support/steps';
import { DESKTOP, viewportOn } from '../support/targets';

describe.skipIf(withoutChromium())('the shopper’s account, in Chromium', () => {
  const browser = useBrowser();

  for (const target of ['mock', 'real'] as const) {
    const viewport = viewportOn(target, DESKTOP);
    it(`logs the demo shopper in and lists their orders, each opening its status (${target}, ${viewport.name})`, async () => {
      const { page, problems } = await browser.open(target, viewport, '/');
      await page.getByRole('link', { name: 'Prijava' }).click();
      await visible(page.getByRole('heading', { name: 'Prijava' }).first());
      await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(DEMO_USER.email);
      await page.getByLabel(/^Lozinka/).fill(DEMO_USER.password);
      await page.getByRole('button', { name: 'Prijavi se' }).click();
      await visible(page.getByText('Uspešno ste se prijavili.'));
      await visible(page.getByText('Zdravo, Marko!'));
      expect((await page.context().cookies()).some((cookie) => cookie.name === 'ustokjwt' && cookie.value)).toBe(true);

      await page.getByRole('link', { name: 'Porudžbine', exact: true }).click();
      await visible(page.getByRole('heading', { name: 'Moje porudžbine' }));
      const first = page.getByRole('link', { name: /IZ-\d{2}-\d+-\w+/ }).first();
      await visible(first);
      const code = ((await first.textContent()) ?? '').match(/IZ-\d{2}-\d+-\w+/)![0];
      await first.click();
      await visible(page.getByRole('heading', { level: 1, name: `Porudžbina ${code}` }));

      // Still logged in after a reload: the token lives in the cookie. The server's page is every
      // shopper's; the account link and the account's screen show once the browser has hydrated it.
      await page.reload();
      await visible(page.getByRole('link', { name: 'Moj nalog' }));
      await page.goto(new URL('/korisnik', page.url()).href);
      await visible(page.getByText('Zdravo, Marko!'));
      expect(page.url()).toMatch(/\/korisnik$/);
      expect(problems.filter((problem) => /hydrat|uncaught/i.test(problem))).toEqual([]);
    });
  }
});
