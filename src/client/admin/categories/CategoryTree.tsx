import type { PositionInput } from '../../../../generated/client/graphql';
import { categoryTotals } from '../../../shared/rules/category-count';
import { useAdminT } from '../i18n/useAdminT';
import { SortableGroup } from '../kit/sortable/SortableGroup';
import { buildCategoryTree, moveByStep, positionsOf, type CategoryTreeNode, type TreeRow } from './category-tree';
import { CategoryTreeItem } from './CategoryTreeItem';

interface Props {
  categories: readonly TreeRow[];
  selectedId: string | null;
  /** True while an order is being saved; moving waits for it. */
  busy: boolean;
  onSort: (items: PositionInput[]) => void;
}

/**
 * The category tree, up to three levels. Siblings are reordered by dragging a row's handle (mouse
 * or touch), from the keyboard on that handle (Space, arrows, Space), or with the ↑ ↓ buttons;
 * each parent's children are a group of their own, so a category never changes parent here.
 */
export function CategoryTree({ categories, selectedId, busy, onSort }: Props) {
  const t = useAdminT();
  const tree = buildCategoryTree(categories);
  // The storefront's count: a category's products with its subcategories'.
  const totals = categoryTotals(categories.map((category) => ({ id: category.id, parent_id: category.parent_id, count: category.products_count })));
  const nameOf = (id: string) => categories.find((category) => category.id === id)?.name || t('admin.catalog.untitled');

  const move = (id: string, step: -1 | 1) => {
    const items = moveByStep(categories, id, step);
    if (items && !busy) onSort(items);
  };

  const renderGroup = (nodes: CategoryTreeNode<TreeRow>[], parentId: string | null) => (
    <SortableGroup
      ids={nodes.map((node) => node.category.id)}
      nameOf={nameOf}
      disabled={busy}
      onReorder={(order) => {
        if (!busy) onSort(positionsOf(order, parentId));
      }}
    >
      <ul
        className={parentId ? 'catalog-tree' : 'catalog-tree catalog-tree-root'}
        aria-label={parentId ? undefined : t('admin.catalog.categories.tree')}
        aria-busy={parentId ? undefined : busy}
      >
        {nodes.map((node, index) => (
          <CategoryTreeItem
            key={node.category.id}
            category={node.category}
            products={totals.get(node.category.id) ?? node.category.products_count}
            selected={node.category.id === selectedId}
            first={index === 0}
            last={index === nodes.length - 1}
            busy={busy}
            onMove={(step) => move(node.category.id, step)}
          >
            {node.children.length > 0 && renderGroup(node.children, node.category.id)}
          </CategoryTreeItem>
        ))}
      </ul>
    </SortableGroup>
  );

  return (
    <>
      <p className="admin-hint">{t('admin.catalog.categories.sortHint')}</p>
      {renderGroup(tree, null)}
    </>
  );
}
