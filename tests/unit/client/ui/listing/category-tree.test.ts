import { describe, expect, it } from 'vitest';
import { buildCategoryTree, withProducts, type FlatCategory } from '../../../../../src/client/ui/listing/category-tree';

const category = (id: string, parent: string | null, count: number, position = 1): FlatCategory => ({
  id,
  name: `Category ${id}`,
  slug: `c${id}`,
  parent_id: parent,
  position,
  count,
});

describe('buildCategoryTree', () => {
  it('nests the flat list by parent_id and sums every descendant into each count', () => {
    const tree = buildCategoryTree([
      category('1', null, 1),
      category('2', '1', 2),
      category('3', '2', 4),
      category('4', '2', 8),
      category('5', null, 0, 2),
    ]);
    expect(tree.map((node) => [node.id, node.total])).toEqual([
      ['1', 15],
      ['5', 0],
    ]);
    const [phones] = tree;
    expect(phones!.children.map((node) => [node.id, node.total])).toEqual([['2', 14]]);
    expect(phones!.children[0]!.children.map((node) => [node.id, node.total])).toEqual([
      ['3', 4],
      ['4', 8],
    ]);
  });

  it('orders siblings by position whatever order the list came in', () => {
    const tree = buildCategoryTree([category('9', null, 1, 3), category('7', null, 1, 1), category('8', null, 1, 2)]);
    expect(tree.map((node) => node.id)).toEqual(['7', '8', '9']);
  });

  it('gives each node the slugs of its path from the top level', () => {
    const tree = buildCategoryTree([category('1', null, 0), category('2', '1', 0), category('3', '2', 1)]);
    expect(tree[0]!.children[0]!.children[0]!.path).toEqual(['c1', 'c2', 'c3']);
  });

  it('shows at most three levels but still counts the products below them', () => {
    const tree = buildCategoryTree([category('1', null, 0), category('2', '1', 0), category('3', '2', 1), category('4', '3', 5)]);
    const third = tree[0]!.children[0]!.children[0]!;
    expect(third.children).toEqual([]);
    expect(third.total).toBe(6);
    expect(tree[0]!.total).toBe(6);
  });

  it('leaves out categories whose parent is not in the list, and survives a parent loop', () => {
    expect(buildCategoryTree([category('1', null, 1), category('2', '99', 5)]).map((node) => node.id)).toEqual(['1']);
    expect(buildCategoryTree([category('1', '2', 1), category('2', '1', 1)])).toEqual([]);
  });
});

describe('withProducts', () => {
  it('drops branches without products at any level', () => {
    const tree = withProducts(buildCategoryTree([category('1', null, 0), category('2', '1', 3), category('3', '1', 0, 2), category('4', null, 0, 2)]));
    expect(tree.map((node) => node.id)).toEqual(['1']);
    expect(tree[0]!.children.map((node) => node.id)).toEqual(['2']);
  });
});
