import '../../../support/happy-dom-globals';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '../../../../../src/shared/constants';
import { renderApp, useTestShop } from '../../../support/test-shop';
import { expectEveryImageDescribed } from '../../../support/described-images';

// The whole app through msw: the mock answers HTTP and the live channel's WebSocket alike.
useTestShop();
const renderAt = (path: string) => renderApp(path).router;

describe('home page', () => {
  // Often a worker's first screen: its modules compile while it waits, slowly on a busy machine.
  it('renders every kind of block of the home page from the mock shop, in Serbian at /', { timeout: 60_000 }, async () => {
    renderAt('/');
    // Products carousel, categories, text, brands, blog carousel and cards carry titles.
    for (const title of ['Na akciji', 'Popularne kategorije', 'Izdvajamo iz ponude', 'Zašto kupovati u Izlogu?', 'Brendovi', 'Novosti i saveti', 'Kupujte bez brige']) {
      expect(await screen.findByRole('heading', { name: title }, { timeout: 30_000 })).toBeTruthy();
    }
    const main = screen.getByRole('main');
    // Slider: dots, no arrows.
    const slider = main.querySelector('.block-slider')!;
    expect(slider.querySelectorAll('.carousel-dot').length).toBeGreaterThan(1);
    expect(within(slider as HTMLElement).queryByRole('button', { name: /next|prev/i })).toBeNull();
    // Banners row, and every image with alt text.
    expect(main.querySelectorAll('.block-banners img').length).toBeGreaterThan(0);
    expectEveryImageDescribed(main);
    // Four products on a slide on a desktop, two on a phone (styles.css shows the slide of the screen's
    // width: the same markup for both), in the spec's price format.
    const carousel = main.querySelector('.block-products .carousel-track')!;
    expect(carousel.querySelectorAll('.carousel-item.on-desktop-slide .product-card').length).toBe(4);
    expect(carousel.querySelectorAll('.carousel-item.on-phone-slide .product-card').length).toBe(2);
    expect(carousel.textContent).toMatch(/\d,\d{2}\u00a0RSD/);
    // The server's sanitised HTML of the text block.
    expect(within(main).getByText('5.000 proizvoda').tagName).toBe('STRONG');
    // Category and brand links follow the Serbian routes.
    expect(main.querySelector('.block-categories a')!.getAttribute('href')).toMatch(/^\/prodavnica\//);
    expect(main.querySelector('.block-brands a')!.getAttribute('href')).toMatch(/^\/brend\//);
    expect(main.querySelector('.block-blog a')!.getAttribute('href')).toMatch(/^\/vest\/\d+\//);
  });

  it('shows the English home at /home with English menus, contacts and prices in EUR', async () => {
    renderAt('/home');
    expect(await screen.findByRole('heading', { name: 'On sale' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Why shop at Izlog?' })).toBeTruthy();
    expect(screen.getByRole('main').querySelector('.block-products')!.textContent).toMatch(/EUR/);
    const header = screen.getByRole('navigation', { name: 'Main menu' });
    expect(await within(header).findByRole('link', { name: 'About us' })).toBeTruthy();
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'Delivery' })).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'info@izlog.rs' }).getAttribute('href')).toBe('mailto:info@izlog.rs');
    // The language switch opens the same screen in Serbian.
    expect(screen.getByRole('link', { name: 'RS' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  });

  it('switches a CMS page to its slug in the other language', async () => {
    renderAt('/o-nama');
    const switchToEnglish = await screen.findByRole('link', { name: 'EN' });
    await waitFor(() => expect(switchToEnglish.getAttribute('href')).toBe('/about-us'), { timeout: 10_000 });
  });

  it('shows the not-found screen for an unknown path, in the path’s language', async () => {
    renderAt('/shop/a/b/c/d');
    expect(await screen.findByRole('heading', { name: "Page doesn't exists." }, { timeout: 10_000 })).toBeTruthy();
    cleanup();
    // A path that names no language keeps the last one (a session cookie); a new browser session starts in Serbian.
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=1`);
    document.cookie = `${LANGUAGE_COOKIE}=; max-age=0; path=/`;
    renderAt('/nema-ovoga');
    expect(await screen.findByRole('heading', { name: 'Stranica ne postoji.' }, { timeout: 10_000 })).toBeTruthy();
  });
});
