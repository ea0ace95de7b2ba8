import { describe, expect, it } from 'vitest';
import { absoluteUrl } from '../../../../../src/client/storefront/blog/blog-format';

describe('absoluteUrl', () => {
  it('makes stored files absolute for link previews and keeps absolute ones', () => {
    expect(absoluteUrl('/storage/blog/a-lg.jpg', 'https://izlog.rs')).toBe('https://izlog.rs/storage/blog/a-lg.jpg');
    expect(absoluteUrl('https://cdn.example/a.jpg', 'https://izlog.rs')).toBe('https://cdn.example/a.jpg');
    expect(absoluteUrl(null, 'https://izlog.rs')).toBeUndefined();
  });
});
