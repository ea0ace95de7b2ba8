/** Where a built shop runs: the mock server behind `vite preview`, or `npm start`'s server (on PostgreSQL when one answers, else PGlite). */
export interface E2eTarget {
  name: 'mock' | 'real';
  /** Origin without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
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
