import '../../../support/happy-dom-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, useTestShop } from '../../../support/test-shop';

useTestShop();

/**
 * The header is one markup for every width (the server cannot know it): the menu button and the menu
 * it opens. styles.css hides the button from 768 px and the closed menu under it; Chromium checks what
 * each width shows (tests/e2e/flows/home.ts), happy-dom does not apply media queries.
 */
describe('header menu', () => {
  it('opens the main menu from the menu button and closes it on the way to a link', async () => {
    const { user, router } = renderApp('/');
    const button = await screen.findByRole('button', { name: 'Meni' }, { timeout: 10_000 });
    const menu = screen.getByRole('navigation', { name: 'Glavni meni' });
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    expect([button.getAttribute('aria-expanded'), menu.className]).toEqual(['false', 'main-menu']);

    await user.click(button);
    expect([button.getAttribute('aria-expanded'), menu.className]).toEqual(['true', 'main-menu open']);
    await user.click(within(menu).getByRole('link', { name: 'Prodavnica' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/prodavnica'));
    expect([button.getAttribute('aria-expanded'), menu.className]).toEqual(['false', 'main-menu']);
  });
});
