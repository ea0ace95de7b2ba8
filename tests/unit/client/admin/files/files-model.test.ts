import { describe, expect, it } from 'vitest';
import { fileKind, formatFileSize, formatFilesQuery, parseFilesQuery, tabsWith } from '../../../../../src/client/admin/files/files-model';
import { percentOf } from '../../../../../src/client/admin/kit/upload/upload';

describe('files model', () => {
  it('keeps tab, search and page in the query string, defaults left out', () => {
    expect(parseFilesQuery('?tab=blog&search=frizider&page=3')).toEqual({ tab: 'blog', search: 'frizider', page: 3 });
    expect(parseFilesQuery('?page=-2')).toEqual({ tab: '', search: '', page: 1 });
    expect(formatFilesQuery({ tab: '', search: '', page: 1 })).toBe('');
    expect(formatFilesQuery({ tab: 'blog', search: 'a b', page: 2 })).toBe('?tab=blog&search=a+b&page=2');
  });
  it('formats sizes and kinds', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(25 * 1024 * 1024)).toBe('25 MB');
    expect(fileKind('image/png')).toBe('image');
    expect(fileKind('application/pdf')).toBe('pdf');
    expect(fileKind('text/plain')).toBe('other');
  });
  it('offers every known tab once, plus unknown ones', () => {
    const tabs = tabsWith(['blog', 'sezona', '']);
    expect(tabs.filter((tab) => tab === 'blog')).toHaveLength(1);
    expect(tabs.at(-1)).toBe('sezona');
  });
  it('computes whole percents', () => {
    expect(percentOf(50, 200)).toBe(25);
    expect(percentOf(5, 0)).toBe(0);
    expect(percentOf(300, 200)).toBe(100);
  });
});
