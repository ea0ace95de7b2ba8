import '../../../support/happy-dom-globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, useTestShop } from '../../../support/test-shop';

useTestShop();

const WAIT = { timeout: 10_000 };
const setWidth = (width: number) => (window as unknown as { happyDOM: { setViewport(viewport: { width: number }): void } }).happyDOM.setViewport({ width });

afterEach(() => setWidth(1280));

describe('shop listing on a phone', () => {
  it('keeps the filters behind a toggle button', async () => {
    setWidth(375);
    const { user, router } = renderApp('/prodavnica/telefoni-i-tableti');
    expect(await screen.findByRole('heading', { level: 1, name: 'Telefoni i tableti' }, WAIT)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Boja' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Prikaži filtere' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Sakrij filtere' }).getAttribute('aria-expanded')).toBe('true');
    await user.click(within(screen.getByRole('group', { name: 'Boja' })).getByRole('checkbox', { name: /^Crna/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?filteri=Boja:Crna'), WAIT);
  });

  it('shows the filters without a toggle on a desktop', async () => {
    renderApp('/prodavnica/telefoni-i-tableti');
    expect(await screen.findByRole('group', { name: 'Boja' }, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Prikaži filtere' })).toBeNull();
    await act(async () => setWidth(375));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Boja' })).toBeNull(), WAIT);
  });
});
