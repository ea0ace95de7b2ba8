/**
 * The machine the benchmark ran on, and whether it was quiet: Lighthouse's simulated phone scales
 * the CPU time it observes, so other work on the machine lowers performance and raises TBT and LCP.
 */
import { execFileSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';

/** A run is marked as under load when the 1-minute load average before it exceeds this share of the cores. */
export const QUIET_LOAD_PER_CORE = 0.5;

export interface LoadSample {
  at: string;
  /** 1, 5 and 15-minute load averages. */
  load: [number, number, number];
}

export function sampleLoad(at: string): LoadSample {
  const [one = 0, five = 0, fifteen = 0] = loadavg();
  return { at, load: [one, five, fifteen] };
}

export const coreCount = () => cpus().length;

/** Why the numbers are not a quiet machine's, or null when the machine was quiet before the run. */
export function loadWarning(before: LoadSample): string | null {
  const cores = coreCount();
  const limit = QUIET_LOAD_PER_CORE * cores;
  if (before.load[0] <= limit) return null;
  return `the 1-minute load average was ${before.load[0].toFixed(2)} before the run, above ${limit.toFixed(1)} (${QUIET_LOAD_PER_CORE} × ${cores} cores): other work shared the CPU, so performance, FCP, LCP and TBT are worse than on a quiet machine`;
}

export const formatLoad = ({ at, load }: LoadSample) => `${at} ${load.map((value) => value.toFixed(2)).join(' / ')}`;

function chromiumVersion(chromePath: string): string {
  try {
    return execFileSync(chromePath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return `no Chromium at ${chromePath}`;
  }
}

export function describeMachine(chromePath: string): string {
  const chromium = chromiumVersion(chromePath);
  const cpu = cpus();
  return `${process.platform} ${process.arch}, ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM; Node ${process.version}; ${chromium}`;
}
