/** How long a request waits for another's answer to the same question before it runs the operation itself. */
const LONGEST_WAIT_MS = 5_000;

/**
 * The uncached questions being answered now. When many visitors ask the same one at once (a
 * listing just after a change), the first runs the operation and the others get the previous answer
 * (stale-while-revalidate) or wait for its kept answer, instead of each running it. Shared by Yoga's
 * plugin and the direct answers (direct-reads.ts), so either waits for the other.
 */
export interface AnswerRuns {
  /** Claims `key` for this request: false when another request is answering it already. */
  claim(key: string): boolean;
  /** Whether a request is answering `key` now. */
  running(key: string): boolean;
  /** Resolves once the request answering `key` has finished (its answer kept, if it is kept), or after LONGEST_WAIT_MS. */
  finished(key: string): Promise<void>;
  /** This request's answer to `key` is kept (or will not be): the waiting ones may read it. */
  finish(key: string): void;
}

export function answerRuns(): AnswerRuns {
  const running = new Map<string, { done: Promise<void>; finish(): void }>();
  return {
    claim(key) {
      if (running.has(key)) return false;
      let finish = () => undefined as void;
      running.set(key, { done: new Promise<void>((resolve) => (finish = resolve)), finish });
      return true;
    },
    running: (key) => running.has(key),
    finished(key) {
      const other = running.get(key);
      if (!other) return Promise.resolve();
      const waited = new Promise<void>((resolve) => setTimeout(resolve, LONGEST_WAIT_MS).unref());
      return Promise.race([other.done, waited]);
    },
    finish(key) {
      running.get(key)?.finish();
      running.delete(key);
    },
  };
}
