/**
 * The machine the API benchmark ran on and how busy it was: the server, the ceiling and the load
 * generator share its cores, so other work lowers both, though their ratio less than either.
 */
import { cpus, release, totalmem } from 'node:os';
import { QUIET_LOAD_PER_CORE, coreCount, formatLoad, sampleLoad, type LoadSample } from '../client/machine';

export { formatLoad, sampleLoad, type LoadSample };

export function describeMachine(): string {
  const cpu = cpus();
  return `${process.platform} ${release()} ${process.arch}, ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM; Node ${process.version}`;
}

/**
 * Why the numbers are not a quiet machine's, or null. Judged by the 1-minute load average before the
 * run: the run keeps both cores busy itself, so the load after it is always high.
 */
export function loadWarning(before: LoadSample): string | null {
  const cores = coreCount();
  const limit = QUIET_LOAD_PER_CORE * cores;
  if (before.load[0] <= limit) return null;
  return (
    `the 1-minute load average was ${before.load[0].toFixed(2)} before the run, above ${limit.toFixed(1)} (${QUIET_LOAD_PER_CORE} × ${cores} cores): ` +
    'other work shared the CPU, so requests/s are lower and latencies higher than on a quiet machine (the ratios to the ceiling less so)'
  );
}
