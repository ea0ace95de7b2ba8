/**
 * Something made once and kept on disk (a database snapshot, a client build), asked for by several
 * processes at once: one makes it while the others wait on a lock directory, so it is made once,
 * not once per process. A lock older than `staleMs` belongs to a process that died and is taken over.
 */
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { dirname } from 'node:path';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once `isMade()` holds, calling `make()` in this process only when no other process is
 * making it (`lockPath` is taken meanwhile). `make` must leave the result in place whole (write
 * elsewhere, then rename) and throw on failure.
 */
export async function madeOnce(lockPath: string, isMade: () => boolean, make: () => Promise<void>, staleMs = 5 * 60_000): Promise<void> {
  mkdirSync(dirname(lockPath), { recursive: true });
  for (;;) {
    if (isMade()) return;
    try {
      mkdirSync(lockPath);
    } catch {
      const since = statSync(lockPath, { throwIfNoEntry: false });
      if (since && Date.now() - since.mtimeMs > staleMs) rmSync(lockPath, { recursive: true, force: true });
      await sleep(250);
      continue;
    }
    try {
      if (!isMade()) await make();
      return;
    } finally {
      rmSync(lockPath, { recursive: true, force: true });
    }
  }
}
