import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { projectPath } from '../../project-root';
import { logger } from '../../log';

/**
 * What one SVG may cost to clean. A drawing of a few thousand shapes takes well under a second; one
 * past either bound is refused (a raster format suits it better).
 */
export const SVG_SANITISING_LIMITS = { timeoutMs: 20_000, memoryMb: 256 };

export type SanitisedSvg = { svg: Uint8Array } | { refused: 'no-drawing' | 'too-complex' };

// From the project's folder, not this module's: the mock runs this module from a bundle elsewhere.
const WORKER = pathToFileURL(projectPath('src/server/modules/storage/svg-worker.mjs'));

/**
 * The SVG with everything that could run removed, as the XML an image/svg+xml file must be; refused
 * when no drawing is left (the bytes held no `<svg>` element) or it costs too much to clean.
 *
 * DOMPurify, the sanitiser browsers' own vendors test against, on jsdom (the DOM it supports on a
 * server): the file is parsed as a browser parses markup, so entities are decoded before anything
 * is judged (`jav&#x61;script&#x3a;` is `javascript:`), and only DOMPurify's SVG allow-list
 * survives: no script, event attributes, foreignObject, animation of attributes or javascript:
 * links. Each upload is cleaned in a worker thread of its own (svg-worker.mjs), so a heavy file
 * never stalls the shop's other requests and is stopped at the limits.
 */
export function sanitizeSvg(bytes: Uint8Array, limits = SVG_SANITISING_LIMITS): Promise<SanitisedSvg> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER, { workerData: bytes, resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb } });
    let settled = false;
    const finish = (result: SanitisedSvg) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => finish({ refused: 'too-complex' }), limits.timeoutMs);
    worker.once('message', (clean: Uint8Array | null) => finish(clean ? { svg: clean } : { refused: 'no-drawing' }));
    worker.once('error', (error) => {
      if ((error as { code?: string }).code !== 'ERR_WORKER_OUT_OF_MEMORY') logger.error({ err: error }, 'SVG sanitising failed');
      finish({ refused: 'too-complex' });
    });
    worker.once('exit', () => finish({ refused: 'too-complex' }));
  });
}
