/**
 * Lighthouse runs in one Debian Chromium (headless, no sandbox), as a phone or a desktop. Lighthouse
 * opens a fresh tab per run and resets the origin's storage and cache, so one browser serves every
 * run (a new Chromium costs ~0.6 s to start and stop on 2 busy cores, ~10 s over 18 runs).
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

export type FormFactor = 'mobile' | 'desktop';

/** What one run measures: scores out of 100, times in ms, CLS unitless. */
export interface Metrics {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}
export type Metric = keyof Metrics;

export interface AuditResult {
  url: string;
  formFactor: FormFactor;
  metrics: Metrics;
  /** Lighthouse's CPU benchmark of this machine during the run (higher is faster; a busy machine scores low). */
  benchmarkIndex: number;
  /** What the unthrottled page did in this browser (ms from navigation start), beside Lighthouse's simulation. */
  observed: { fcpMs: number; lcpMs: number; loadMs: number };
  /** Audits that failed in the accessibility, best-practices and SEO categories, by title. */
  failed: string[];
}

export interface Auditor {
  audit(url: string, formFactor: FormFactor): Promise<AuditResult>;
  close(): Promise<void>;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-dev-shm-usage'];

export async function openAuditor(chromePath: string): Promise<Auditor> {
  const chrome = await launch({ chromePath, chromeFlags: CHROMIUM_FLAGS, logLevel: 'error' });
  return {
    audit: (url, formFactor) => auditPage(chrome.port, url, formFactor),
    close: async () => chrome.kill(),
  };
}

async function auditPage(port: number, url: string, formFactor: FormFactor): Promise<AuditResult> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failed = CATEGORIES.filter((id) => id !== 'performance')
    .flatMap((id) => lhr.categories[id]?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
    .map((audit) => audit!.title);
  return {
    url,
    formFactor,
    metrics: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
    },
    observed: observedTimes(lhr.audits.metrics?.details),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failed: [...new Set(failed)],
  };
}

function observedTimes(details: unknown): AuditResult['observed'] {
  const item = (details as { items?: Record<string, number>[] } | undefined)?.items?.[0] ?? {};
  const time = (key: string) => (typeof item[key] === 'number' ? item[key] : Number.NaN);
  return { fcpMs: time('observedFirstContentfulPaint'), lcpMs: time('observedLargestContentfulPaint'), loadMs: time('observedLoad') };
}
