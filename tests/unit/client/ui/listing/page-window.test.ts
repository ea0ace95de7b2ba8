import { describe, expect, it } from 'vitest';
import { pageWindow } from '../../../../../src/client/ui/listing/page-window';

describe('pageWindow', () => {
  it('shows no pager for a single page', () => {
    expect(pageWindow(1, 1)).toEqual([]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('shows every page of a short listing', () => {
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the first, the last and the pages around the current one, with gaps between', () => {
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, null, 20]);
  });
});
