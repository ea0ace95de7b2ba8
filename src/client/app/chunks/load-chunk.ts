import { CHUNK_LOAD_TIMEOUT_MS } from '../../../shared/constants';

/** Spec §8: a script chunk that does not arrive is a ChunkLoadError, "Loading chunk N failed". */
export class ChunkLoadError extends Error {
  constructor(chunk: string, cause?: unknown) {
    super(`Loading chunk ${chunk} failed.`, cause === undefined ? undefined : { cause });
    this.name = 'ChunkLoadError';
  }
}

const CHUNK_FAILURE = /Loading (?:CSS )?chunk \S+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || CHUNK_FAILURE.test(error.message));
}

/** Imports a lazy chunk, giving up after the spec's 120 000 ms; every failure to load becomes a ChunkLoadError. */
export function loadChunk<T>(chunk: string, load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunk, new Error(`timed out after ${timeoutMs} ms`))), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        if (error instanceof ChunkLoadError || !isChunkLoadError(error)) reject(error);
        else reject(new ChunkLoadError(chunk, error));
      },
    );
  });
}
