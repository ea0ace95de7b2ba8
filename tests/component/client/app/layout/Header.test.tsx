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

describe('header search', () => {
  it('turns into the field with suggestions when the shopper is in it, keeping what was typed', async () => {
    const { user, router } = renderApp('/');
    const plain = await screen.findByRole('searchbox', { name: 'Pretraži prodavnicu' }, { timeout: 10_000 });
    // The page's own field has no suggestions: they load with the first focus.
    expect(screen.queryByRole('combobox')).toBeNull();
    await user.click(plain);
    const field = await screen.findByRole('combobox', { name: 'Pretraži prodavnicu' }, { timeout: 10_000 });
    await waitFor(() => expect(document.activeElement).toBe(field));
    await user.type(field, 'samsung');
    const list = await screen.findByRole('listbox', { name: 'Predlozi pretrage' }, { timeout: 10_000 });
    expect(within(list).getAllByRole('option').some((option) => /Samsung/.test(option.textContent!))).toBe(true);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/pretraga?q=samsung'));
  });
});
