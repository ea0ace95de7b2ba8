import { expect, test } from 'vitest';
import { sanitizeSvg } from '../../../../src/server/modules/storage/svg';

/** A valid drawing of `shapes` small paths: its cleaning cost grows with the count. */
const drawing = (shapes: number) =>
  new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">${'<path d="M0 0L10 10Z" fill="#123"/>'.repeat(shapes)}</svg>`);

test('a heavy SVG is cleaned beside the server, not in its way: timers keep firing meanwhile', async () => {
  let longestGap = 0;
  let last = performance.now();
  const ticker = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
  }, 10);
  const started = performance.now();
  const result = await sanitizeSvg(drawing(8_000));
  const took = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 30)); // the ticker's next beat measures any pause up to now
  clearInterval(ticker);

  expect('svg' in result && result.svg.byteLength).toBeGreaterThan(250_000);
  // The event loop never paused for more than a fraction of the cleaning: it ran elsewhere.
  expect(longestGap).toBeLessThan(took / 4);
});

test('an SVG that costs more than the limits allow is refused, and one with no drawing too', async () => {
  expect(await sanitizeSvg(drawing(8_000), { timeoutMs: 50, memoryMb: 256 })).toEqual({ refused: 'too-complex' });
  expect(await sanitizeSvg(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"'))).toEqual({ refused: 'no-drawing' });
});
