import { useState, type DragEvent } from 'react';
import { Link } from '../../lib/navigation';
import type { PositionInput } from '../../../../generated/client/graphql';
import { useAdminT } from '../i18n/useAdminT';
import { categoryPath } from '../kit/catalog-paths';
import { buildCategoryTree, dropOnto, moveByStep, type CategoryTreeNode, type TreeCategory } from './category-tree';

export interface TreeRow extends TreeCategory {
  products_count: number;
  products_views: number;
  wishlist_added: number;
}

interface Props {
  categories: readonly TreeRow[];
  selectedId: string | null;
  /** True while an order is being saved; moving waits for it. */
  busy: boolean;
  onSort: (items: PositionInput[]) => void;
}

const DRAG_TYPE = 'text/plain';

/**
 * The category tree, up to three levels. Siblings are reordered by dragging a row onto another of
 * the same parent, or with the up and down buttons from the keyboard.
 */
export function CategoryTree({ categories, selectedId, busy, onSort }: Props) {
  const t = useAdminT();
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const tree = buildCategoryTree(categories);

  const parentOf = (id: string | null) => (id ? (categories.find((category) => category.id === id)?.parent_id ?? null) : undefined);
  const canDropOn = (id: string) => dragged !== null && dragged !== id && parentOf(dragged) === parentOf(id);

  const onDrop = (event: DragEvent, targetId: string) => {
    event.preventDefault();
    const draggedId = dragged ?? event.dataTransfer.getData(DRAG_TYPE);
    setDragged(null);
    setOver(null);
    const items = draggedId ? dropOnto(categories, draggedId, targetId) : null;
    if (items && !busy) onSort(items);
  };

  const move = (id: string, step: -1 | 1) => {
    const items = moveByStep(categories, id, step);
    if (items && !busy) onSort(items);
  };

  const renderNodes = (nodes: CategoryTreeNode<TreeRow>[]) =>
    nodes.map((node, index) => {
      const { category } = node;
      const classes = [
        'catalog-tree-row',
        category.id === selectedId ? 'is-selected' : '',
        category.id === dragged ? 'is-dragged' : '',
        category.id === over ? 'is-over' : '',
      ];
      return (
        <li key={category.id}>
          <div
            className={classes.filter(Boolean).join(' ')}
            draggable
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData(DRAG_TYPE, category.id);
              setDragged(category.id);
            }}
            onDragEnd={() => {
              setDragged(null);
              setOver(null);
            }}
            onDragOver={(event) => {
              if (!canDropOn(category.id)) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
              setOver(category.id);
            }}
            onDragLeave={() => setOver((current) => (current === category.id ? null : current))}
            onDrop={(event) => onDrop(event, category.id)}
            data-testid={`category-row-${category.id}`}
          >
            <span className="catalog-drag-handle" aria-hidden="true">
              ⠿
            </span>
            <Link to={categoryPath(category.id)} className="catalog-tree-name" aria-current={category.id === selectedId ? 'page' : undefined}>
              {category.name || t('admin.catalog.untitled')}
            </Link>
            <span className="catalog-tree-counts">
              {t('admin.catalog.categories.counts', {
                products: category.products_count,
                views: category.products_views,
                wishlist: category.wishlist_added,
              })}
            </span>
            <span className="catalog-tree-moves">
              <button
                type="button"
                className="button"
                onClick={() => move(category.id, -1)}
                disabled={index === 0 || busy}
                aria-label={t('admin.catalog.moveUp', { name: category.name })}
                title={t('admin.catalog.moveUp', { name: category.name })}
              >
                ↑
              </button>
              <button
                type="button"
                className="button"
                onClick={() => move(category.id, 1)}
                disabled={index === nodes.length - 1 || busy}
                aria-label={t('admin.catalog.moveDown', { name: category.name })}
                title={t('admin.catalog.moveDown', { name: category.name })}
              >
                ↓
              </button>
            </span>
          </div>
          {node.children.length > 0 && <ul className="catalog-tree">{renderNodes(node.children)}</ul>}
        </li>
      );
    });

  return (
    <>
      <p className="admin-hint">{t('admin.catalog.categories.sortHint')}</p>
      <ul className="catalog-tree catalog-tree-root" aria-label={t('admin.catalog.categories.tree')} aria-busy={busy}>
        {renderNodes(tree)}
      </ul>
    </>
  );
}
