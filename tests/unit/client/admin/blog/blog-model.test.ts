import { describe, expect, it } from 'vitest';
import { checkBlogForm, emptyBlogForm } from '../../../../../src/client/admin/blog/blog-model';
import { formatSearchPage as formatBlogListQuery, parseSearchPage as parseBlogListQuery } from '../../../../../src/client/admin/kit/list-query';
import { fromLocalInput, toLocalInput } from '../../../../../src/client/admin/kit/admin-dates';

describe('blog model', () => {
  it('keeps search and page in the query string', () => {
    expect(parseBlogListQuery('?search=tv&page=2')).toEqual({ search: 'tv', page: 2 });
    expect(formatBlogListQuery({ search: '', page: 1 })).toBe('');
  });
  it('turns a local date input into an instant and back', () => {
    expect(toLocalInput(fromLocalInput('2026-03-15T10:30'))).toBe('2026-03-15T10:30');
    expect(fromLocalInput('')).toBeNull();
  });
  it('asks for a title and a well-formed slug', () => {
    const values = { ...emptyBlogForm(), name: ' ', slug: 'Loš Slug' };
    expect(checkBlogForm(values)).toEqual({ name: 'admin.blog.error.name', slug: 'admin.blog.error.slugFormat' });
    expect(checkBlogForm({ ...values, name: 'A', slug: 'a-b' })).toEqual({});
  });
});
