/** Where a built shop runs: the mock server behind `vite preview`, or `npm start`'s server (on PostgreSQL when one answers, else PGlite). */
export interface E2eTarget {
  name: 'mock' | 'real';
  /** Origin without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
  /** The real server's DATA_DIR (its mail is written to outbox/ there). */
  dataDir?: string;
  /** The real server's process: SIGUSR2 ends every card payment's hold now (serve-real.ts). */
  pid?: number;
}

export interface Viewport {
  name: 'phone' | 'desktop';
  width: number;
  height: number;
}

/** A common phone (under the spec's 768 px breakpoint) and a laptop. */
export const VIEWPORTS: readonly Viewport[] = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

export const PHONE = VIEWPORTS[0]!;
export const DESKTOP = VIEWPORTS[1]!;

/**
 * The viewports a flow that runs on both targets takes on `target`. The real server renders each
 * page before any script runs, so there the flow runs at both widths; the mock target serves the
 * same build without server rendering (vite preview), where a second width only repeated what the
 * real server's run at that width shows, so there it runs at `onMock` (the flows alternate it).
 */
export const viewportsOn = (target: E2eTarget['name'], onMock: Viewport): readonly Viewport[] => (target === 'real' ? VIEWPORTS : [onMock]);

/**
 * How long a step may wait for what the shopper should see before it counts as broken. The flows
 * run beside the rest of the suite on two cores, so a page may wait behind a busy CPU; speed is
 * measured by the benchmarks, not here.
 */
export const STEP_TIMEOUT_MS = 30_000;
