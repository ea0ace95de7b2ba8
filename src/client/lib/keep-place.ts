import { useLayoutEffect } from 'react';

/** The control the shopper last changed the listing with, and how far from the screen's top it was then. */
let used: { element: Element; top: number } | null = null;

/** Notes the focused control (the box ticked, the price field, the sort) and where it is on the screen, before the listing changes. */
export function rememberPlace(): void {
  const element = typeof document === 'undefined' ? null : document.activeElement;
  used = element && element !== document.body ? { element, top: element.getBoundingClientRect().top } : null;
}

/**
 * Keeps that control where it was on the screen while the listing changes around it: the new
 * answer may lengthen or shorten what is above it (a brand with no product left drops out, a list
 * no longer collapses), so the page scrolls by just as much, and the box stays under the shopper's
 * finger. Forgotten once the answer for the new address has come (`settled`).
 */
export function useKeepPlace(settled: boolean, answer: unknown): void {
  useLayoutEffect(() => {
    if (!used) return;
    if (used.element.isConnected) {
      const moved = used.element.getBoundingClientRect().top - used.top;
      if (Math.abs(moved) >= 1) window.scrollBy(0, moved);
    }
    if (settled) used = null;
  }, [settled, answer]);
}
