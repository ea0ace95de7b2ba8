import '../../../support/happy-dom-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, useTestShop } from '../../../support/test-shop';

useTestShop();

const WAIT = { timeout: 10_000 };
const setWidth = (width: number) => (window as unknown as { happyDOM: { setViewport(viewport: { width: number }): void } }).happyDOM.setViewport({ width });

afterEach(() => setWidth(1280));

/**
 * One markup for every width (the server cannot know it): a toggle and the panel it opens. shop.css
 * shows the toggle and hides the closed panel only under 768 px; Chromium checks what each width
 * shows (tests/e2e/flows/shop.ts), happy-dom does not apply media queries.
 */
describe('shop listing filters', () => {
  for (const width of [375, 1280]) {
    it(`renders the same toggle and panel at ${width} px, the toggle opening the panel and "Prikaži N proizvoda" closing it`, async () => {
      setWidth(width);
      const { user, router } = renderApp('/prodavnica/telefoni-i-tableti');
      expect(await screen.findByRole('heading', { level: 1, name: 'Telefoni i tableti' }, WAIT)).toBeTruthy();
      const toggle = screen.getByRole('button', { name: 'Prikaži filtere' });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
      expect(panel.className).toBe('filters-panel');
      expect(within(panel).getByRole('group', { name: 'Boja' })).toBeTruthy();

      await user.click(toggle);
      expect(screen.getByRole('button', { name: 'Sakrij filtere' }).getAttribute('aria-expanded')).toBe('true');
      expect(panel.className).toBe('filters-panel open');
      await user.click(within(screen.getByRole('group', { name: 'Boja' })).getByRole('checkbox', { name: /^Crna/ }));
      await waitFor(() => expect(router.state.location.search).toBe('?filteri=Boja:Crna'), WAIT);
      // The panel stays open while the shopper ticks; its last button says the choice's count and closes it.
      expect(panel.className).toBe('filters-panel open');
      await waitFor(() => expect(screen.getByRole('region', { name: 'Proizvodi' }).getAttribute('aria-busy')).toBe('false'), WAIT);
      const total = Number(/\d+/.exec(screen.getByRole('region', { name: 'Proizvodi' }).querySelector('.shop-count')!.textContent!)![0]);
      const done = within(panel).getByRole('button', { name: /^Prikaži \d+ proizvod/ });
      expect(done.textContent).toBe(total % 10 === 1 && total % 100 !== 11 ? `Prikaži ${total} proizvod` : `Prikaži ${total} proizvoda`);
      await user.click(done);
      expect(panel.className).toBe('filters-panel');
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Prikaži filtere' }));
    });
  }
});
