/** The runs of each page and device folded into one row: the median of every metric, and the runs themselves. */
import type { AuditResult, FormFactor, Metric, Metrics } from './lighthouse-audit';

export const METRICS: readonly Metric[] = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcpMs', 'lcpMs', 'tbtMs', 'cls'];

export interface PageRow {
  page: string;
  path: string;
  formFactor: FormFactor;
  /** The median of each metric on its own (with an even number of runs, the mean of the middle two). */
  median: Metrics;
  runs: AuditResult[];
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function summarise(page: string, path: string, formFactor: FormFactor, runs: AuditResult[]): PageRow {
  const medians = Object.fromEntries(METRICS.map((metric) => [metric, median(runs.map((run) => run.metrics[metric]))])) as unknown as Metrics;
  return { page, path, formFactor, median: medians, runs };
}

/** A metric as the report writes it: scores whole (or .5 between two runs), times in ms, CLS to 3 places. */
export function formatMetric(metric: Metric, value: number): string {
  if (Number.isNaN(value)) return '–';
  if (metric === 'cls') return value.toFixed(3);
  if (metric.endsWith('Ms')) return value.toFixed(0);
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}
