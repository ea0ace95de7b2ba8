import type { Page } from 'playwright-core';

/**
 * Every layout shift since the page started loading, summed (at least the CLS Lighthouse reports),
 * once the page has hydrated and fetched what it fetches in the browser.
 */
export async function layoutShiftOf(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) sum += (entry as PerformanceEntry & { value: number }).value;
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        // The buffered entries arrive in a task of their own.
        setTimeout(() => {
          observer.disconnect();
          resolve(sum);
        }, 200);
      }),
  );
}
