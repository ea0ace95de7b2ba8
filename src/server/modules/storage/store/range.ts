import { SINGLE_RANGE } from './types';

/**
 * The bytes one Range header asks of an object `size` bytes long, as RFC 9110 reads it: null for a
 * header that is not one range of bytes (the whole object is sent), 'unsatisfiable' for one that
 * starts past the end.
 */
export function resolveRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header || !SINGLE_RANGE.test(header)) return null;
  const [first, last] = header.slice('bytes='.length).split('-') as [string, string];
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return end < start ? null : { start, end };
}

/** A Content-Range header's range and the object's whole size: `bytes 0-99/1000`. */
export function parseContentRange(header: string | undefined): { start: number; end: number; size: number } | null {
  const match = header?.match(/^bytes (\d+)-(\d+)\/(\d+)$/);
  return match ? { start: Number(match[1]), end: Number(match[2]), size: Number(match[3]) } : null;
}
