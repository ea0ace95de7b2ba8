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
 * The viewport a flow that runs on both targets takes on `target`: `onMock` on the mock, the other
 * width on the real server, so that the flow meets each target and each width once. The widths
 * differ in what the screen shows (the menu and the filters behind a button on a phone), not in
 * what the server does; what the real server draws before the scripts run is checked at both widths
 * by the layout flows (home.ts, server-rendering.ts). Every pair of both ran the same steps again
 * and cost the suite about a minute of Chromium.
 */
export const viewportOn = (target: E2eTarget['name'], onMock: Viewport): Viewport => (target === 'mock' ? onMock : otherWidth(onMock));

const otherWidth = (viewport: Viewport): Viewport => (viewport.name === 'phone' ? DESKTOP : PHONE);

/**
 * Each language at one width and the other at the other, for a flow whose steps differ by language
 * (its texts and addresses) and by width (what sits behind a button on a phone): each language and
 * each width once. Serbian, the shop's first language, on the phone most of its shoppers use.
 */
export const LANGUAGE_AT_WIDTH = [
  { lang: 'sr', viewport: PHONE },
  { lang: 'en', viewport: DESKTOP },
] as const;

/**
 * How long a step may wait for what the shopper should see before it counts as broken. The flows
 * run beside the rest of the suite on two cores, so a page may wait behind a busy CPU; speed is
 * measured by the benchmarks, not here.
 */
export const STEP_TIMEOUT_MS = 30_000;
