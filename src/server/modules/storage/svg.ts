import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { projectPath } from '../../project-root';
import { logger } from '../../log';

/**
 * What one SVG may cost to clean. A drawing of a few thousand shapes takes well under a second; one
 * past either bound is refused (a raster format suits it better).
 */
export const SVG_SANITISING_LIMITS = { timeoutMs: 20_000, memoryMb: 256 };

export type SanitisedSvg = { svg: Uint8Array } | { refused: 'no-drawing' | 'too-complex' };

// From the project's folder, not this module's: the mock runs this module from a bundle elsewhere.
const WORKER = pathToFileURL(projectPath('src/server/modules/storage/svg-worker.mjs')).href;

/** An idle cleaning thread stays this long for the next upload (loading jsdom costs a second of CPU). */
const IDLE_MS = 60_000;

/** One pool per memory bound (the shop has one; tests try others): a thread at a time, kept warm while uploads come. */
const pools = new Map<number, Piscina>();
function poolFor(memoryMb: number): Piscina {
  let pool = pools.get(memoryMb);
  if (!pool) {
    pool = new Piscina({ filename: WORKER, minThreads: 0, maxThreads: 1, idleTimeout: IDLE_MS, resourceLimits: { maxOldGenerationSizeMb: memoryMb } });
    pools.set(memoryMb, pool);
  }
  return pool;
}

/**
 * The SVG with everything that could run removed, as the XML an image/svg+xml file must be; refused
 * when no drawing is left (the bytes held no `<svg>` element) or it costs too much to clean.
 *
 * DOMPurify, the sanitiser browsers' own vendors test against, on jsdom (the DOM it supports on a
 * server): the file is parsed as a browser parses markup, so entities are decoded before anything
 * is judged (`jav&#x61;script&#x3a;` is `javascript:`), and only DOMPurify's SVG allow-list
 * survives: no script, event attributes, foreignObject, animation of attributes or javascript:
 * links. Uploads are cleaned one at a time in a worker thread (svg-worker.mjs, through piscina), so
 * a heavy file never stalls the shop's other requests; one past the time limit has its thread
 * stopped, and one past the memory limit kills its thread, and the next upload gets a new one.
 */
export async function sanitizeSvg(bytes: Uint8Array, limits = SVG_SANITISING_LIMITS): Promise<SanitisedSvg> {
  try {
    const clean = (await poolFor(limits.memoryMb).run(bytes, { signal: AbortSignal.timeout(limits.timeoutMs) })) as Uint8Array | null;
    return clean ? { svg: new Uint8Array(clean) } : { refused: 'no-drawing' };
  } catch (error) {
    const expected = (error as { name?: string; code?: string }).name === 'AbortError' || (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
    if (!expected) logger.error({ err: error }, 'SVG sanitising failed');
    return { refused: 'too-complex' };
  }
}
