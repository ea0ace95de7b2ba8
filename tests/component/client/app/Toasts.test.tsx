// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import hotToast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from '../../../../src/client/app/Toasts';
import { toast } from '../../../../src/client/lib/toast';
import { TOAST } from '../../../../src/shared/constants';

/** The toaster arrives with the first toast (lib/toast.ts); this waits for it. */
const toasterLoaded = () => act(() => vi.dynamicImportSettled());

afterEach(() => {
  act(() => hotToast.remove());
  cleanup();
  vi.useRealTimers();
});

describe('Toasts', () => {
  it('renders nothing, and loads no toaster, until a toast is asked for', () => {
    const { container } = render(<Toasts />);
    expect(container.innerHTML).toBe('');
  });

  it('shows toasts top-center, at most 350 px wide, a success for 2000 ms', async () => {
    vi.useFakeTimers();
    render(<Toasts />);
    act(() => {
      toast.success('Dodato u listu želja');
    });
    await toasterLoaded();
    const message = screen.getByText('Dodato u listu želja');
    expect(message.closest('[role="status"][aria-live="polite"]')).not.toBeNull();
    const bar = message.closest('[class]')!.parentElement as HTMLElement;
    expect(bar.style.maxWidth).toBe(`${TOAST.MAX_WIDTH_PX}px`);
    const wrapper = message.closest('div[style*="position: absolute"]') as HTMLElement | null;
    expect(wrapper?.style.justifyContent).toBe('center');
    expect(wrapper?.style.top).toBe('0px');
    // Dismissed after its duration, then deleted once the removal delay has passed.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TOAST.DURATION_MS.success + 10);
    });
    expect(screen.queryByText('Dodato u listu želja')).not.toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TOAST.REMOVE_DELAY_MS + 10);
    });
    expect(screen.queryByText('Dodato u listu želja')).toBeNull();
  });

  it('keeps an error for 4000 ms', async () => {
    vi.useFakeTimers();
    render(<Toasts />);
    act(() => {
      toast.error('Greška');
    });
    await toasterLoaded();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TOAST.DURATION_MS.success + TOAST.REMOVE_DELAY_MS + 100);
    });
    expect(screen.getByText('Greška')).toBeTruthy();
  });
});
