import { execFileSync } from 'node:child_process';

/** The commit a benchmark measured, said to be changed where the working tree (benchmarks/ aside) differs from it. */
export function measuredCommit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    // The reports this run has already written are not changes to what is measured.
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no', '--', '.', ':(exclude)benchmarks'], { encoding: 'utf8' }).trim() !== '';
    return dirty ? `${head} with uncommitted changes` : head;
  } catch {
    return 'unknown (no git)';
  }
}
