import { describe, expect, it } from 'vitest';
import { absoluteUrl, formatPostDate } from '../../../../../src/client/storefront/blog/blog-format';

describe('formatPostDate', () => {
  it('writes the day as each language does', () => {
    expect(formatPostDate('2025-12-05T10:00:00.000Z', 0)).toBe('5. decembar 2025.');
    expect(formatPostDate('2025-12-05T10:00:00.000Z', 1)).toBe('5 December 2025');
  });

  it('gives nothing for a date it cannot read', () => {
    expect(formatPostDate('not a date', 0)).toBe('');
  });
});

describe('absoluteUrl', () => {
  it('makes stored files absolute for link previews and keeps absolute ones', () => {
    expect(absoluteUrl('/storage/blog/a-lg.jpg', 'https://izlog.rs')).toBe('https://izlog.rs/storage/blog/a-lg.jpg');
    expect(absoluteUrl('https://cdn.example/a.jpg', 'https://izlog.rs')).toBe('https://cdn.example/a.jpg');
    expect(absoluteUrl(null, 'https://izlog.rs')).toBeUndefined();
  });
});
