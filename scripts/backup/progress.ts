/** Progress lines on stdout for long work: at most one every PROGRESS_MS, and always the last. */
const PROGRESS_MS = 2_000;

export interface Progress {
  /** One more item done (`size` bytes); prints a line when the last one is old enough. */
  step(size?: number): void;
  /** The summary line. */
  done(): void;
}

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

export function progress(what: string, total?: number): Progress {
  const started = performance.now();
  let count = 0;
  let bytes = 0;
  let printed = started;
  const line = () => `${what}: ${count}${total === undefined ? '' : `/${total}`} (${megabytes(bytes)})`;
  return {
    step(size = 0) {
      count += 1;
      bytes += size;
      const now = performance.now();
      if (now - printed >= PROGRESS_MS) {
        printed = now;
        console.log(line());
      }
    },
    done() {
      console.log(`${line()} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    },
  };
}

/** What a script prints before it exits 1 on an expected refusal (a non-empty target, a missing tool). */
export class Refusal extends Error {}
