import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadError, loadChunk } from '../../../../../src/client/app/chunks/load-chunk';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../../../../src/shared/constants';

afterEach(() => vi.useRealTimers());

describe('loadChunk', () => {
  it('resolves with the module', async () => {
    await expect(loadChunk('home', async () => ({ default: 1 }))).resolves.toEqual({ default: 1 });
  });

  it('turns a failed dynamic import into ChunkLoadError "Loading chunk N failed"', async () => {
    const failed = loadChunk('home', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /static/js/HomePage-x.js')));
    await expect(failed).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(failed).rejects.toThrow('Loading chunk home failed.');
  });

  it('gives up after the spec’s 120000 ms', async () => {
    vi.useFakeTimers();
    const pending = loadChunk('shop', () => new Promise(() => undefined));
    const outcome = expect(pending).rejects.toThrow('Loading chunk shop failed.');
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void pending.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('passes other errors through unchanged', async () => {
    const error = new RangeError('bug in the screen module');
    await expect(loadChunk('home', () => Promise.reject(error))).rejects.toBe(error);
  });

  it('recognises chunk failures by name and message', () => {
    expect(isChunkLoadError(new ChunkLoadError('3'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 3 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 3 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
  });
});
