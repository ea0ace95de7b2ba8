// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyScreen, type ScreenModule } from '../../../../../src/client/app/chunks/LazyScreen';

afterEach(cleanup);

describe('LazyScreen', () => {
  it('offers a retry when the chunk fails to load, and shows the screen once it loads', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<ScreenModule>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /static/js/Shop-1.js'))
      .mockResolvedValue({ default: () => <h1>Prodavnica</h1> });
    render(<LazyScreen name="shop" load={load} />);

    expect((await screen.findByRole('alert')).textContent).toContain('Loading chunk shop failed.');
    fireEvent.click(screen.getByRole('button', { name: 'Pokušaj ponovo' }));
    expect(await screen.findByRole('heading', { name: 'Prodavnica' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
