import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { withoutChromium } from '../support/skip';
import { PHONE } from '../support/targets';

/** The pages Lighthouse measures (benchmarks/client.md): home, a filtered listing and a product. */
const PAGES = [
  '/',
  '/prodavnica/telefoni-i-tableti/mobilni-telefoni/android-telefoni?filteri=Boja:Crna',
  '/proizvod/telefoni-i-tableti/mobilni-telefoni/android-telefoni/1/mobilni-telefon-samsung-galaxy-a55-5g-8-128-gb',
];

/**
 * Counts, in the page, how many of React's commits render the screen (the component under the
 * Suspense boundary in <main>): a stand-in for React DevTools' hook, which React calls after each
 * commit. A fiber rendered in a commit when it is not the one the last commit left and its props or
 * hooks are new (a fiber React only cloned keeps both).
 */
function countScreenRenders(page: Page) {
  return page.addInitScript(() => {
    const HOST = 5;
    const SUSPENSE = 13;
    const isComponent = (fiber: Fiber) => typeof fiber.type === 'function' || (typeof fiber.type === 'object' && fiber.type !== null);
    interface Fiber {
      tag: number;
      type: unknown;
      child: Fiber | null;
      sibling: Fiber | null;
      alternate: Fiber | null;
      memoizedProps: unknown;
      memoizedState: unknown;
    }
    const find = (fiber: Fiber | null, ok: (fiber: Fiber) => boolean): Fiber | null => {
      for (let at = fiber; at; at = at.sibling) {
        if (ok(at)) return at;
        const below = find(at.child, ok);
        if (below) return below;
      }
      return null;
    };
    const state = { renders: 0, last: null as Fiber | null };
    (window as unknown as { __screenRenders: typeof state }).__screenRenders = state;
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => undefined,
      onScheduleFiberRoot: () => undefined,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      onCommitFiberRoot(_id: number, root: { current: Fiber }) {
        const main = find(root.current, (fiber) => fiber.tag === HOST && fiber.type === 'main');
        const suspense = main && find(main.child, (fiber) => fiber.tag === SUSPENSE);
        const screen = suspense && find(suspense.child, isComponent);
        if (!screen || screen === state.last) return;
        const before = screen.alternate;
        if (!before || before.memoizedProps !== screen.memoizedProps || before.memoizedState !== screen.memoizedState) state.renders += 1;
        state.last = screen;
      },
    };
  });
}

describe.skipIf(withoutChromium())('the work after a page hydrates, in Chromium', () => {
  const browser = useBrowser();

  // Lighthouse's total blocking time on a phone counts it: a page rendered again whole after it
  // hydrates (the session's phone flag turning true, the live channel connecting, the language
  // switch's paths, a view count's states) is long tasks for nothing.
  it('renders each measured screen once as it hydrates, not again as the page settles (real, phone)', async () => {
    for (const path of PAGES) {
      const { page, problems } = await browser.open('real', PHONE, path, { prepare: countScreenRenders });
      // Hydration's commit can come after the network settles on a busy machine: wait for it, then
      // for the page to settle, and count.
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(() => (window as unknown as { __screenRenders: { renders: number } }).__screenRenders.renders > 0);
      await page.waitForTimeout(500);
      const renders = await page.evaluate(() => (window as unknown as { __screenRenders: { renders: number } }).__screenRenders.renders);
      expect(renders, path).toBe(1);
      expect(problems, path).toEqual([]);
    }
  });
});
