/**
 * Every module of the client app, loaded before a component file's first test. Component files
 * share a worker's modules (vitest.config.ts: isolate false), and a lazy import still in flight when
 * one file ends (a screen's chunk, the mini cart, …) is cut off with that file's environment: the
 * worker's module cache then keeps the failure for every later file ("Cannot load … after the
 * environment was torn down"), which showed as a home page with a chunk error. Loaded up front,
 * nothing of the app is still loading when a file ends.
 */
const clientModules = import.meta.glob([
  '../../../src/client/**/*.{ts,tsx}',
  // Entry points render into the page or the server's stream as they load.
  '!../../../src/client/main.tsx',
  '!../../../src/client/boot.ts',
  '!../../../src/client/entry-server.tsx',
  '!../../../src/client/**/*.d.ts',
  // uPlot measures the screen as it loads, which needs the canvas the stats files set up first.
  '!../../../src/client/admin/stats/UPlotChart.tsx',
]);

let loading: Promise<unknown> | undefined;

/** Loads them once per worker (modules outlive a file there). */
export function loadClientModules(): Promise<unknown> {
  loading ??= Promise.all(Object.values(clientModules).map((load) => load()));
  return loading;
}
