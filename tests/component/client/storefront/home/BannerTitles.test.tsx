import '../../../support/happy-dom-globals';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, useTestShop } from '../../../support/test-shop';

const shop = useTestShop();

/** The banners' titles ("Naslov preko slike") as the admin wrote them, in one language. */
async function bannerTitles(lang: 0 | 1) {
  const rows = await shop.db.selectFrom('banners').select('titles').execute();
  return new Set(rows.map((row) => row.titles[lang] ?? '').filter(Boolean));
}

/** Every banner link of the home page's slider and banner row, with the text shown over its image. */
function shownBanners() {
  const main = screen.getByRole('main');
  return [...main.querySelectorAll<HTMLElement>('.block-slider a.banner, .block-banners a.banner')].map((link) => ({
    name: link.getAttribute('aria-label'),
    over: link.querySelector('img + .banner-title')?.textContent ?? null,
  }));
}

describe('banner titles on the storefront', () => {
  it('shows each banner title as text over its image, in Serbian at / and in English at /home', { timeout: 60_000 }, async () => {
    for (const [path, lang] of [['/', 0], ['/home', 1]] as const) {
      const { unmount } = renderApp(path);
      await waitFor(() => expect(shownBanners().length).toBeGreaterThanOrEqual(3), { timeout: 30_000 });
      const titles = await bannerTitles(lang);
      const shown = shownBanners();
      for (const banner of shown) {
        // The text over the image is the banner's title in the page's language, and names its link.
        expect(banner.over, JSON.stringify(banner)).not.toBeNull();
        expect(titles.has(banner.over!), `${banner.over} in ${[...titles].join(' | ')}`).toBe(true);
        expect(banner.name).toBe(banner.over);
      }
      unmount();
    }
  });
});
