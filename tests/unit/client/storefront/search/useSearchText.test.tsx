// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, searchStateFrom, searchTerm } from '../../../../../src/client/storefront/search/search-query';
import { useSearchText } from '../../../../../src/client/storefront/search/useSearchText';

/** The search screen's box and address, as SearchPage reads them: the query from the address, in English (the app's router navigates without transitions: app/lib/navigation). */
function useSearchScreen() {
  const location = useLocation();
  const goTo = useNavigate();
  const [text, type] = useSearchText(searchTerm(searchStateFrom(location.search).text), 1);
  return { text, type, goTo, search: decodeURIComponent(location.search) };
}

function renderAt(path: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]} useTransitions={false}>{children}</MemoryRouter>;
  return renderHook(useSearchScreen, { wrapper }).result;
}

/** A link ("did you mean", Back, the header search) opens `path` in the same render as the box's earlier text settles; then time passes. */
function openAsTextSettles(screen: ReturnType<typeof renderAt>, path: string) {
  act(() => {
    screen.current.goTo(path);
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
  });
  act(() => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 4));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the search box and the address', () => {
  it('puts the typed text into the address once typing pauses', () => {
    const screen = renderAt('/search?q=samsung');
    act(() => screen.current.type('iphone'));
    expect(screen.current.search).toBe('?q=samsung');
    act(() => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(screen.current.search).toBe('?q=iphone');
    expect(screen.current.text).toBe('iphone');
  });

  it('keeps an address a link opened while an earlier text was settling: that text is not written over it', () => {
    const screen = renderAt('/search?q=samsung');
    act(() => screen.current.goTo('/search?q=самсунг'));
    expect(screen.current.text).toBe('самсунг');
    openAsTextSettles(screen, '/search?q=samsnug&exact=1');
    expect(screen.current.search).toBe('?q=samsnug&exact=1');
    expect(screen.current.text).toBe('samsnug');
  });

  it('drops the text being typed when a link opens another search before it settles', () => {
    const screen = renderAt('/search?q=samsung');
    act(() => screen.current.type('iph'));
    openAsTextSettles(screen, '/search?q=samsnug&exact=1');
    expect(screen.current.search).toBe('?q=samsnug&exact=1');
    expect(screen.current.text).toBe('samsnug');
  });
});
