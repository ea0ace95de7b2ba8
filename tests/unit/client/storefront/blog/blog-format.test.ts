import { describe, expect, it } from 'vitest';
import { absoluteUrl, blogPageFrom, blogPageSearch, formatPostDate } from '../../../../../src/client/storefront/blog/blog-format';

describe('formatPostDate', () => {
  it('writes the day as each language does', () => {
    expect(formatPostDate('2025-12-05T10:00:00.000Z', 0)).toBe('5. decembar 2025.');
    expect(formatPostDate('2025-12-05T10:00:00.000Z', 1)).toBe('5 December 2025');
  });

  it('gives nothing for a date it cannot read', () => {
    expect(formatPostDate('not a date', 0)).toBe('');
  });
});

describe('blog page in the query string', () => {
  it('reads the page, falling back to the first for anything else', () => {
    expect(blogPageFrom('?page=3', 0)).toBe(3);
    expect(blogPageFrom('page=2', 1)).toBe(2);
    for (const search of ['', '?page=0', '?page=-2', '?page=abc', '?page=1.5']) expect(blogPageFrom(search, 0)).toBe(1);
  });

  it('writes no parameter for the first page', () => {
    expect(blogPageSearch(1, 0)).toBe('');
    expect(blogPageSearch(2, 1)).toBe('?page=2');
    expect(blogPageFrom(blogPageSearch(7, 0), 0)).toBe(7);
  });
});

describe('absoluteUrl', () => {
  it('makes stored files absolute for link previews and keeps absolute ones', () => {
    expect(absoluteUrl('/storage/blog/a-lg.jpg', 'https://izlog.rs')).toBe('https://izlog.rs/storage/blog/a-lg.jpg');
    expect(absoluteUrl('https://cdn.example/a.jpg', 'https://izlog.rs')).toBe('https://cdn.example/a.jpg');
    expect(absoluteUrl(null, 'https://izlog.rs')).toBeUndefined();
  });
});
