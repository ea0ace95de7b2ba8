import { describe, expect, it } from 'vitest';
import {
  allowedParents,
  applyPositions,
  buildCategoryTree,
  moveByStep,
} from '../../../../../src/client/admin/categories/category-tree';

const categories = [
  { id: '1', name: 'Telefoni', parent_id: null, position: 1 },
  { id: '2', name: 'Računari', parent_id: null, position: 2 },
  { id: '3', name: 'TV', parent_id: null, position: 3 },
  { id: '4', name: 'Mobilni', parent_id: '1', position: 1 },
  { id: '5', name: 'Android', parent_id: '4', position: 1 },
  { id: '6', name: 'Tableti', parent_id: '1', position: 2 },
];

describe('category tree', () => {
  it('nests the categories under their parents, siblings by position', () => {
    const tree = buildCategoryTree(categories);
    expect(tree.map((node) => node.category.name)).toEqual(['Telefoni', 'Računari', 'TV']);
    expect(tree[0]!.children.map((node) => [node.category.name, node.depth])).toEqual([
      ['Mobilni', 1],
      ['Tableti', 1],
    ]);
    expect(tree[0]!.children[0]!.children[0]!.depth).toBe(2);
  });

  it('moves a category up or down among its siblings only', () => {
    expect(moveByStep(categories, '3', -1)).toEqual([
      { id: '1', position: 1, parent_id: null },
      { id: '3', position: 2, parent_id: null },
      { id: '2', position: 3, parent_id: null },
    ]);
    expect(moveByStep(categories, '6', -1)).toEqual([
      { id: '6', position: 1, parent_id: '1' },
      { id: '4', position: 2, parent_id: '1' },
    ]);
    expect(moveByStep(categories, '1', -1)).toBeNull();
    expect(moveByStep(categories, '5', 1)).toBeNull();
  });

  it('applies the saved positions to the list the tree is drawn from', () => {
    const moved = applyPositions(categories, moveByStep(categories, '2', -1)!);
    expect(buildCategoryTree(moved).map((node) => node.category.name)).toEqual(['Računari', 'Telefoni', 'TV']);
  });

  it('offers as parents only categories that keep the tree within three levels and without cycles', () => {
    expect(allowedParents(categories, null).map((category) => category.id)).toEqual(['1', '2', '3', '4', '6']);
    // Mobilni has a subcategory, so it may only sit at the top or directly under a top-level category.
    expect(allowedParents(categories, '4').map((category) => category.id)).toEqual(['1', '2', '3']);
    // Telefoni already spans three levels, so it can only stay at the top.
    expect(allowedParents(categories, '1')).toEqual([]);
    expect(allowedParents(categories, '6').map((category) => category.id)).toEqual(['1', '2', '3', '4']);
  });
});
