import { describe, expect, it } from 'vitest';
import { categoryTotals } from '../../../../src/shared/rules/category-count';

describe('categoryTotals', () => {
  it('counts a category with all of its subcategories, at any depth, and survives a parent loop', () => {
    const totals = categoryTotals([
      { id: '1', parent_id: null, count: 0 },
      { id: '2', parent_id: '1', count: 5 },
      { id: '3', parent_id: '2', count: 7 },
      { id: '4', parent_id: '1', count: 1 },
      { id: '5', parent_id: '6', count: 2 },
      { id: '6', parent_id: '5', count: 3 },
    ]);
    expect(Object.fromEntries(totals)).toMatchObject({ 1: 13, 2: 12, 3: 7, 4: 1 });
    expect(totals.get('5')).toBeGreaterThanOrEqual(2);
  });
});
